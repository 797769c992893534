/**
 * The geometry of the Käseschieben board (rulebook, seed 002, "Spielvorbereitung"): its size, the
 * four directions a mouse steps in (each named after the edge it leads to), a square's neighbour
 * and a square's name. The rules, the view and the board read it from here: this module imports
 * nothing, so a board that loads it (`@regelwerk/kaeseschieben/geometry`) loads no game code.
 */
import type { Direction, Edge } from './context.js';

/** The board's size in squares; squares are numbered row by row from the north-west corner. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The edges in clockwise order, as the players sit round the board: play passes this way. */
export const CLOCKWISE: readonly Edge[] = ['south', 'west', 'north', 'east'];
/** The directions of a step, in the order steps are offered. */
export const DIRECTIONS: readonly Direction[] = ['north', 'east', 'south', 'west'];

const DELTA: Readonly<Record<Direction, readonly [number, number]>> = { north: [0, -1], east: [1, 0], south: [0, 1], west: [-1, 0] };

/** The square next to `square` in `dir`, or the edge the step would cross. */
export function neighbour({ width: w, height: h }: Size, square: number, dir: Direction): number | Edge {
  const x = square % w;
  const y = (square - x) / w;
  const [dx, dy] = DELTA[dir];
  const nx = x + dx;
  const ny = y + dy;
  if (nx < 0 || nx >= w || ny < 0 || ny >= h) return dir;
  return ny * w + nx;
}

/** How a square's number changes with one step in `dir` that stays on the board. */
export function stride({ width }: Size, dir: Direction): number {
  const [dx, dy] = DELTA[dir];
  return dx + dy * width;
}

const COLUMNS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A square as a reader names it: its column's letter from the west, its row's number from the north ("A1" is the north-west corner). */
export function squareName({ width }: Size, square: number): string {
  return `${COLUMNS[square % width] ?? ''}${Math.floor(square / width) + 1}`;
}
