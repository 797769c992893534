import { describe, expect, it } from 'vitest';
import { expectRecordedChoices } from '@regelwerk/engine/testing';
import { IGNORE_CHANCE, playGame, Rng, seedRng, simulate, type Bot, type FastSnapshot } from '@regelwerk/engine';
import type { KaeseschiebenContext } from './context.js';
import { expectedValues, kaeseschieben, kaeseschiebenBots, planMove, type KaeseschiebenView } from './index.js';
import { SEARCH_WORK } from './bots.js';
import { loadRules, picture, players } from './test-support/fixtures.js';

type Snap = FastSnapshot<KaeseschiebenContext>;

describe('bots', () => {
  it.each([2, 3, 4])('over 60 games with %i players the tactician wins more than five times as often per seat as the random bot', (n) => {
    const rules = loadRules();
    const summary = simulate({ game: kaeseschieben, rules, games: 60, players: n, bots: ['tactician', 'random'], seed: `bots-${n}` });
    const rate = (id: string) => summary.bots[id]!.wins / summary.bots[id]!.seatGames;
    expect(rate('tactician')).toBeGreaterThan(5 * rate('random'));
    expect(rate('tactician')).toBeGreaterThan(0.5 / (n / 2));
  });

  it('the tactician decides from its view alone: worms it may not know and the generator do not change its decision', () => {
    const rules = loadRules();
    const bot = kaeseschiebenBots.tactician(rules);
    const seen: Snap[] = [];
    playGame({ game: kaeseschieben, rules, players: players(3, 'tactician'), seed: 'views', bots: { tactician: bot as Bot }, onStep: (before) => void seen.push(before as Snap) });
    const moving = seen.filter((s) => s.value.endsWith('moving'));
    expect(moving.length).toBeGreaterThan(20);
    for (const before of moving.slice(0, 80)) {
      const seat = before.context.current;
      const legal = kaeseschieben.legalEvents(before, seat);
      const mine = new Set(before.context.won[seat]);
      const cubes = before.context.cubes.map((c, id) => (mine.has(id) ? c : { ...c, worm: !c.worm }));
      const hidden: Snap = { ...before, context: { ...before.context, rng: [1, 2, 3, 4], cubes } };
      const a = bot.decide(kaeseschieben.view(before, seat), legal, new Rng(seedRng('x')));
      const b = bot.decide(kaeseschieben.view(hidden, seat), legal, new Rng(seedRng('x')));
      expect(b).toEqual(a);
      expect(legal).toContainEqual(a);
    }
  });

  it('the tactician pushes a cube over its own edge rather than towards an opponent’s', () => {
    const rules = loadRules();
    const bot = kaeseschiebenBots.tactician(rules);
    const start = kaeseschieben.fast.initial(kaeseschieben.createContext({ rules, players: players(2), seed: 'aim' }, IGNORE_CHANCE));
    const { board, mice, cubes } = picture(['...1....', '........', '........', '........', '........', '....l...', '...s0m..', '....l...']);
    const won = [[], Array.from({ length: 16 }, (_, i) => i).filter((i) => i >= cubes.length)];
    const all = [...cubes, ...start.context.cubes.slice(cubes.length)];
    const s: Snap = { value: 'match.round.turn.moving', status: 'active', context: { ...start.context, board, mice, cubes: all, won, current: 0, roll: [1], steps: 1, left: 1, path: [mice[0]!] } };
    const e = bot.decide(kaeseschieben.view(s, 0), kaeseschieben.legalEvents(s, 0), new Rng(seedRng('x')));
    expect(e).toEqual({ type: 'mouse.step', seat: 0, dir: 'south' });
  });

  /**
   * The last cube's bonus with seat 0 as receiver: seat 1 holds one cube of each size in `theirs`,
   * seat 0 all the others; the two large cubes seat 0 cannot see are the two that carry a worm.
   */
  function lastCube(theirs: string[]): Snap {
    const rules = loadRules();
    const start = kaeseschieben.fast.initial(kaeseschieben.createContext({ rules, players: players(2), seed: 'bonus' }, IGNORE_CHANCE));
    const large = start.context.cubes.flatMap((c, id) => (c.size === 'large' ? [id] : []));
    const cubes = start.context.cubes.map((c, id) => ({ size: c.size, worm: c.size === 'medium' ? c.worm : large.indexOf(id) >= 2 }));
    const ids = cubes.map((_, id) => id);
    const taken = new Set<number>();
    for (const size of theirs) taken.add(ids.find((id) => cubes[id]!.size === size && (size !== 'large' || large.indexOf(id) >= 2) && !taken.has(id))!);
    const won = [ids.filter((id) => !taken.has(id)), [...taken]];
    const board = start.context.board.map(() => -1);
    return { value: 'match.round.lastCube', status: 'active', context: { ...start.context, board, cubes, won, receiver: 0, stealsLeft: 1, stolen: [] } };
  }

  it('the tactician declines the last cube’s bonus when every cube it may take is expected to be wormy', () => {
    const bot = kaeseschiebenBots.tactician(loadRules());
    const s = lastCube(['large', 'large']);
    const legal = kaeseschieben.legalEvents(s, 0);
    expect(legal.map((e) => e.type)).toEqual(['cube.take', 'cube.decline']);
    expect(expectedValues(kaeseschieben.view(s, 0)).get('large')).toBe(0);
    expect(bot.decide(kaeseschieben.view(s, 0), legal, new Rng(seedRng('x')))).toEqual({ type: 'cube.decline', seat: 0 });
  });

  it('the tactician takes a cube when one it may take is worth something', () => {
    const bot = kaeseschiebenBots.tactician(loadRules());
    const s = lastCube(['large', 'large', 'small']);
    const legal = kaeseschieben.legalEvents(s, 0);
    expect(bot.decide(kaeseschieben.view(s, 0), legal, new Rng(seedRng('x')))).toEqual({ type: 'cube.take', seat: 0, from: 1, size: 'small' });
  });

  /** Every view at a step of a game of tacticians, with more than one step offered. */
  function stepViews(patch: ((text: string) => string) | undefined, seats: number, seed: string): KaeseschiebenView[] {
    const rules = loadRules('kaeseschieben.rules', patch);
    const out: KaeseschiebenView[] = [];
    playGame({
      game: kaeseschieben,
      rules,
      players: players(seats, 'tactician'),
      seed,
      bots: { tactician: kaeseschiebenBots.tactician(rules) as Bot },
      onStep: (before) => {
        const s = before as Snap;
        const v = kaeseschieben.view(s, s.context.current);
        if (v.steps.length > 1 && v.left > 0) out.push(v);
      },
    });
    return out;
  }

  it('every move of the rulebook’s die is searched to its end within the budget', () => {
    const views = stepViews(undefined, 3, 'depth');
    expect(views.length).toBeGreaterThan(50);
    for (const v of views) {
      const plan = planMove(v, v.toMove!, expectedValues(v));
      expect(plan.depth).toBe(v.left);
      expect(plan.work).toBeLessThanOrEqual(SEARCH_WORK);
    }
  });

  it('the search gives its best move whole: its first step is the step taken, and it is no longer than the steps left', () => {
    const views = stepViews(undefined, 3, 'path');
    expect(views.length).toBeGreaterThan(50);
    for (const v of views) {
      const plan = planMove(v, v.toMove!, expectedValues(v));
      expect(plan.path[0]).toBe(plan.dir);
      expect(plan.path.length).toBeGreaterThan(0);
      expect(plan.path.length).toBeLessThanOrEqual(v.left);
      expect(Object.isFrozen(plan.path)).toBe(true);
    }
  });

  it('a later step of a move follows the move planned at the step before; a view it does not lead to is searched anew', () => {
    const rules = loadRules();
    const views = stepViews(undefined, 3, 'follow');
    const legal = (v: KaeseschiebenView) => v.steps.map((s) => ({ type: 'mouse.step' as const, seat: v.toMove!, dir: s.dir }));
    const gone = (v: KaeseschiebenView) => v.out.length + v.won.reduce((a, w) => a + w.length, 0);
    // A first step of a move, and the view after it in the same move (one step fewer, no cube gone over an edge).
    const pairs = views.flatMap((v, i) => {
      const next = views[i + 1];
      return v.left === v.roll!.steps && next !== undefined && next.turns === v.turns && next.left === v.left - 1 && gone(next) === gone(v) ? [[v, next] as const] : [];
    });
    expect(pairs.length).toBeGreaterThan(5);
    for (const [v, next] of pairs) {
      const bot = kaeseschiebenBots.tactician(rules);
      const plan = planMove(v, v.toMove!, expectedValues(v));
      expect(bot.decide(v, legal(v), new Rng(seedRng('x')))).toMatchObject({ dir: plan.dir });
      expect(bot.decide(next, legal(next), new Rng(seedRng('x')))).toMatchObject({ dir: plan.path[1] });
      // Another move's view (another turn) after the first step: searched as if nothing came before.
      const other = views.find((w) => w.turns !== v.turns)!;
      const fresh = kaeseschiebenBots.tactician(rules);
      bot.decide(v, legal(v), new Rng(seedRng('x')));
      expect(bot.decide(other, legal(other), new Rng(seedRng('x')))).toEqual(fresh.decide(other, legal(other), new Rng(seedRng('x'))));
    }
  });

  it('a move of 40 steps (the probe’s die of 20s) is searched within the budget, part of the way, and steps as offered', () => {
    const views = stepViews((t) => t.replace('faces 1 2 2 3 3 star', 'faces 20 20 20 20 20 star'), 2, 'long');
    const long = views.filter((v) => v.left >= 20);
    expect(long.length).toBeGreaterThan(5);
    const plans = long.map((v) => planMove(v, v.toMove!, expectedValues(v)));
    plans.forEach((plan, i) => {
      // The budget and one position more: a board copied and compared, and its value.
      expect(plan.work).toBeLessThanOrEqual(SEARCH_WORK + 3 * 64 + 20);
      expect(plan.depth).toBeGreaterThan(3);
      expect(plan.depth).toBeLessThanOrEqual(long[i]!.left);
      expect(long[i]!.steps.map((s) => s.dir)).toContain(plan.dir);
    });
    expect(plans.some((plan, i) => plan.depth < long[i]!.left)).toBe(true);
  });

  it('with a budget of a few positions it still takes an offered step, and more budget searches deeper', () => {
    const [v] = stepViews((t) => t.replace('faces 1 2 2 3 3 star', 'faces 20 20 20 20 20 star'), 2, 'small').filter((x) => x.left >= 20);
    const ev = expectedValues(v!);
    const small = planMove(v!, v!.toMove!, ev, 2_000);
    const large = planMove(v!, v!.toMove!, ev, 200_000);
    expect(small.work).toBeLessThanOrEqual(2_000 + 3 * 64 + 20);
    expect(v!.steps.map((s) => s.dir)).toContain(small.dir);
    expect(large.depth).toBeGreaterThan(small.depth);
  });

  it('the same view gives the same plan: the search reads nothing but its view and budget', () => {
    const views = stepViews((t) => t.replace('faces 1 2 2 3 3 star', 'faces 20 20 20 20 20 star'), 2, 'again').slice(0, 10);
    for (const v of views) expect(planMove(v, v.toMove!, expectedValues(v))).toEqual(planMove(structuredClone(v), v.toMove!, expectedValues(v)));
  });

  it('tacticians end a round of cubes worth nothing: late in a round every cube counts', () => {
    const rules = loadRules('kaeseschieben.rules', (t) => t.replace(/value \d/g, 'value 0'));
    expect(rules.cubes.every((c) => c.value === 0)).toBe(true);
    const played = playGame({ game: kaeseschieben, rules, players: players(2, 'tactician'), seed: 'nothing', bots: { tactician: kaeseschiebenBots.tactician(rules) as Bot } });
    expect(played.snapshot.status).toBe('done');
    expect(played.decisions).toBeLessThan(10_000);
  });
});

describe('the tactician made faster', () => {
  it('chooses as it did before it was made faster, decision for decision, in the recorded seeded games', () => {
    expectRecordedChoices({
      recording: new URL('./test-support/tactician-games.json', import.meta.url),
      game: kaeseschieben,
      rules: loadRules(),
      bots: (rules) => ({ tactician: kaeseschiebenBots.tactician(rules) as Bot, random: kaeseschiebenBots.random() as Bot }),
    });
  });
});
