/**
 * A turn of O'kudos (rulebook, seed 003, "Spielverlauf" and "Spielende"): first collect irregular
 * chips, one at a time, each only while it is still irregular; then place a chip (checked by
 * default: its number not yet in the cell's row, column or sector), discard one face down, or
 * pass. Pure functions over the context, used by the guards and actions, the legal decisions and
 * the views.
 */
import type { Refusal, Seat } from '@regelwerk/engine';
import type { Cell, OkudosContext, OkudosEvent } from '../context.js';
import type { OkudosRules } from '../schema/rules.js';
import { geometryOf, peersOf, type Geometry } from './sudoku.js';

type Ctx = OkudosContext;

const refuse = (code: string, message: string): Refusal => ({ code, message });

/** Placement is checked unless the rules switch it off (option `unchecked-placement`). */
export const checkedPlacement = (rules: OkudosRules): boolean => rules.options['unchecked-placement'] !== true;

/** Collected irregular chips are kept for points unless the rules send them to the discard pile. */
export const keepsIrregular = (rules: OkudosRules): boolean => rules.options['irregular-chips'] !== 'discard';

/**
 * For one board: which numbers each row, column and sector holds (bit n for the number n), the
 * irregular chips, and what the checked rule allows on each cell. Shared by every reader of the
 * board (made once per board, see `analyse`): never change it.
 */
export interface BoardAnalysis {
  readonly rowMask: Int32Array;
  readonly colMask: Int32Array;
  readonly sectorMask: Int32Array;
  /** Cells whose chip shares its number with another chip of its row, column or sector. */
  readonly irregular: readonly Cell[];
  readonly chips: number;
  /** The numbers the checked rule allows on each cell (bit n for the number n; 0 on a covered cell). */
  readonly allowed: readonly number[];
  /** `fitting[n]`: on how many empty cells the checked rule allows the number n. */
  readonly fitting: readonly number[];
  /**
   * The same cells as sets of bits, 32 cells a word (`wordsOf(g)` words per number): bit c % 32
   * of word `n * words + ⌊c / 32⌋` is set when the checked rule allows n on the empty cell c.
   * Listing a number's cells reads only the cells it fits on.
   */
  readonly fits: readonly number[];
}

const scratch = new WeakMap<Geometry, { rowCount: Uint8Array; colCount: Uint8Array; sectorCount: Uint8Array }>();

function scratchFor(g: Geometry) {
  let s = scratch.get(g);
  if (!s) {
    const n = g.size;
    scratch.set(g, (s = { rowCount: new Uint8Array(n * (n + 1)), colCount: new Uint8Array(n * (n + 1)), sectorCount: new Uint8Array(g.sectorCount * (n + 1)) }));
  } else {
    s.rowCount.fill(0);
    s.colCount.fill(0);
    s.sectorCount.fill(0);
  }
  return s;
}

type Board = readonly (number | null)[];

/**
 * What is worked out per board, kept by both things it is worked out from: the geometry and the
 * board (never changed: each step makes a new one). Only the last few boards are kept, by
 * identity, newest first: a step asks for the board before it and the one it makes, a bot for
 * the board it sees, and a simulation moves on from there, so a board further back is seldom
 * asked for again (it is then worked out anew). A WeakMap by board kept every board of a run,
 * and the collector paid for each one as it died young.
 */
const KEPT = 8;
function perBoard<T>(): { get(g: Geometry, board: Board): T | undefined; set(g: Geometry, board: Board, value: T): T } {
  const geometries: (Geometry | null)[] = new Array<Geometry | null>(KEPT).fill(null);
  const boards: (Board | null)[] = new Array<Board | null>(KEPT).fill(null);
  const values: (T | undefined)[] = new Array<T | undefined>(KEPT).fill(undefined);
  let next = 0;
  return {
    get: (g, board) => {
      // Newest first: the slot written last, then back round the ring.
      for (let k = 0, i = (next + KEPT - 1) % KEPT; k < KEPT; k++, i = (i + KEPT - 1) % KEPT) if (boards[i] === board && geometries[i] === g) return values[i];
      return undefined;
    },
    set: (g, board, value) => {
      geometries[next] = g;
      boards[next] = board;
      values[next] = value;
      next = (next + 1) % KEPT;
      return value;
    },
  };
}

const analyses = perBoard<BoardAnalysis>();

/** No irregular chip: one list for every board without (frozen, as it is shared). */
const NONE: readonly Cell[] = Object.freeze([]);

/** The index of the lowest bit set in `m` (not 0). */
export const lowBit = (m: number): number => 31 - Math.clz32(m & -m);

