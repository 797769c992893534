/**
 * O'kudos passes the engine's conformance suite, with its own invariants: the 81 chips are all
 * somewhere (board, hands, supply, discard pile, collected), the printed board stays the same
 * solved sudoku, a placed chip breaks the checked rule only when placement is unchecked, each
 * decision does what an independent reading of the rulebook says, the game ends exactly when it
 * should, and every final sheet is recounted.
 */
import { describe, expect, it } from 'vitest';
import { IGNORE_CHANCE, MAX_PLAYER_NAME_LENGTH } from '@regelwerk/engine';
import { describeGameConformance, type ConformanceStep } from '@regelwerk/engine/testing';
import type { OkudosContext, OkudosEvent } from './context.js';
import { module, schema } from './index.js';
import { geometryOf } from './rules/sudoku.js';
import { analyse, irregularCells } from './rules/turn.js';
import { loadRules } from './test-support/fixtures.js';

// ---- An independent reading of the rulebook (seed 003), written without the engine's helpers.
const side = (c: OkudosContext) => Math.round(Math.sqrt(c.printed.length));
const boxW = (c: OkudosContext) => c.rules.sectors.width;
const boxH = (c: OkudosContext) => c.rules.sectors.height;
const sectorOf = (c: OkudosContext, i: number) => {
  const n = side(c);
  const r = Math.floor(i / n);
  const col = i % n;
  return Math.floor(r / boxH(c)) * (n / boxW(c)) + Math.floor(col / boxW(c));
};
const peers = (c: OkudosContext, a: number, b: number) => {
  const n = side(c);
  return a !== b && (Math.floor(a / n) === Math.floor(b / n) || a % n === b % n || sectorOf(c, a) === sectorOf(c, b));
};
/** Whether the number may lie on cell i of `board` by the checked rule: no chip of that number among its peers. */
const fits = (c: OkudosContext, board: readonly (number | null)[], i: number, v: number) => board.every((x, j) => x !== v || !peers(c, i, j));
const irregular = (c: OkudosContext, board: readonly (number | null)[]) => board.flatMap((v, i) => (v !== null && !fits(c, board, i, v) ? [i] : []));
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b).join(',');
const validSudoku = (c: OkudosContext) => {
  const n = side(c);
  for (let i = 0; i < c.printed.length; i++) for (let j = 0; j < c.printed.length; j++) if (peers(c, i, j) && c.printed[i] === c.printed[j]) return false;
  return c.printed.every((v) => v >= 1 && v <= n);
};
const cellOf = (c: OkudosContext, row: number, col: number) => (row - 1) * side(c) + (col - 1);

