/**
 * Käseschieben's rules, one table per rule, each citing the rulebook (shared seed 002) or the
 * decision (docs/kaeseschieben.md, "Decisions where the rulebook is silent") that settles what the rulebook leaves open.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ChanceRecorder, GameSession, IGNORE_CHANCE, playGame, replayLog, Rng, seedRng, type FastSnapshot } from '@regelwerk/engine';
import type { Direction, KaeseschiebenContext, KaeseschiebenEvent } from './context.js';
import { bestOf, completable, kaeseschieben, kaeseschiebenBots, legalEvents, module, nextStarter, outcomeOf, rollDie, schema, scoreRound, seatEdges, startSquare, step, stepOdds } from './index.js';
import { contextWith, loadRules, picture, players, snap } from './test-support/fixtures.js';
import { ruleText } from './test-support/rules.js';

const rules = loadRules();
type Snap = FastSnapshot<KaeseschiebenContext>;
const sq = (x: number, y: number) => y * 8 + x;

/** A snapshot from a picture of the board, seat `current` to move with `left` steps of a roll. */
function position(rows: string[], n: number, current = 0, left = 3, patch: Partial<KaeseschiebenContext> = {}, holder = 0): Snap {
  const { board, mice, cubes } = picture(rows);
  // The picture's cubes stand for cubes of the rules; the rest are with seat `holder`, so all 16 exist.
  const all = [...cubes];
  const rest: number[] = [];
  for (const c of rules.cubes) {
    const have = cubes.filter((x) => x.size === c.id);
    for (let k = have.length; k < c.count; k++) {
      rest.push(all.length);
      all.push({ size: c.id, worm: false });
    }
  }
  const won = Array.from({ length: n }, (_, s) => (s === holder ? rest : []));
  const roll = left > 0 ? [left] : [];
  return snap(contextWith(rules, n, { board, mice, cubes: all, won, current, roll, steps: left, left, path: left > 0 ? [mice[current]!] : [], ...patch }), left > 0 ? 'match.round.turn.moving' : 'match.round.turn.ready');
}

const apply = (s: Snap, e: KaeseschiebenEvent) => {
  const refusal = kaeseschieben.check(s, e);
  if (refusal) throw new Error(`${JSON.stringify(e)} refused: ${refusal.message}`);
  return kaeseschieben.fast.transition(s, e)!;
};

