/**
 * What a saved O'kudos game must be before `restore` uses it: the shape of the context (types,
 * chips of the rule set's numbers, seats, cells) and the game's consistency (the printed board a
 * solved sudoku, the deal as the rules deal it, every chip of the rule set in exactly one place,
 * hands full while the supply lasts, no irregular chip under checked placement, the state agrees
 * with the board, the counters with the chips they count and the seat to move, the last move
 * with the board, the supply and the chips collected, a finished game's sheet is its board's
 * score). The engine's `readSavedState` adds JSON, depth, prototype keys, the state, its status
 * and the seats' bots.
 */
import { array, int, nullable, object, oneOf, playersShape, rngStateShape, type Issue, type Shape } from '@regelwerk/engine';
import type { OkudosContext } from './context.js';
import { dealFor, scoreGame } from './rules/scoring.js';
import { geometryOf, sudokuProblem } from './rules/sudoku.js';
import { checkedPlacement, gameEnds, irregularCells, keepsIrregular } from './rules/turn.js';
import type { OkudosRules } from './schema/rules.js';

const COUNTER = int(0, 1_000_000_000);

/** The saved context (without the rule set), with ranges from the rules. */
export function savedContextShape(rules: OkudosRules): Shape<Omit<OkudosContext, 'rules'>> {
  const maxPlayers = rules.players.max ?? 100;
  const seat = int(0, maxPlayers - 1);
  const g = geometryOf(rules);
  const total = rules.chips.values.length;
  const chip = oneOf([...new Set(rules.chips.values)].sort((a, b) => a - b));
  const cell = int(0, g.cells - 1);
  const chips = array(chip, { max: total });
  const owner = oneOf<number | string>([...Array.from({ length: maxPlayers }, (_, s) => s), 'game']);
  const taken = array(object({ cell, chip }), { max: g.cells });
  const score = object({
    owner,
    sectors: array(int(0, g.sectorCount - 1), { max: g.sectorCount }),
    sectorPoints: int(0, 1_000_000),
    collected: int(0, total),
    bonus: int(-1_000_000, 1_000_000),
    total: int(-1_000_000, 1_000_000),
  });
  return object({
    players: playersShape(rules.players.min, maxPlayers),
    rng: rngStateShape,
    starter: seat,
    current: seat,
    printed: array(int(1, g.size), { length: g.cells }),
    owners: array(owner, { length: g.sectorCount }),
    board: array(nullable(chip), { length: g.cells }),
    placedBy: array(nullable(seat), { length: g.cells }),
    hands: array(chips, { min: rules.players.min, max: maxPlayers }),
    supply: chips,
    discard: chips,
    collected: array(chips, { min: rules.players.min, max: maxPlayers }),
    passes: int(0, maxPlayers),
    collecting: taken,
    turns: COUNTER,
    last: nullable(
      object({
        seat,
        kind: oneOf(['place', 'discard', 'pass'] as const),
        chip: nullable(chip),
        cell: nullable(cell),
        drew: oneOf([true, false] as const),
        collected: taken,
      }),
    ),
    scores: nullable(
      object({
        sectors: array(object({ sector: int(0, g.sectorCount - 1), owner, points: int(0, 1_000_000), counted: oneOf([true, false] as const) }), { length: g.sectorCount }),
        columns: array(score, { max: maxPlayers + 1 }),
      }),
    ),
  }) as unknown as Shape<Omit<OkudosContext, 'rules'>>;
}

const sortedKey = (xs: readonly number[]) => [...xs].sort((a, b) => a - b).join(',');
const isSorted = (xs: readonly number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);