function invariants({ before, event, after }: ConformanceStep<OkudosContext, OkudosEvent>): string[] {
  const c = after.context;
  const b = before.context;
  const rules = c.rules;
  const checked = rules.options['unchecked-placement'] !== true;
  const out: string[] = [];
  const all = [...c.board.filter((x): x is number => x !== null), ...c.hands.flat(), ...c.supply, ...c.discard, ...c.collected.flat()];
  if (sorted(all) !== sorted(rules.chips.values)) out.push(`chips not conserved: ${all.length} of ${rules.chips.values.length}`);
  if (c.printed.join() !== b.printed.join()) out.push('the printed board changed');
  if (!validSudoku(c)) out.push('the printed board is not a solved sudoku');
  if (checked && irregular(c, c.board).length > 0) out.push(`irregular chips under checked placement: ${irregular(c, c.board).join(',')}`);
  if (sorted(irregularCells(c)) !== sorted(irregular(c, c.board))) out.push('the engine and the reference disagree on the irregular chips');
  // The board's analysis (worked out from the one before after a placement): what each cell allows, and on how many cells each number fits.
  const a = analyse(c.board, geometryOf(rules));
  const n = side(c);
  const fitting = new Array<number>(n + 1).fill(0);
  for (let i = 0; i < c.board.length; i++) {
    // The numbers on no peer of the empty cell.
    let seen = 0;
    for (let j = 0; j < c.board.length; j++) if (c.board[j] !== null && peers(c, i, j)) seen |= 1 << c.board[j]!;
    let mask = 0;
    for (let v = 1; v <= n; v++) if (c.board[i] === null && (seen & (1 << v)) === 0) mask |= 1 << v;
    for (let v = 1; v <= n; v++) if ((mask & (1 << v)) !== 0) fitting[v]!++;
    if (a.allowed[i] !== mask) out.push(`cell ${i} allows ${a.allowed[i]} by the analysis, ${mask} by the reference`);
  }
  if (a.fitting.join() !== fitting.join()) out.push(`numbers fit on ${a.fitting.join()} cells by the analysis, ${fitting.join()} by the reference`);
  const owned = c.players.map((_, s) => c.owners.filter((o) => o === s).length);
  const deal = rules.deal.find((d) => d.players === c.players.length)!;
  if (owned.some((k) => k !== deal.colours)) out.push(`colours dealt ${owned.join(',')}, the deal says ${deal.colours} each`);
  if (c.supply.length > 0 && c.hands.some((h) => h.length !== rules.hand)) out.push('a hand is not full while the supply lasts');
  if (event.type === 'chip.place') {
    const cell = cellOf(b, event.row, event.col);
    if (b.board[cell] !== null) out.push('placed on a covered cell');
    if (checked && !fits(b, b.board, cell, event.chip)) out.push(`placed ${event.chip} where the checked rule forbids it`);
    if (c.board[cell] !== event.chip || c.placedBy[cell] !== event.seat) out.push('the chip is not on its cell');
  }
  if (event.type === 'chip.place' || event.type === 'chip.discard') {
    const hand = [...b.hands[event.seat]!];
    hand.splice(hand.indexOf(event.chip), 1);
    if (b.supply.length > 0) hand.push(b.supply[0]!);
    if (sorted(hand) !== sorted(c.hands[event.seat]!)) out.push(`hand ${sorted(c.hands[event.seat]!)} after ${event.type}, the reference says ${sorted(hand)}`);
    if (c.supply.length !== Math.max(0, b.supply.length - 1)) out.push('the supply did not give exactly one chip');
    if (event.type === 'chip.discard' && c.discard.length !== b.discard.length + 1) out.push('the discard pile did not grow by one');
  }
  if (event.type === 'chip.collect') {
    const cell = cellOf(b, event.row, event.col);
    if (!irregular(b, b.board).includes(cell)) out.push(`collected the regular chip on ${cell}`);
    if (c.board[cell] !== null) out.push('the collected chip is still on the board');
    if (c.current !== b.current) out.push('collecting ended the turn');
  } else if (event.type === 'chip.place' || event.type === 'chip.discard' || event.type === 'turn.pass') {
    if (b.hands.some((_, i) => i !== event.seat && sorted(b.hands[i]!) !== sorted(c.hands[i]!))) out.push('another hand changed');
    const passes = event.type === 'turn.pass' ? b.passes + 1 : 0;
    const ends = passes >= c.players.length || (c.supply.length === 0 && c.hands.some((h) => h.length === 0));
    if (ends !== (after.status === 'done')) out.push(`the game ${ends ? 'should end' : 'should go on'} after ${passes} passes in a row, supply ${c.supply.length}, hands ${c.hands.map((h) => h.length).join(',')}`);
    if (after.status === 'active' && c.current !== (event.seat + 1) % c.players.length) out.push('play did not pass clockwise');
  }
  if ((after.status === 'done') !== (c.scores !== null)) out.push('scores exactly when over');
  return out;
}