describe('set-up (seed 002, "Spielvorbereitung")', () => {
  it('lays the 4×4 cheese block in the centre of the 8×8 board: small corners, large centre', () => {
    const s = kaeseschieben.fast.initial(kaeseschieben.createContext({ rules, players: players(2), seed: 'setup' }, IGNORE_CHANCE));
    const v = kaeseschieben.view(s, 'spectator');
    const rows = Array.from({ length: 8 }, (_, y) => v.cells.slice(y * 8, y * 8 + 8).map((c) => (c === null ? '.' : c[0])).join(''));
    expect(rows).toEqual(['........', '........', '..smms..', '..mllm..', '..mllm..', '..smms..', '........', '........']);
  });

  it.each([
    { n: 2, edges: ['south', 'north'], mice: [sq(4, 7), sq(3, 0)] },
    { n: 3, edges: ['south', 'west', 'north'], mice: [sq(4, 7), sq(0, 4), sq(3, 0)] },
    { n: 4, edges: ['south', 'west', 'north', 'east'], mice: [sq(4, 7), sq(0, 4), sq(3, 0), sq(7, 3)] },
  ])('$n players sit at $edges (clockwise; two opposite) and each mouse starts fourth from the right of its first row', ({ n, edges, mice }) => {
    expect(seatEdges(rules, n)).toEqual(edges);
    expect(edges.map((e) => startSquare(rules.board, e as never, rules.startFromRight))).toEqual(mice);
    const s = kaeseschieben.fast.initial(kaeseschieben.createContext({ rules, players: players(n), seed: 'mice' }, IGNORE_CHANCE));
    expect(s.context.mice).toEqual(mice);
  });

  it('puts a worm in 2 large and 4 medium cubes, drawn by chance: the draws are recorded and differ by seed', () => {
    const worms = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd']) {
      const chance = new ChanceRecorder();
      const c = kaeseschieben.createContext({ rules, players: players(2), seed }, chance);
      const count = (size: string) => c.cubes.filter((x) => x.size === size && x.worm).length;
      expect([count('small'), count('medium'), count('large')]).toEqual([0, 4, 2]);
      expect(chance.draws.map((d) => (d.kind === 'shuffle' ? d.deck : d.kind))).toEqual(['medium worms', 'large worms']);
      worms.add(c.cubes.map((x) => (x.worm ? 1 : 0)).join(''));
    }
    expect(worms.size).toBeGreaterThan(1);
  });

  it('the youngest begins ("Beim ersten Spiel beginnt der jüngste Spieler"): seated first, seat 0 starts, whatever the seed, and no lot is drawn', () => {
    expect(rules.firstStarter).toBe('first-seat');
    for (const seed of ['1', '2', '3', '4', '5', '6', '7', '8']) {
      const chance = new ChanceRecorder();
      const c = kaeseschieben.createContext({ rules, players: players(4), seed }, chance);
      expect([c.starter, c.current]).toEqual([0, 0]);
      expect(chance.draws.map((d) => d.kind)).toEqual(['shuffle', 'shuffle']);
    }
  });

  it('a rule file without `first-round` draws the first starter by lot, as files did before the statement', () => {
    const drawn = loadRules('kaeseschieben.rules', (t) => t.replace(/^first-round .*\n/m, ''));
    expect(drawn.firstStarter).toBe('lot');
    const starters = new Set(['1', '2', '3', '4', '5', '6', '7', '8'].map((seed) => kaeseschieben.createContext({ rules: drawn, players: players(4), seed }, IGNORE_CHANCE).starter));
    expect(starters.size).toBeGreaterThan(1);
  });

  it('a log recorded before `first-round` keeps its meaning: its own rule text draws the starter, and it replays', () => {
    const log = JSON.parse(readFileSync(new URL('./fixtures/log-drawn-starter.json', import.meta.url), 'utf8')) as { setup: { name: string; value: number }[]; rules: { text: string }[] };
    expect(log.rules[0]!.text).not.toContain('first-round');
    expect(log.setup[0]).toMatchObject({ name: 'starter', value: 2 });
    expect(replayLog(log, module.runtime, [schema])).toMatchObject({ ok: true });
    // Under today's rule text the same seed starts with seat 0 and draws no lot: the set-up differs.
    const today = { ...log, rules: [{ file: 'rules/kaeseschieben.rules', text: ruleText('kaeseschieben.rules') }] };
    expect(replayLog(today, module.runtime, [schema])).toMatchObject({ ok: false, error: { code: 'chance/mismatch' } });
  });
});

describe('the mouse die (seed 002, "Würfeln und Ziehen": ★ + 2 = 4, ★ + ★ + 3 = 6)', () => {
  /** A chance that shows the given faces one after another. */
  const scripted = (faces: (number | string)[]) => ({ dice: () => [faces.shift()!] }) as never;
  it.each([
    { faces: [1], steps: 1 },
    { faces: [3], steps: 3 },
    { faces: ['star', 2], steps: 4 },
    { faces: ['star', 'star', 3], steps: 6 },
    { faces: ['star', 'star', 'star', 1], steps: 2 },
  ])('$faces moves $steps steps', ({ faces, steps }) => {
    expect(rollDie(rules, scripted([...faces]))).toEqual({ faces, steps });
  });

  it('gives exact odds: 1 step 1/6, 2 steps 11/30, 3 steps 1/3, 4 and 6 steps 1/15 each', () => {
    const odds = stepOdds(rules);
    expect(odds.map((o) => o.steps)).toEqual([1, 2, 3, 4, 6]);
    expect(odds.map((o) => o.probability)).toEqual([1 / 6, 11 / 30, 1 / 3, 1 / 15, 1 / 15].map((p) => expect.closeTo(p, 12)));
  });

  it('the roll goes through the chance recorder: one dice draw per throw', () => {
    const chance = new ChanceRecorder();
    const r = rollDie(rules, chance.from(seedRng('die')));
    expect(chance.draws.flatMap((d) => (d.kind === 'dice' ? d.values : []))).toEqual(r.faces);
  });
});

