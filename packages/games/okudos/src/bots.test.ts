import { describe, expect, it } from 'vitest';
import { expectRecordedChoices } from '@regelwerk/engine/testing';
import { IGNORE_CHANCE, playGame, Rng, seedRng, simulate, type Bot, type FastSnapshot } from '@regelwerk/engine';
import type { OkudosContext } from './context.js';
import { inferOwners, okudos, okudosBots } from './index.js';
import { createContext } from './machine.js';
import { irregularAfterCollecting } from './bots.js';
import { makeGeometry, peersOf, type Geometry } from './rules/sudoku.js';
import { analyse } from './rules/turn.js';
import type { OkudosView } from './view.js';
import { loadRules, players, snap } from './test-support/fixtures.js';

type Snap = FastSnapshot<OkudosContext>;

describe('bots', () => {
  it.each([2, 3, 4])('over 150 games with %i players the tactician wins at least five times as often per seat as the random bot', (n) => {
    const rules = loadRules();
    const summary = simulate({ game: okudos, rules, games: 150, players: n, bots: ['tactician', 'random'], seed: `bots-${n}` });
    const rate = (id: string) => summary.bots[id]!.wins / summary.bots[id]!.seatGames;
    expect(rate('tactician')).toBeGreaterThan(5 * rate('random'));
  }, 60_000);

  it('the tactician decides from its view alone: the others’ hands and colours, the discard pile, the supply and the generator do not change its decision', () => {
    const rules = loadRules();
    const bot = okudosBots.tactician(rules);
    const seen: Snap[] = [];
    playGame({ game: okudos, rules, players: players(3, 'tactician'), seed: 'views', bots: { tactician: bot as Bot }, onStep: (before) => void seen.push(before as Snap) });
    for (const before of seen.slice(0, 60)) {
      const seat = before.context.current;
      const legal = okudos.legalEvents(before, seat);
      const others = [0, 1, 2].filter((s) => s !== seat);
      const [a, b] = others as [number, number];
      // Swap what the seat cannot see: the two others' hands and sectors, and reverse the supply.
      const owners = before.context.owners.map((o) => (o === a ? b : o === b ? a : o));
      const hands = before.context.hands.map((h, s) => (s === a ? before.context.hands[b]! : s === b ? before.context.hands[a]! : h));
      const hidden: Snap = { ...before, context: { ...before.context, owners, hands, supply: [...before.context.supply].reverse(), discard: [...before.context.discard].reverse(), rng: [1, 2, 3, 4] } };
      const mine = bot.decide(okudos.view(before, seat), legal, new Rng(seedRng('x')));
      const theirs = bot.decide(okudos.view(hidden, seat), legal, new Rng(seedRng('x')));
      expect(theirs).toEqual(mine);
    }
  });

  it('infers colours from where the others place: a sector a player keeps covering is unlikely to be theirs', () => {
    const rules = loadRules();
    const c = createContext({ rules, players: players(2), seed: 'infer' }, IGNORE_CHANCE);
    const g = makeGeometry(9, 3, 3);
    const free = c.owners.flatMap((o, s) => (o === 0 ? [] : [s]));
    // Seat 1 places four chips in the first two sectors that are not seat 0's.
    const [x, y] = free as [number, number];
    const board = [...c.board];
    const placedBy = [...c.placedBy];
    for (const cell of [...g.sectorCells[x]!.slice(0, 2), ...g.sectorCells[y]!.slice(0, 2)]) {
      board[cell] = 1;
      placedBy[cell] = 1;
    }
    const view = okudos.view(snap({ ...c, board, placedBy, current: 0 }), 0);
    const { owners, chance } = inferOwners(view, g);
    expect(owners).toEqual([1, 'game']);
    const rest = free.filter((s) => s !== x && s !== y);
    for (const s of [x, y]) for (const r of rest) expect(chance[0]![s]!).toBeLessThan(chance[0]![r]!);
    for (const s of free) expect(chance[0]![s]! + chance[1]![s]!).toBeCloseTo(1);
    for (const s of view.mine) expect(chance[0]![s]! + chance[1]![s]!).toBe(0);
  });

  /** The chances as they were first worked out: every deal listed one by one (the reference for the sums). */
  function everyDeal(view: OkudosView, g: Geometry): number[][] {
    const me = view.seat as number;
    const n = view.players.length;
    const each = view.mine.length;
    const placements = Array.from({ length: n }, () => new Array<number>(g.sectorCount).fill(0));
    for (let i = 0; i < g.cells; i++) {
      const by = view.placedBy[i];
      if (by !== null && by !== undefined && by !== me) placements[by]![g.sectorOf[i]!]!++;
    }
    const others = Array.from({ length: n }, (_, s) => s).filter((s) => s !== me);
    const unknown = Array.from({ length: g.sectorCount }, (_, s) => s).filter((s) => !view.mine.includes(s));
    const chance = Array.from({ length: others.length + 1 }, () => new Array<number>(g.sectorCount).fill(0));
    const owner = new Array<number>(g.sectorCount).fill(-1);
    let total = 0;
    const assign = (k: number, from: number, left: number, weight: number): void => {
      if (k === others.length) {
        total += weight;
        for (const s of unknown) chance[owner[s]! < 0 ? others.length : owner[s]!]![s]! += weight;
        return;
      }
      if (left === 0) return assign(k + 1, 0, each, weight);
      for (let i = from; i < unknown.length; i++) {
        const s = unknown[i]!;
        if (owner[s]! >= 0) continue;
        owner[s] = k;
        assign(k, i + 1, left - 1, weight * 0.25 ** placements[others[k]!]![s]!);
        owner[s] = -1;
      }
    };
    assign(0, 0, each, 1);
    return chance.map((row) => row.map((x) => x / total));
  }

  /** Views of every seat along a game of random bots. */
  function viewsOf(rules: ReturnType<typeof loadRules>, n: number, seed: string): OkudosView[] {
    const out: OkudosView[] = [];
    playGame({ game: okudos, rules, players: players(n, 'random'), seed, bots: { random: okudosBots.random() as Bot }, onStep: (before) => void out.push(okudos.view(before as Snap, (before as Snap).context.current)) });
    return out;
  }

  it.each([2, 3, 4])('with %i players the chances summed sector by sector are those of every deal listed one by one', (n) => {
    const rules = loadRules();
    const g = makeGeometry(9, 3, 3);
    const views = viewsOf(rules, n, `deals-${n}`).filter((_, i) => i % 7 === 0);
    expect(views.length).toBeGreaterThan(5);
    for (const view of views) {
      const { chance, exact } = inferOwners(view, g);
      expect(exact).toBe(true);
      const expected = everyDeal(view, g);
      chance.forEach((row, k) => row.forEach((p, s) => expect(p).toBeCloseTo(expected[k]![s]!, 12)));
    }
  });

  it('on a 25×25 sudoku among four players the deals are summed within OWNER_WORK; with less, each sector is weighed on its own', () => {
    const rules = loadRules('okudos.rules', (t) => t.replace('board 9 by 9 sudoku', 'board 25 by 25 sudoku').replace('sectors 3 by 3', 'sectors 5 by 5').replace('chips n x9 for n in 1..9 total 81', 'chips n x25 for n in 1..25 total 625').replace(/colours \d/g, 'colours 6'));
    const g = makeGeometry(25, 5, 5);
    const views = viewsOf(rules, 4, 'big').filter((_, i) => i % 50 === 25);
    expect(views.length).toBeGreaterThan(3);
    for (const view of views) {
      expect(inferOwners(view, g).exact).toBe(true);
      const { chance, exact } = inferOwners(view, g, 1_000);
      expect(exact).toBe(false);
      for (let s = 0; s < g.sectorCount; s++) {
        const sum = chance.reduce((a, row) => a + row[s]!, 0);
        if (view.mine.includes(s)) expect(sum).toBe(0);
        else expect(sum).toBeCloseTo(1, 12);
      }
    }
  });

  it('collecting, the chips that stay irregular are those `analyse` finds on the board without the one collected', () => {
    const g = makeGeometry(9, 3, 3);
    const rng = new Rng(seedRng('irregular'));
    for (let trial = 0; trial < 30; trial++) {
      const board: (number | null)[] = Array.from({ length: g.cells }, () => (rng.int(3) === 0 ? 1 + rng.int(9) : null));
      const stays = irregularAfterCollecting(board, g, peersOf(g));
      for (let cell = 0; cell < g.cells; cell++) {
        if (board[cell] === null) continue;
        const without = board.map((c, i) => (i === cell ? null : c));
        expect(stays(cell)).toBe(analyse(without, g).irregular.length);
      }
    }
  });
});

describe('the tactician made faster', () => {
  it('chooses as it did before it was made faster, decision for decision, in the recorded seeded games', () => {
    expectRecordedChoices({
      recording: new URL('./test-support/tactician-games.json', import.meta.url),
      game: okudos,
      rules: loadRules(),
      bots: (rules) => ({ tactician: okudosBots.tactician(rules) as Bot, random: okudosBots.random() as Bot }),
    });
  });
});
