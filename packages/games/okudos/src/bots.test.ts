import { describe, expect, it } from 'vitest';
import { IGNORE_CHANCE, playGame, Rng, seedRng, simulate, type Bot, type FastSnapshot } from '@regelwerk/engine';
import type { OkudosContext } from './context.js';
import { inferOwners, okudos, okudosBots } from './index.js';
import { createContext } from './machine.js';
import { makeGeometry } from './rules/sudoku.js';
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
});
