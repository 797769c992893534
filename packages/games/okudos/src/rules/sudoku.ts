/**
 * The board (rulebook, seed 003, "Ziel des Spiels"): a completely solved sudoku whose nine 3×3
 * sectors each have a colour. We generate it from the game's seed (docs/okudos.md, "Decisions where the rulebook is silent"): the classic
 * shifted pattern, then the changes that keep every sudoku valid — rows swapped within their
 * band, bands swapped, columns within their stack, stacks swapped, the numbers relabelled, and
 * (with square sectors) a transposition. That takes a few microseconds for any size, never
 * backtracks, and gives some 10^12 different 9×9 boards.
 */
import type { Rng } from '@regelwerk/engine';
import type { OkudosRules } from '../schema/rules.js';

/** The shape of a board: its size, its sectors and, per cell, its row, column and sector. */
export interface Geometry {
  /** Numbers 1…size; the board is size × size. */
  readonly size: number;
  readonly cells: number;
  readonly sectorWidth: number;
  readonly sectorHeight: number;
  readonly sectorCount: number;
  readonly rowOf: Int32Array;
  readonly colOf: Int32Array;
  readonly sectorOf: Int32Array;
  /** The cells of each sector, row by row. */
  readonly sectorCells: readonly (readonly number[])[];
}

const geometries = new WeakMap<OkudosRules, Geometry>();

/** The geometry of the rules' board, made once per rule set. */
export function geometryOf(rules: OkudosRules): Geometry {
  let g = geometries.get(rules);
  if (!g) geometries.set(rules, (g = makeGeometry(rules.board.width, rules.sectors.width, rules.sectors.height)));
  return g;
}

export function makeGeometry(size: number, sectorWidth: number, sectorHeight: number): Geometry {
  const cells = size * size;
  const across = size / sectorWidth;
  const rowOf = new Int32Array(cells);
  const colOf = new Int32Array(cells);
  const sectorOf = new Int32Array(cells);
  const sectorCells: number[][] = Array.from({ length: across * (size / sectorHeight) }, () => []);
  for (let i = 0; i < cells; i++) {
    const r = Math.floor(i / size);
    const c = i % size;
    rowOf[i] = r;
    colOf[i] = c;
    const s = Math.floor(r / sectorHeight) * across + Math.floor(c / sectorWidth);
    sectorOf[i] = s;
    sectorCells[s]!.push(i);
  }
  return { size, cells, sectorWidth, sectorHeight, sectorCount: sectorCells.length, rowOf, colOf, sectorOf, sectorCells };
}

/** The cells that share a row, a column or a sector with each cell (itself not among them), made once per geometry. */
const peerLists = new WeakMap<Geometry, readonly Int32Array[]>();
export function peersOf(g: Geometry): readonly Int32Array[] {
  let out = peerLists.get(g);
  if (out) return out;
  out = Array.from({ length: g.cells }, (_, cell) => {
    const list: number[] = [];
    for (let y = 0; y < g.cells; y++) {
      if (y !== cell && (g.rowOf[y] === g.rowOf[cell] || g.colOf[y] === g.colOf[cell] || g.sectorOf[y] === g.sectorOf[cell])) list.push(y);
    }
    return Int32Array.from(list);
  });
  peerLists.set(g, out);
  return out;
}

/** Groups of `size` indices: `count` consecutive blocks of `block`, each shuffled, the blocks shuffled too. */
function shuffledBlocks(rng: Rng, count: number, block: number): number[] {
  const out: number[] = [];
  for (const b of rng.shuffle(Array.from({ length: count }, (_, k) => k))) {
    for (const k of rng.shuffle(Array.from({ length: block }, (_, j) => j))) out.push(b * block + k);
  }
  return out;
}

/** A solved sudoku of the geometry, as rows of numbers 1…size, drawn from `rng`. */
export function generateSudoku(rng: Rng, g: Geometry): number[][] {
  const n = g.size;
  const sw = g.sectorWidth;
  const sh = g.sectorHeight;
  // Row r, column c of the base pattern: every row, column and sector holds each number once.
  const base = (r: number, c: number) => (sw * (r % sh) + Math.floor(r / sh) + c) % n;
  const rows = shuffledBlocks(rng, n / sh, sh);
  const cols = shuffledBlocks(rng, n / sw, sw);
  const label = rng.shuffle(Array.from({ length: n }, (_, k) => k + 1));
  const transpose = sw === sh && rng.int(2) === 1;
  // Row by row, with no list made per cell (a game's set-up makes one board).
  const out: number[][] = [];
  for (let r = 0; r < n; r++) {
    const row: number[] = [];
    for (let c = 0; c < n; c++) row.push(label[base(rows[transpose ? c : r]!, cols[transpose ? r : c]!)]!);
    out.push(row);
  }
  return out;
}

/** Why `printed` is not a solved sudoku of the geometry (each number once per row, column and sector), or null. */
export function sudokuProblem(printed: readonly number[], g: Geometry): string | null {
  if (printed.length !== g.cells) return `a board of ${g.cells} cells, not ${printed.length}`;
  const seen = new Set<string>();
  for (let i = 0; i < g.cells; i++) {
    const v = printed[i]!;
    if (!Number.isInteger(v) || v < 1 || v > g.size) return `cell ${i} shows ${v}, not a number from 1 to ${g.size}`;
    for (const key of [`r${g.rowOf[i]}/${v}`, `c${g.colOf[i]}/${v}`, `s${g.sectorOf[i]}/${v}`]) {
      if (seen.has(key)) return `${v} twice in ${key[0] === 'r' ? 'a row' : key[0] === 'c' ? 'a column' : 'a sector'} (cell ${i})`;
      seen.add(key);
    }
  }
  return null;
}