/** Each column of the sheet recounted from the board, the deal and the collected chips. */
function referenceTotals(c: OkudosContext): { players: number[]; game: number | null } {
  const sectorSum = (s: number) => c.printed.reduce<number>((a, v, i) => a + (sectorOf(c, i) === s && c.board[i] === null ? v : 0), 0);
  const keep = c.rules.options['irregular-chips'] !== 'discard';
  const players = c.players.map((_, seat) => c.owners.reduce<number>((a, o, s) => a + (o === seat ? sectorSum(s) : 0), 0) + (keep ? c.collected[seat]!.length * c.rules.irregularBonus : 0));
  const gameSums = c.owners.flatMap((o, s) => (o === 'game' ? [sectorSum(s)] : [])).sort((a, b) => b - a);
  if (gameSums.length === 0) return { players, game: null };
  const best = c.rules.deal.find((d) => d.players === c.players.length)!.gameScoresBest;
  return { players, game: gameSums.slice(0, best ?? gameSums.length).reduce((a, b) => a + b, 0) };
}

/**
 * Variant 3 with placement unchecked: the variant alone keeps the placement rule, so irregular
 * chips (and where it sends them) occur only together with the option.
 */
const VARIANT_3_UNCHECKED = 'variants/okudos-variante-3.rules with unchecked-placement on';
const loadConformanceRules = (file: string) =>
  file === VARIANT_3_UNCHECKED ? loadRules('variants/okudos-variante-3.rules', (t) => `${t}set unchecked-placement on\n`) : loadRules(file);

describeGameConformance(module, {
  ruleFiles: ['okudos.rules', 'variants/okudos-variante-1.rules', 'variants/okudos-variante-2.rules', 'variants/okudos-variante-3.rules', VARIANT_3_UNCHECKED],
  loadRules: loadConformanceRules,
  schemas: [schema],
  bots: [['random'], ['tactician'], ['tactician', 'random']],
  playerCounts: [2, 3, 4],
  invariants,
  gameInvariants: ({ final, outcome }) => {
    const c = final.context;
    const out: string[] = [];
    const { players, game } = referenceTotals(c);
    if (JSON.stringify(outcome.details.points) !== JSON.stringify(players)) out.push(`points ${JSON.stringify(outcome.details.points)}, the recount says ${JSON.stringify(players)}`);
    if (outcome.details.gamePoints !== game) out.push(`the game has ${String(outcome.details.gamePoints)}, the recount says ${game}`);
    const best = Math.max(...players, game ?? -Infinity);
    const winners = players.flatMap((t, s) => (t === best ? [s] : []));
    if (JSON.stringify([...outcome.winners].sort()) !== JSON.stringify(winners)) out.push(`winners ${outcome.winners.join(',')}, the recount says ${winners.join(',')}`);
    if ((outcome.details.gameWins === 1) !== (game === best)) out.push('whether the game wins');
    return out;
  },
  crossField: [
    {
      name: 'the chip placed last on a cell that is empty',
      field: '$.context.last.cell',
      corrupt: ({ context: c }) => {
        const empty = (c.board as (number | null)[]).findIndex((x, i) => x === null && !c.collecting.some((k: { cell: number }) => k.cell === i));
        return c.last?.kind === 'place' && empty >= 0 && ((c.last.cell = empty), true);
      },
    },
    { name: 'the chip placed last named as another number', field: '$.context.last.chip', corrupt: ({ context: c }) => c.last?.kind === 'place' && c.board[c.last.cell] !== null && ((c.last.chip = (c.last.chip % 9) + 1), true) },
    { name: 'the last move made by the wrong seat', field: '$.context.last.seat', corrupt: ({ context: c }) => c.last !== null && ((c.last.seat = (c.last.seat + 1) % c.players.length), true) },
    { name: 'a pass counted after a move that was not one', field: '$.context.passes', corrupt: ({ context: c }) => c.last !== null && c.last.kind !== 'pass' && ((c.passes = 1), true) },
    { name: 'one turn counted that never happened', field: '$.context.current', corrupt: ({ context: c }) => ((c.turns += 1), true) },
    {
      name: 'fewer turns than chips placed and discarded',
      field: '$.context.turns',
      corrupt: ({ context: c }) => {
        const n = c.players.length;
        // As many turns modulo the players (the seat to move agrees), but fewer than the chips on the board.
        const fewer = (c.turns % n) + (c.turns % n === 0 ? n : 0);
        return fewer < c.turns && fewer < (c.board as (number | null)[]).filter((x) => x !== null).length && ((c.turns = fewer), true);
      },
    },
    { name: 'no chip drawn although the supply lasts', field: '$.context.last.drew', corrupt: ({ context: c }) => c.last?.kind === 'place' && c.supply.length > 0 && ((c.last.drew = false), true) },
  ],
  graph: {
    // A 4×4 sudoku of four 2×2 sectors and sixteen chips, placement unchecked: short games that reach every state.
    rules: loadRules('okudos.rules', (t) =>
      t
        .replace('board 9 by 9 sudoku', 'board 4 by 4 sudoku')
        .replace('sectors 3 by 3', 'sectors 2 by 2')
        .replace('chips n x9 for n in 1..9 total 81', 'chips n x4 for n in 1..4 total 16')
        .replace('discard-at-start 9', 'discard-at-start 2')
        .replace('hand 3', 'hand 2')
        .replace('two    players 2  colours 3', 'two    players 2  colours 1')
        .replace('three  players 3  colours 2', 'three  players 3  colours 1')
        .replace('four   players 4  colours 2', 'four   players 4  colours 1')
        .replace('option unchecked-placement off', 'option unchecked-placement on'),
    ),
    players: 2,
    serialize: ({ value, context: c }) =>
      JSON.stringify([value, c.current, c.passes, c.supply.length, c.hands.map((h) => h.length), irregularCells(c).length, c.board.filter((x) => x !== null).length]),
  },
  playthroughs: {
    dir: new URL('../playthroughs/', import.meta.url),
    games: [
      { name: 'okudos-3-tactician', ruleFile: 'okudos.rules', bots: ['tactician', 'tactician', 'tactician'], seed: 'recorded-1' },
      { name: 'okudos-4-mixed', ruleFile: 'okudos.rules', bots: ['random', 'tactician', 'random', 'tactician'], seed: 'recorded-2' },
      { name: 'variante-3-2', ruleFile: VARIANT_3_UNCHECKED, bots: ['random', 'tactician'], seed: 'recorded-3' },
    ],
  },
});