/** What the shape cannot say: how the fields of a saved game must agree; null when they do. */
export function inconsistency(value: string, status: 'active' | 'done', c: OkudosContext): Issue | string | null {
  const at = (field: string, message: string): Issue => ({ path: `$.context.${field}`, message });
  const n = c.players.length;
  const rules = c.rules;
  const g = geometryOf(rules);
  if (n > (rules.players.max ?? Infinity)) return at('players', `these rules allow at most ${rules.players.max} players`);
  for (const f of ['starter', 'current'] as const) if (c[f] >= n) return at(f, `expected a seat from 0 to ${n - 1}, found ${c[f]}`);
  for (const f of ['hands', 'collected'] as const) if (c[f].length !== n) return at(f, `expected one per player (${n}), found ${c[f].length}`);
  const sudoku = sudokuProblem(c.printed, g);
  if (sudoku) return at('printed', `the printed board is not a solved sudoku: ${sudoku}`);
  const deal = dealFor(rules, n);
  for (let seat = 0; seat < n; seat++) {
    const count = c.owners.filter((o) => o === seat).length;
    if (count !== deal.colours) return at('owners', `seat ${seat} holds ${count} colours; with ${n} players each is dealt ${deal.colours}`);
  }
  if (c.owners.some((o) => o !== 'game' && o >= n)) return at('owners', `names a seat beyond the ${n} players`);
  for (let i = 0; i < g.cells; i++) {
    if ((c.board[i] === null) !== (c.placedBy[i] === null)) return at(`placedBy[${i}]`, 'a chip on the board has the seat that placed it, an empty cell none');
    if (c.placedBy[i] !== null && c.placedBy[i]! >= n) return at(`placedBy[${i}]`, `names a seat beyond the ${n} players`);
  }
  const held = [...c.board.filter((x): x is number => x !== null), ...c.hands.flat(), ...c.supply, ...c.discard, ...c.collected.flat()];
  if (sortedKey(held) !== sortedKey(rules.chips.values)) return at('board', `the chips on the board, in the hands, the supply, the discard pile and collected are not the ${rules.chips.values.length} chips of the rules`);
  for (const [seat, h] of c.hands.entries()) {
    if (!isSorted(h)) return at(`hands[${seat}]`, 'a hand is kept in ascending order');
    if (h.length > rules.hand || (c.supply.length > 0 && h.length !== rules.hand)) return at(`hands[${seat}]`, `a hand holds ${rules.hand} chips while the supply lasts, and never more`);
  }
  if (c.discard.length < rules.discardAtStart) return at('discard', `the discard pile holds at least the ${rules.discardAtStart} chips of the set-up`);
  if (!keepsIrregular(rules) && c.collected.some((x) => x.length > 0)) return at('collected', 'with these rules collected chips go to the discard pile');
  const irregular = irregularCells(c);
  if (checkedPlacement(rules) && (irregular.length > 0 || c.collecting.length > 0 || c.collected.some((x) => x.length > 0))) {
    return at('board', 'with checked placement no chip on the board is ever irregular');
  }
  if (c.collecting.some((x) => c.board[x.cell] !== null)) return at('collecting', 'a chip collected this turn has left its cell');
  if (c.last && (c.last.seat >= n || (c.last.kind === 'place') !== (c.last.cell !== null) || (c.last.kind === 'place') !== (c.last.chip !== null))) {
    return at('last', 'a placed chip has its number and cell; a discard or a pass neither');
  }
  const over = value === 'over';
  if (over !== (status === 'done')) return at('scores', 'only the final state is done');
  if (over) {
    if (!gameEnds(c)) return at('passes', 'a game is over only when every player has passed in a row, or a player has no chips and the supply is empty');
    if (JSON.stringify(c.scores) !== JSON.stringify(scoreGame(c))) return at('scores', 'the scoring sheet does not match the board and the deal');
    return historyProblem(c, true);
  }
  if (c.scores !== null) return at('scores', 'a game in play has no scores yet');
  if (c.passes >= n) return at('passes', `after ${n} passes in a row the game is over`);
  if (gameEnds(c)) return at('supply', 'a player has no chips and the supply is empty: the game is over');
  if (value.endsWith('.choosing') && irregular.length > 0) return at('board', 'irregular chips are collected before the player places, discards or passes');
  return historyProblem(c, false);
}

/** Whether `xs` ends with `tail`. */
const endsWith = (xs: readonly number[], tail: readonly number[]) => tail.length <= xs.length && tail.every((x, i) => xs[xs.length - tail.length + i] === x);