/** The bits set in a 32-bit number, counted in a few steps. */
export function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** The words of one number's cells in `BoardAnalysis.fits`. */
export const wordsOf = (g: Geometry): number => (g.cells + 31) >>> 5;

/** What a board holds, made once per board and geometry. */
export function analyse(board: Board, g: Geometry): BoardAnalysis {
  let a = analyses.get(g, board);
  if (a) return a;
  const n = g.size;
  const rowMask = new Int32Array(n);
  const colMask = new Int32Array(n);
  const sectorMask = new Int32Array(g.sectorCount);
  // Counts per (line, number) to find duplicates, in scratch space shared by every call (each call runs to its end).
  const { rowCount, colCount, sectorCount } = scratchFor(g);
  let chips = 0;
  for (let i = 0; i < g.cells; i++) {
    const v = board[i];
    if (v === null || v === undefined) continue;
    chips++;
    const r = g.rowOf[i]!;
    const c = g.colOf[i]!;
    const s = g.sectorOf[i]!;
    rowMask[r]! |= 1 << v;
    colMask[c]! |= 1 << v;
    sectorMask[s]! |= 1 << v;
    rowCount[r * (n + 1) + v]!++;
    colCount[c * (n + 1) + v]!++;
    sectorCount[s * (n + 1) + v]!++;
  }
  const irregular: Cell[] = [];
  const full = ((1 << (n + 1)) - 1) & ~1;
  const allowed = new Array<number>(g.cells).fill(0);
  const fitting = new Array<number>(n + 1).fill(0);
  const words = wordsOf(g);
  const fits = new Array<number>((n + 1) * words).fill(0);
  for (let i = 0; i < g.cells; i++) {
    const v = board[i];
    if (v === null || v === undefined) {
      const m = full & ~(rowMask[g.rowOf[i]!]! | colMask[g.colOf[i]!]! | sectorMask[g.sectorOf[i]!]!);
      allowed[i] = m;
      for (let k = m; k !== 0; k &= k - 1) {
        const number = lowBit(k);
        fitting[number]!++;
        fits[number * words + (i >>> 5)]! |= 1 << (i & 31);
      }
      continue;
    }
    if (rowCount[g.rowOf[i]! * (n + 1) + v]! > 1 || colCount[g.colOf[i]! * (n + 1) + v]! > 1 || sectorCount[g.sectorOf[i]! * (n + 1) + v]! > 1) irregular.push(i);
  }
  a = { rowMask, colMask, sectorMask, irregular: irregular.length === 0 ? NONE : irregular, chips, allowed, fitting, fits };
  analyses.set(g, board, a);
  return a;
}

/**
 * `analyse(after, g)`, where `after` is the board `before` was made for with `chip` put on the
 * empty `cell` (what a placement makes): worked out from `before` when the chip breaks no rule
 * on a board without irregular chips (its row, column and sector gain a number, its peers allow
 * one fewer), else from the board itself. Kept for `after` as `analyse` keeps its own.
 */
export function analyseAfterPlacing(before: BoardAnalysis, after: Board, g: Geometry, cell: Cell, chip: number): BoardAnalysis {
  const known = analyses.get(g, after);
  if (known) return known;
  const bit = 1 << chip;
  if (before.irregular.length > 0 || (before.allowed[cell]! & bit) === 0) return analyse(after, g);
  const rowMask = before.rowMask.slice();
  const colMask = before.colMask.slice();
  const sectorMask = before.sectorMask.slice();
  rowMask[g.rowOf[cell]!]! |= bit;
  colMask[g.colOf[cell]!]! |= bit;
  sectorMask[g.sectorOf[cell]!]! |= bit;
  const allowed = before.allowed.slice();
  const fitting = before.fitting.slice();
  const fits = before.fits.slice();
  const words = wordsOf(g);
  const word = cell >>> 5;
  const off = ~(1 << (cell & 31));
  for (let k = allowed[cell]!; k !== 0; k &= k - 1) {
    const number = lowBit(k);
    fitting[number]!--;
    fits[number * words + word]! &= off;
  }
  allowed[cell] = 0;
  const peers = peersOf(g)[cell]!;
  for (let j = 0; j < peers.length; j++) {
    const y = peers[j]!;
    const m = allowed[y]!;
    if ((m & bit) !== 0) {
      allowed[y] = m & ~bit;
      fitting[chip]!--;
      fits[chip * words + (y >>> 5)]! &= ~(1 << (y & 31));
    }
  }
  return analyses.set(g, after, { rowMask, colMask, sectorMask, irregular: NONE, chips: before.chips + 1, allowed, fitting, fits });
}