// ---- Saved states that are not a game: each is refused, naming the field and the reason.
describe("restoring a saved O'kudos game", () => {
  const rules = loadRules();
  const runtime = module.runtime;
  const players = [0, 1, 2].map((i) => ({ name: `P${i}`, bot: 'random' }));
  const first = runtime.fast.initial(runtime.createContext({ rules, players, seed: 'probe' }, IGNORE_CHANCE));
  const place = runtime.legalEvents(first, first.context.current).find((e) => e.type === 'chip.place')!;
  const current = runtime.fast.transition(first, place)!;
  const saved = JSON.parse(runtime.serialize(current)) as { value: string; status: string; context: Record<string, unknown> };
  const variant = (f: (s: typeof saved) => void) => {
    const s = JSON.parse(JSON.stringify(saved)) as typeof saved;
    f(s);
    return JSON.stringify(s);
  };
  const ctx = saved.context as { printed: number[]; board: (number | null)[]; placedBy: (number | null)[]; hands: number[][]; supply: number[]; owners: unknown[] };
  const placed = ctx.board.findIndex((x) => x !== null);
  const empty = ctx.board.findIndex((x, i) => x === null && ctx.printed[i] !== ctx.printed[placed]);

  it('restores a real saved game to itself', () => {
    expect(runtime.restore(runtime.serialize(current), rules)).toEqual({ ok: true, value: current });
  });

  it.each([
    ['a chip numbered 10', variant((s) => ((s.context.hands as number[][])[0]![0] = 10)), /^\$\.context\.hands\[0\]\[0\]: expected one of 1, 2, 3, 4, 5, 6, 7, 8, 9, found 10/],
    ['a chip lost from the supply', variant((s) => (s.context.supply as number[]).pop()), /^\$\.context\.board: the chips on the board, in the hands, the supply/],
    ['a printed number changed', variant((s) => ((s.context.printed as number[])[0] = ((ctx.printed[0]! % 9) + 1))), /^\$\.context\.printed: the printed board is not a solved sudoku: \d twice in a/],
    ['a seat dealt three colours of three players', variant((s) => ((s.context.owners as unknown[])[(s.context.owners as unknown[]).indexOf('game')] = 0)), '$.context.owners: seat 0 holds 3 colours; with 3 players each is dealt 2'],
    ['a chip with nobody who placed it', variant((s) => ((s.context.placedBy as unknown[])[placed] = null)), `$.context.placedBy[${placed}]: a chip on the board has the seat that placed it, an empty cell none`],
    ['a second chip of the same number beside the first', variant((s) => {
      const b = s.context.board as (number | null)[];
      const row = Math.floor(placed / 9);
      const other = Array.from({ length: 9 }, (_, k) => row * 9 + k).find((i) => b[i] === null)!;
      b[other] = b[placed]!;
      (s.context.placedBy as (number | null)[])[other] = 0;
      (s.context.supply as number[]).splice((s.context.supply as number[]).indexOf(b[placed]!), 1);
    }), /^\$\.context\.(board|hands\[\d\]): /],
    ['a hand short while the supply lasts', variant((s) => (s.context.discard as number[]).push((s.context.hands as number[][])[1]!.pop()!)), '$.context.hands[1]: a hand holds 3 chips while the supply lasts, and never more'],
    ['three passes in a row of three players in play', variant((s) => (s.context.passes = 3)), '$.context.passes: after 3 passes in a row the game is over'],
    ['scores in play', variant((s) => (s.context.scores = { sectors: [], columns: [] })), /^\$\.context\.scores(\.sectors)?: /],
    ['a seat beyond the table', variant((s) => (s.context.current = 3)), '$.context.current: expected a seat from 0 to 2, found 3'],
    ['done mid-game', variant((s) => (s.status = 'done')), /^\$\.(status|context\.scores): /],
    ['the chip placed last on an empty cell', variant((s) => ((s.context.last as { cell: number }).cell = empty)), `$.context.last.cell: the chip placed last (${place.chip}) is not on its cell, which is empty, nor was it collected this turn`],
    ['a pass in a row after a placement', variant((s) => (s.context.passes = 1)), '$.context.passes: passes in a row end with a pass, but the last move was not one'],
    ['a turn counted that never happened', variant((s) => (s.context.turns = 2)), `$.context.current: after 2 finished turn(s) from seat ${current.context.starter}, seat ${(current.context.starter + 2) % 3} is to move, not seat ${current.context.current}`],
    ['no chip drawn after placing while the supply lasts', variant((s) => ((s.context.last as { drew: boolean }).drew = false)), '$.context.last.drew: a chip is drawn after placing or discarding while the supply lasts'],
    ['a player played by a bot O’kudos does not have', variant((s) => ((s.context.players as { bot: string }[])[2]!.bot = 'no-such-bot')), /^\$\.context\.players\[2\]\.bot: no bot "no-such-bot" plays this game; its bots: /],
    ['a player name over the limit', variant((s) => ((s.context.players as { name: string }[])[0]!.name = 'n'.repeat(MAX_PLAYER_NAME_LENGTH + 1))), /^\$\.context\.players\[0\]\.name: expected text of at most/],
  ])('refuses %s, naming the field', (_what, json, message) => {
    const r = runtime.restore(json, rules);
    expect(r).toMatchObject({ ok: false, error: { code: 'state/unreadable' } });
    if (!r.ok) expect(r.error.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });
});