describe('a step (seed 002, "Würfeln und Ziehen", "Verschieben von Käsewürfeln")', () => {
  const rows = [
    '.....s..', //
    '...1....',
    '...m....',
    '...s....',
    '..ll....',
    '...l....',
    '...0....',
    '........',
  ];
  const { board, mice } = picture(rows);
  it.each<{ what: string; from: number; dir: Direction; result: string | { to: number; pushed: number[]; over?: string } }>([
    { what: 'a plain step sideways', from: mice[0]!, dir: 'west', result: { to: sq(2, 6), pushed: [] } },
    { what: 'a step backwards', from: mice[0]!, dir: 'south', result: { to: sq(3, 7), pushed: [] } },
    { what: 'never off the board', from: sq(3, 7), dir: 'south', result: 'step/off-board' },
    { what: 'pushing a line of one cube', from: sq(2, 5), dir: 'north', result: { to: sq(2, 4), pushed: [sq(2, 4)] } },
    { what: 'never a line that ends at a mouse (the rulebook’s figures A and B)', from: mice[0]!, dir: 'north', result: 'push/mouse' },
    { what: 'never onto another mouse', from: sq(4, 1), dir: 'west', result: 'step/mouse' },
    { what: 'pushing a cube over the edge', from: sq(5, 1), dir: 'north', result: { to: sq(5, 0), pushed: [sq(5, 0)], over: { cube: 0, edge: 'north' } as never } },
  ])('$what', ({ from, dir, result }) => {
    const others = mice.filter((m) => m !== from);
    const r = step(rules.board, board, [from, ...others], from, dir);
    if (typeof result === 'string') expect(r).toBe(result);
    else expect(r).toMatchObject({ to: result.to, pushed: result.pushed, over: (result.over as unknown) ?? null });
  });

  it('pushes the whole contiguous line one square; the far cube goes over the edge to the player sitting there', () => {
    // Seat 1 sits north: its mouse pushes a line of three north, the last falls over its own edge.
    const s = position(['...m....', '...s....', '...l....', '...1....', '........', '........', '........', '....0...'], 2, 1, 2);
    const pushed = s.context.board[sq(3, 0)]!;
    const after = apply(s, { type: 'mouse.step', seat: 1, dir: 'north' });
    expect(after.context.won[1]).toEqual([pushed]);
    expect(after.context.mice[1]).toBe(sq(3, 2));
    expect([sq(3, 0), sq(3, 1)].map((q) => after.context.cubes[after.context.board[q]!]!.size)).toEqual(['small', 'large']);
  });

  it('a cube pushed over an edge nobody sits at leaves the game', () => {
    const s = position(['........', '........', '........', '.......s', '......0.', '........', '........', '...1....'], 2, 0, 2);
    const cube = s.context.board[sq(7, 3)]!;
    const a = apply(s, { type: 'mouse.step', seat: 0, dir: 'north' });
    const b = apply(a, { type: 'mouse.step', seat: 0, dir: 'east' });
    expect(b.context.out).toEqual([cube]);
    expect(b.context.won.map((w) => w.includes(cube))).toEqual([false, false]);
  });

  it('squares may be revisited and the direction changed within a move', () => {
    let s = position(['l.......', '........', '........', '........', '........', '........', '........', '...01...'], 2, 0, 4);
    for (const dir of ['north', 'south', 'north'] as const) s = apply(s, { type: 'mouse.step', seat: 0, dir });
    expect(s.context.path).toEqual([sq(3, 7), sq(3, 6), sq(3, 7), sq(3, 6)]);
    s = apply(s, { type: 'mouse.step', seat: 0, dir: 'west' });
    expect(s.context.mice[0]).toBe(sq(2, 6));
    expect(s.context.current).toBe(1);
  });
});