/** The irregular chips on the board now (their cells, in cell order). */
export const irregularCells = (ctx: Ctx): readonly Cell[] => analyse(ctx.board, geometryOf(ctx.rules)).irregular;

export const hasIrregular = (ctx: Ctx): boolean => irregularCells(ctx).length > 0;

/** Whether the number `chip` may go on the empty `cell` by the checked rule: not yet in its row, column or sector. */
export function fitsChecked(ctx: Ctx, chip: number, cell: Cell): boolean {
  const g = geometryOf(ctx.rules);
  const a = analyse(ctx.board, g);
  const bit = 1 << chip;
  return ((a.rowMask[g.rowOf[cell]!]! | a.colMask[g.colOf[cell]!]! | a.sectorMask[g.sectorOf[cell]!]!) & bit) === 0;
}

/** The numbers the checked rule allows on each cell (bit n for the number n; 0 on a covered cell), as a list of its own. */
export function allowedMasks(board: readonly (number | null)[], g: Geometry): Int32Array {
  return Int32Array.from(analyse(board, g).allowed);
}

/** The next seat clockwise. */
export const nextSeat = (ctx: Ctx, seat: Seat): Seat => (seat + 1) % ctx.players.length;

/** The game is over: every player passed in a row, or a player has no chips left and the supply is empty. */
export function gameEnds(ctx: Ctx): boolean {
  const ends = ctx.rules.endsWhen;
  if (ends.includes('all-pass') && ctx.passes >= ctx.players.length) return true;
  return ends.includes('out-of-chips') && ctx.supply.length === 0 && ctx.hands.some((h) => h.length === 0);
}

/** The cell of a decision's row and column (counted from 1), or null when they are off the board. */
export function cellAt(ctx: Ctx, row: number, col: number): Cell | null {
  const n = ctx.rules.board.width;
  if (!Number.isInteger(row) || !Number.isInteger(col) || row < 1 || col < 1 || row > n || col > n) return null;
  return (row - 1) * n + (col - 1);
}

/** "r3c5": a cell as sudoku players name it. */
export function cellName(ctx: Ctx, cell: Cell): string {
  const n = ctx.rules.board.width;
  return `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}`;
}

/**
 * Whether a decision is allowed now, from the context alone (the guards use it too); why not, or
 * null. While irregular chips lie on the board the player to move is collecting them (a turn
 * leaves collecting only when none is left, and ends with the one decision after it).
 */
export function checkDecision(ctx: Ctx, event: OkudosEvent): Refusal | null {
  const collecting = hasIrregular(ctx);
  if (event.seat !== ctx.current) return refuse('move/not-your-turn', `it is ${ctx.players[ctx.current]?.name ?? `seat ${ctx.current}`}'s turn, not seat ${event.seat}'s`);
  if (event.type === 'chip.collect') {
    if (!collecting) return refuse('collect/none', 'no chip on the board is irregular');
    const cell = cellAt(ctx, event.row, event.col);
    if (cell === null) return refuse('cell/off-board', `row and column run from 1 to ${ctx.rules.board.width}`);
    if (!irregularCells(ctx).includes(cell)) {
      return refuse('collect/not-irregular', `the chip on ${cellName(ctx, cell)} is ${ctx.board[cell] === null ? 'not there' : 'not irregular (any more)'}; irregular now: ${irregularCells(ctx).map((c) => cellName(ctx, c)).join(', ')}`);
    }
    return null;
  }
  if (collecting) return refuse('collect/first', `collect the irregular chips first, one at a time: ${irregularCells(ctx).map((c) => cellName(ctx, c)).join(', ')}`);
  if (event.type === 'turn.pass') return null;
  const hand = ctx.hands[ctx.current]!;
  if (!hand.includes(event.chip)) return refuse('chip/not-in-hand', `there is no ${event.chip} in your hand (${hand.length === 0 ? 'it is empty' : hand.join(', ')})`);
  if (event.type === 'chip.discard') return null;
  const cell = cellAt(ctx, event.row, event.col);
  if (cell === null) return refuse('cell/off-board', `row and column run from 1 to ${ctx.rules.board.width}`);
  if (ctx.board[cell] !== null) return refuse('cell/taken', `a ${ctx.board[cell]} already lies on ${cellName(ctx, cell)}`);
  if (checkedPlacement(ctx.rules) && !fitsChecked(ctx, event.chip, cell)) {
    return refuse('chip/irregular', `a ${event.chip} already lies in the row, column or sector of ${cellName(ctx, cell)}`);
  }
  return null;
}