/**
 * How the counters and the last move must agree with the table: play passes clockwise from the
 * starter one turn at a time, every turn placed, discarded or passed, passes in a row end with a
 * pass, the chip placed last lies where it was placed (or was collected this turn), a chip is
 * drawn while the supply lasts, and collected chips went where the rules send them.
 */
function historyProblem(c: OkudosContext, over: boolean): Issue | null {
  const at = (field: string, message: string): Issue => ({ path: `$.context.${field}`, message });
  const n = c.players.length;
  const rules = c.rules;
  // A finished game counts its last turn, which does not pass play on.
  const expected = (c.starter + c.turns - (over ? 1 : 0)) % n;
  if (over && c.turns === 0) return at('turns', 'a finished game has had turns');
  if (c.current !== expected) return at('current', `after ${c.turns} finished turn(s) from seat ${c.starter}, seat ${expected} ${over ? 'played last' : 'is to move'}, not seat ${c.current}`);
  if (over && c.collecting.length > 0) return at('collecting', 'a finished game collects nothing');
  const last = c.last;
  if ((last === null) !== (c.turns === 0)) return at('last', last === null ? 'after a finished turn the last move is known' : 'no turn has finished, so there is no last move');
  if ((c.passes > 0) !== (last?.kind === 'pass')) return at('passes', c.passes > 0 ? 'passes in a row end with a pass, but the last move was not one' : 'the last move was a pass, so at least one pass is in a row');
  const keep = keepsIrregular(rules);
  // Every chip placed is on the board or was collected; every chip discarded (and, by the variant, collected) is on the pile.
  const movedChips = c.board.filter((x) => x !== null).length + (keep ? c.collected.reduce((a, x) => a + x.length, 0) : 0) + c.discard.length - rules.discardAtStart;
  if (movedChips + c.passes > c.turns) return at('turns', `${c.turns} turn(s) cannot have placed or discarded ${movedChips} chip(s) and passed ${c.passes} time(s) in a row`);
  // The chips collected this turn went to the seat to move, or to the pile.
  const collectingChips = c.collecting.map((x) => x.chip);
  if (!endsWith(keep ? c.collected[c.current]! : c.discard, collectingChips)) return at('collecting', `the chips collected this turn are the last ${keep ? `that seat ${c.current} collected` : 'on the discard pile'}`);
  if (!last) return null;
  if (last.seat !== (over ? c.current : (c.current + n - 1) % n)) return at('last.seat', 'the last move was made by the seat before the one to move');
  if (last.collected.length > 0 && checkedPlacement(rules)) return at('last.collected', 'with checked placement no chip is ever irregular, so none is collected');
  // The last move's collected chips come before its own discard and this turn's collecting on the pile.
  const pile = keep ? c.collected[last.seat]! : c.discard.slice(0, c.discard.length - (over ? 0 : collectingChips.length) - (last.kind === 'discard' ? 1 : 0));
  if (!endsWith(pile, last.collected.map((x) => x.chip))) return at('last.collected', `the chips collected in the last turn are the last ${keep ? `that seat ${last.seat} collected` : 'put on the discard pile before its move'}`);
  if (last.kind === 'pass' && last.drew) return at('last.drew', 'nobody draws after passing');
  if (last.kind !== 'pass' && !last.drew && c.supply.length > 0) return at('last.drew', 'a chip is drawn after placing or discarding while the supply lasts');
  if (last.kind !== 'place') return null;
  const cell = last.cell!;
  if (c.board[cell] === null) {
    return c.collecting.some((x) => x.cell === cell && x.chip === last.chip) ? null : at('last.cell', `the chip placed last (${last.chip}) is not on its cell, which is empty, nor was it collected this turn`);
  }
  if (c.board[cell] !== last.chip) return at('last.chip', `the chip placed last was a ${last.chip}, its cell holds a ${c.board[cell]}`);
  if (c.placedBy[cell] !== last.seat) return at('last.seat', `the chip placed last was placed by seat ${last.seat}, its cell says seat ${c.placedBy[cell]}`);
  return null;
}