describe('only steps from which the move can be completed; otherwise the turn passes (docs/kaeseschieben.md, decisions)', () => {
  it('a mouse boxed in by a mouse and a line of cheese that ends at a mouse has no complete move: the roll passes the turn', () => {
    const s = position(['01......', 's.......', '2.......', '........', '........', '........', '........', '........'], 3, 0, 0);
    const after = apply(s, { type: 'die.roll', seat: 0 });
    expect(after.value).toBe('match.round.turn.ready');
    expect(after.context.current).toBe(1);
    expect(after.context.passes).toBe(1);
  });

  it('every offered step leaves a complete move, and the steps offered are exactly the possible ones', () => {
    const s = position(['........', '........', '........', '........', '........', '........', '..m.....', '.m0m..1.'], 2, 0, 3);
    expect(legalEvents(s, 0).map((e) => (e.type === 'mouse.step' ? e.dir : e.type))).toEqual(['north', 'east', 'west']);
    expect(legalEvents(s, 1)).toEqual([]);
  });

  it('a move that empties the board ends at once, with steps left', () => {
    const s = position(['........', '........', '........', 's0......', '........', '........', '........', '.......1'], 2, 0, 3, {}, 1);
    const after = apply(s, { type: 'mouse.step', seat: 0, dir: 'west' });
    // The last cube goes over the west edge, where nobody sits: no bonus, the round (and the match of one round) is over.
    expect(after.status).toBe('done');
    expect(after.context.sheets[0]!.out.map((c) => c.size)).toEqual(['small']);
  });
});

describe('play and the last cube (seed 002, "Der letzte Käsewürfel")', () => {
  it('play passes clockwise (to the left)', () => {
    let s = position(['........', '........', '...s....', '........', '1.......', '........', '........', '....0...'], 4, 0, 1, { mice: [sq(4, 7), sq(0, 4), sq(3, 0), sq(7, 3)] });
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(s.context.current);
      const e = legalEvents(s, s.context.current)[0]!;
      s = apply(s, e);
      if (s.value.endsWith('moving')) while (s.value.endsWith('moving')) s = apply(s, legalEvents(s, s.context.current)[0]!);
    }
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('who gets the last cube over their edge takes one cube of a chosen size from another player, drawn blind', () => {
    const s = position(['........', '........', '........', '........', '........', '........', '....0...', '....s..1'], 2, 0, 1, {}, 1);
    const after = apply(s, { type: 'mouse.step', seat: 0, dir: 'south' });
    expect(after.value).toBe('match.round.lastCube');
    expect(after.context.receiver).toBe(0);
    expect(kaeseschieben.toMove(after)).toEqual([0]);
    const choices = legalEvents(after, 0);
    expect(choices.map((e) => (e.type === 'cube.take' ? `${e.from}:${e.size}` : e.type))).toEqual(['1:small', '1:medium', '1:large', 'cube.decline']);
    expect(kaeseschieben.check(after, { type: 'cube.take', seat: 1, from: 0, size: 'small' })).toMatchObject({ code: 'move/not-your-turn' });
    const chance = new ChanceRecorder();
    const taken = kaeseschieben.fast.transition(after, { type: 'cube.take', seat: 0, from: 1, size: 'large' }, chance)!;
    expect(chance.draws[0]).toMatchObject({ kind: 'lot', among: 4 });
    expect(taken.status).toBe('done');
    const sheet = taken.context.sheets[0]!;
    expect(sheet.lines[0]!.cubes.map((c) => c.size)).toEqual(['small', 'large']);
    expect(sheet.lines[1]!.cubes.filter((c) => c.size === 'large')).toHaveLength(3);
  });

  it('the receiver "darf", may, take a cube: declining is a decision, and the round is scored with every cube where it was', () => {
    const s = position(['........', '........', '........', '........', '........', '........', '....0...', '....s..1'], 2, 0, 1, {}, 1);
    const after = apply(s, { type: 'mouse.step', seat: 0, dir: 'south' });
    expect(kaeseschieben.check(after, { type: 'cube.decline', seat: 1 })).toMatchObject({ code: 'move/not-your-turn' });
    expect(kaeseschieben.check(after, { type: 'cube.decline', seat: 0, size: 'small' })).toMatchObject({ code: 'event/malformed' });
    const chance = new ChanceRecorder();
    const declined = kaeseschieben.fast.transition(after, { type: 'cube.decline', seat: 0 }, chance)!;
    expect(chance.draws).toEqual([]);
    expect(declined.status).toBe('done');
    expect(declined.context.stolen).toEqual([]);
    const sheet = declined.context.sheets[0]!;
    expect(sheet.lines[0]!.cubes.map((c) => c.size)).toEqual(['small']);
    expect(sheet.lines[1]!.cubes).toHaveLength(15);
  });

  it('the lot of a cube.take names the giver\'s cube of that size by how many of that size it received before it (docs/log-format.md)', () => {
    const s = position(['........', '........', '........', '........', '........', '........', '....0...', '....s..1'], 2, 0, 1, {}, 1);
    const after = apply(s, { type: 'mouse.step', seat: 0, dir: 'south' });
    const larges = after.context.won[1]!.filter((id) => after.context.cubes[id]!.size === 'large');
    expect(larges).toHaveLength(4);
    const chance = new ChanceRecorder();
    const taken = kaeseschieben.fast.transition(after, { type: 'cube.take', seat: 0, from: 1, size: 'large' }, chance)!;
    const lot = chance.draws[0]!;
    if (lot.kind !== 'lot') throw new Error(`expected a lot, got ${lot.kind}`);
    expect(lot.name).toBe('large cube of seat 1');
    // The round's last sheet holds seat 0's cubes in the order received: the small one, then the one taken.
    const gone = larges[lot.value]!;
    expect(taken.context.sheets[0]!.lines[0]!.cubes[1]).toEqual(after.context.cubes[gone]);
    expect(taken.context.won[1]).toEqual(after.context.won[1]!.filter((id) => id !== gone));
  });

  it.each([
    ['cube.take', { type: 'cube.take', seat: 0, from: 1, size: 'large' }, ['lot', 'shuffle', 'shuffle']],
    ['cube.decline', { type: 'cube.decline', seat: 0 }, ['shuffle', 'shuffle']],
  ] as const)('a %s that ends a round of a match holds the next round\'s worm draws', (_name, event, kinds) => {
    const two = loadRules('kaeseschieben.rules', (t) => t.replace('option rounds 1', 'option rounds 2'));
    const s = position(['........', '........', '........', '........', '........', '........', '....0...', '....s..1'], 2, 0, 1, { rules: two }, 1);
    const after = apply(s, { type: 'mouse.step', seat: 0, dir: 'south' });
    const chance = new ChanceRecorder();
    const next = kaeseschieben.fast.transition(after, event, chance)!;
    expect(next.context.round).toBe(2);
    expect(chance.draws.map((d) => d.kind)).toEqual(kinds);
    expect(chance.draws.flatMap((d) => (d.kind === 'shuffle' ? [d.deck] : []))).toEqual(['medium worms', 'large worms']);
  });

  it('declining is refused when there is no last cube to answer', () => {
    const s = position(['........', '........', '...s....', '........', '........', '........', '....0...', '.......1'], 2, 0, 1);
    expect(legalEvents(s, 0).map((e) => e.type)).not.toContain('cube.decline');
    expect(kaeseschieben.check(s, { type: 'cube.decline', seat: 0 })).toMatchObject({ code: 'cube/no-bonus' });
  });

  it('a last cube over an edge nobody sits at gives no bonus', () => {
    const s = position(['........', '........', '........', '........', '........', '........', '......0s', '...1....'], 2, 0, 1, {}, 1);
    const after = apply(s, { type: 'mouse.step', seat: 0, dir: 'east' });
    expect(after.status).toBe('done');
    expect(after.context.stolen).toEqual([]);
  });
});

describe('scoring and the match (seed 002, "Spielende und Punktwertung"; docs/kaeseschieben.md, decisions)', () => {
  it.each([
    { cubes: [['large', false]], points: 4 },
    { cubes: [['medium', false]], points: 3 },
    { cubes: [['small', false]], points: 2 },
    { cubes: [['large', true]], points: 0 },
    { cubes: [['medium', true], ['small', false], ['large', false]], points: 6 },
  ] as const)('$cubes scores $points', ({ cubes, points }) => {
    const all = cubes.map(([size, worm]) => ({ size, worm }));
    const c = contextWith(rules, 2, { cubes: all, won: [all.map((_, i) => i), []], out: [] });
    expect(scoreRound(c).lines[0]!.points).toBe(points);
  });

  it.each([
    { points: [10, 4, 4], starter: 0, next: 1 },
    { points: [10, 4, 4], starter: 2, next: 2 },
    { points: [3, 9, 5, 3], starter: 1, next: 3 },
  ])('after points $points (starter $starter) seat $next begins the next round: the lowest scorer, first clockwise from the starter on a tie', ({ points, starter, next }) => {
    const sheet = { round: 1, lines: points.map((p, seat) => ({ seat, cubes: [], points: p })), out: [], winners: [0], turns: 1 };
    expect(nextStarter(rules, sheet, starter)).toBe(next);
  });

  it('the outcome counts every turn (one per roll, passed ones included) and the passes, over the match (docs/log-format.md)', () => {
    const two = loadRules('kaeseschieben.rules', (t) => t.replace('option rounds 1', 'option rounds 2'));
    let rolls = 0;
    let passes = 0;
    const game = playGame({
      game: kaeseschieben,
      rules: two,
      players: players(3, 'random'),
      seed: 'turns',
      bots: { random: kaeseschiebenBots.random() as never },
      onStep: (_b, e, after) => {
        if (e.type !== 'die.roll') return;
        rolls += 1;
        // A roll with no complete move passes the turn at once: the die is the next seat's.
        if ((after as Snap).context.roll.length === 0) passes += 1;
      },
    });
    expect(game.outcome.details).toMatchObject({ turns: rolls, passes });
    expect(rolls).toBeGreaterThan(20);
  });

  it('`losers` is empty when every seat shares one place; otherwise it is the last place', () => {
    const sheet = (points: number[], round = 1) => ({ round, lines: points.map((p, seat) => ({ seat, cubes: [], points: p })), out: [], winners: bestOf(rules, points), turns: round });
    const tied = outcomeOf(contextWith(rules, 3, { sheets: [sheet([6, 6, 6])] }));
    expect([tied.ranking, tied.winners, tied.losers]).toEqual([[[0, 1, 2]], [0, 1, 2], []]);
    const split = outcomeOf(contextWith(rules, 3, { sheets: [sheet([6, 6, 2])] }));
    expect([split.ranking, split.winners, split.losers]).toEqual([[[0, 1], [2]], [0, 1], [2]]);
  });

  it('a match of three rounds: most rounds won wins, ties by total points', () => {
    const three = loadRules('kaeseschieben.rules', (t) => t.replace('option rounds 1', 'option rounds 3'));
    const started = GameSession.start(kaeseschieben as never, { rules: three, players: players(3, 'tactician'), seed: 'match' });
    if (!started.ok) throw new Error(started.error.message);
    const played = started.value;
    const bot = kaeseschiebenBots.tactician(three);
    let rounds = 0;
    while (!played.over) {
      const snapshot = played.current as Snap;
      const seat = kaeseschieben.toMove(snapshot)[0]!;
      const before = snapshot.context.round;
      const r = played.apply(bot.decide(kaeseschieben.view(snapshot, seat), kaeseschieben.legalEvents(snapshot, seat), new Rng(seedRng('match'))));
      if (!r.ok) throw new Error(r.error.message);
      if ((played.current as Snap).context.round !== before) rounds += 1;
    }
    const c = (played.current as Snap).context;
    expect(rounds).toBe(2);
    expect(c.sheets).toHaveLength(3);
    const wins = [0, 1, 2].map((s) => c.sheets.filter((sh) => sh.winners.includes(s)).length);
    const totals = [0, 1, 2].map((s) => c.sheets.reduce((a, sh) => a + sh.lines[s]!.points, 0));
    const best = [0, 1, 2].sort((a, b) => wins[b]! - wins[a]! || totals[b]! - totals[a]!)[0]!;
    expect(played.outcome()!.winners).toContain(best);
  });
});

describe('whether a move can be completed (the search behind the offered steps)', () => {
  /** The search as the rules say it, one copied board per step: what `completable` must agree with. */
  function reference(board: readonly number[], mice: readonly number[], seat: number, left: number): boolean {
    if (left <= 0 || board.every((c) => c === -1)) return true;
    return (['north', 'east', 'south', 'west'] as const).some((dir) => {
      const r = step({ width: 8, height: 8 }, board, mice, mice[seat]!, dir);
      return typeof r !== 'string' && reference(r.board, mice.map((m, i) => (i === seat ? r.to : m)), seat, left - 1);
    });
  }

  it('agrees with a search over copied boards in every position of random games, for every length of move', () => {
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      const s = GameSession.start(kaeseschieben as never, { rules, players: players(4, 'random'), seed: `completable/${g}` }, { history: true });
      if (!s.ok) throw new Error(s.error.message);
      const game = s.value;
      const rng = new Rng(seedRng(`completable/${g}/bots`));
      while (!game.over && game.steps < 400) {
        const c = game.current.context as KaeseschiebenContext;
        for (let left = 1; left <= 6; left++) {
          const board = [...c.board];
          expect(completable({ width: 8, height: 8 }, c.board, c.mice, c.current, left), `left ${left} after step ${game.steps}`).toBe(reference(board, c.mice, c.current, left));
          expect(c.board).toEqual(board);
          checked++;
        }
        const seat = game.toMove()[0]!;
        game.applyListed(seat, rng.int(game.legalCount(seat)));
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('searches in full for a mouse standing on cheese (a start square a layout covers), and agrees there too', () => {
    const rng = new Rng(seedRng('on-cheese'));
    let blocked = 0;
    for (let k = 0; k < 400; k++) {
      const board = Array.from({ length: 64 }, (_, i) => (rng.int(100) < 55 ? i : -1));
      // More mice than seats crowd the board, so that some moves end in a dead end after a step or two.
      const mice: number[] = [];
      while (mice.length < 16) {
        const sq = rng.int(64);
        if (!mice.includes(sq)) mice.push(sq);
      }
      const seat = rng.int(16);
      board[mice[seat]!] = 99;
      for (const m of mice) if (m !== mice[seat]) board[m] = -1;
      for (let left = 1; left <= 5; left++) {
        const want = reference(board, mice, seat, left);
        // A dead end after a first step that can be taken: what only the search finds.
        if (!want && reference(board, mice, seat, 1)) blocked++;
        expect(completable({ width: 8, height: 8 }, board, mice, seat, left), `board ${k}, left ${left}`).toBe(want);
      }
    }
    // Crowded boards leave some moves that cannot be completed: the search is really asked.
    expect(blocked).toBeGreaterThan(0);
  });
});
