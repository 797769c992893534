/**
 * The board of Käseschieben (rulebook, seed 002, "Spielvorbereitung", "Würfeln und Ziehen",
 * "Verschieben von Käsewürfeln", "Das Hinausschieben von Würfeln"): where each player sits and
 * their mouse starts, how a mouse steps, how it pushes a line of cheese, where a pushed cube goes.
 * Pure functions over plain arrays, used by the machine, the legal decisions, views and bots.
 */
import type { Seat } from '@regelwerk/engine';
import type { Direction, Edge } from '../context.js';
import { CLOCKWISE, DIRECTIONS, neighbour, stride, type Size } from '../geometry.js';
import type { KaeseschiebenRules } from '../schema/rules.js';

export const EMPTY = -1;

/** Which edge each seat sits at: clockwise from the south; two players opposite (or side by side, as the rules say). */
export function seatEdges(rules: KaeseschiebenRules, players: number): Edge[] {
  if (players === 2) return rules.twoPlayers === 'opposite' ? ['south', 'north'] : ['south', 'west'];
  return CLOCKWISE.slice(0, players);
}

/** The seat at each edge, or null where nobody sits. */
export function edgeOwners(edges: readonly Edge[]): Readonly<Record<Edge, Seat | null>> {
  const out: Record<Edge, Seat | null> = { north: null, east: null, south: null, west: null };
  edges.forEach((e, seat) => (out[e] = seat));
  return out;
}

/**
 * The start square of the mouse at `edge`: the `n`-th square from the right (as its player sees
 * it) of the first row in front of that player.
 */
export function startSquare({ width: w, height: h }: Size, edge: Edge, n: number): number {
  switch (edge) {
    case 'south':
      return (h - 1) * w + (w - n);
    case 'north':
      return n - 1;
    case 'west':
      return (h - n) * w;
    case 'east':
      return (n - 1) * w + (w - 1);
  }
}

/** What one step does: where the mouse lands, which cubes move, and the cube pushed over an edge. */
export interface StepResult {
  readonly board: number[];
  readonly to: number;
  /** The squares of the cubes pushed, before the push, nearest first. */
  readonly pushed: readonly number[];
  /** The cube pushed over an edge, and that edge; null when none left the board. */
  readonly over: { readonly cube: number; readonly edge: Edge } | null;
}

/** Why a step is not possible. */
export type Blocked = 'step/off-board' | 'step/mouse' | 'push/mouse';

/**
 * One orthogonal step of `mouse` (a square) in `dir`. A mouse never leaves the board nor enters
 * another mouse's square; stepping into cheese pushes the whole line of cubes ahead by one
 * square, unless a mouse stands right after the line; the cube at the end of a line at the edge
 * goes over it.
 */
export function step(size: Size, board: readonly number[], mice: readonly number[], mouse: number, dir: Direction): StepResult | Blocked {
  const shape = stepShape(size, board, mice, mouse, dir);
  if (isBlocked(shape)) return shape;
  const line = shape.pushed;
  if (line.length === 0) return { board: board as number[], to: shape.to, pushed: [], over: null };
  const next = board.slice();
  const end = line.length - 1;
  // The cube at the far end goes over the edge, or onto the empty square after the line.
  const far = line[end]!;
  const over: StepResult['over'] = shape.over === null ? null : { cube: board[far]!, edge: shape.over };
  if (shape.over === null) next[neighbour(size, far, dir) as number] = board[far]!;
  // Then each cube, from the far end back, takes the square of the one ahead of it.
  for (let i = end - 1; i >= 0; i--) next[line[i + 1]!] = board[line[i]!]!;
  next[line[0]!] = EMPTY;
  return { board: next, to: shape.to, pushed: line, over };
}

export const isBlocked = (r: StepResult | StepShape | Blocked): r is Blocked => typeof r === 'string';

/** What one step does, without the board it leaves: where the mouse lands, the squares of the cubes it pushes, the edge one goes over (or null). */
export interface StepShape {
  readonly to: number;
  readonly pushed: readonly number[];
  readonly over: Edge | null;
}

const NO_PUSH: readonly number[] = Object.freeze([]);

/** `step`'s landing square, pushed squares and edge crossed, without copying the board: for a view of the steps offered. */
export function stepShape(size: Size, board: readonly number[], mice: readonly number[], mouse: number, dir: Direction): StepShape | Blocked {
  const to = neighbour(size, mouse, dir);
  if (typeof to === 'string') return 'step/off-board';
  if (mice.includes(to)) return 'step/mouse';
  if (board[to] === EMPTY) return { to, pushed: NO_PUSH, over: null };
  const line: number[] = [];
  let at: number | Edge = to;
  while (typeof at === 'number' && board[at] !== EMPTY) {
    line.push(at);
    at = neighbour(size, at, dir);
  }
  if (typeof at === 'number' && mice.includes(at)) return 'push/mouse';
  return { to, pushed: line, over: typeof at === 'string' ? at : null };
}

export function boardEmpty(board: readonly number[]): boolean {
  for (const c of board) if (c !== EMPTY) return false;
  return true;
}

/**
 * Whether `left` more steps can be taken from here: the move can be completed (a move that
 * empties the board is complete at once). A search over the steps; it stops at the first
 * complete move. It steps and pushes on one scratch copy of the board and takes each step back
 * after trying it, rather than copying the board for every step (the same steps as `step`).
 */
export function completable(size: Size, board: readonly number[], mice: readonly number[], seat: Seat, left: number): boolean {
  if (left <= 0 || boardEmpty(board)) return true;
  // A mouse on an empty square steps without a search (see `searchSteps`), changing nothing.
  if (board[mice[seat]!] === EMPTY) return searchSteps(size, board as number[], mice as number[], seat, left, 1, null);
  let cubes = 0;
  for (const c of board) if (c !== EMPTY) cubes++;
  return searchSteps(size, board.slice(), mice.slice(), seat, left, cubes, null);
}

/**
 * The directions of the first step from which a move of `left` steps can be completed, in the
 * order of DIRECTIONS: `completable` asked after each possible first step, in one search.
 */
export function completableFirstSteps(size: Size, board: readonly number[], mice: readonly number[], seat: Seat, left: number): Direction[] {
  const out: Direction[] = [];
  if (left <= 0) return out;
  // A mouse on an empty square steps without a search (see `searchSteps`), changing nothing.
  if (board[mice[seat]!] === EMPTY) {
    searchSteps(size, board as number[], mice as number[], seat, left, 1, out);
    return out;
  }
  let cubes = 0;
  for (const c of board) if (c !== EMPTY) cubes++;
  searchSteps(size, board.slice(), mice.slice(), seat, left, cubes, out);
  return out;
}

/**
 * Steps on `b` and `m` in place, taking each step back; `collect` (top level only) gathers every good first step.
 *
 * A mouse that leaves an empty square can always complete its move: the square stays empty (the
 * cheese it pushes moves away from it, and no other mouse moves meanwhile), so it can step back
 * onto it and forth again, as often as steps are left. Only a mouse standing on cheese (a start
 * square the layout covers) needs the search; any other takes every legal step without one.
 */
function searchSteps(size: Size, b: number[], m: number[], seat: Seat, left: number, cubes: number, collect: Direction[] | null): boolean {
  if (collect === null && (left <= 0 || cubes === 0)) return true;
  const from = m[seat]!;
  const canReturn = b[from] === EMPTY;
  for (let d = 0; d < DIRECTIONS.length; d++) {
    const dir = DIRECTIONS[d]!;
    const to = neighbour(size, from, dir);
    if (typeof to === 'string' || m.includes(to)) continue;
    if (b[to] === EMPTY) {
      let done = canReturn;
      if (!done) {
        m[seat] = to;
        done = searchSteps(size, b, m, seat, left - 1, cubes, null);
        m[seat] = from;
      }
      if (done) {
        if (collect === null) return true;
        collect.push(dir);
      }
      continue;
    }
    // The line of cubes from `to` on, and what lies after it: an empty square or an edge.
    let len = 0;
    let at: number | Edge = to;
    while (typeof at === 'number' && b[at] !== EMPTY) {
      len++;
      at = neighbour(size, at, dir);
    }
    if (typeof at === 'number' && m.includes(at)) continue;
    if (canReturn) {
      if (collect === null) return true;
      collect.push(dir);
      continue;
    }
    const by = stride(size, dir);
    const last = to + (len - 1) * by;
    const overCube = b[last]!;
    if (typeof at === 'number') b[at] = overCube;
    for (let k = len - 1; k > 0; k--) b[to + k * by] = b[to + (k - 1) * by]!;
    b[to] = EMPTY;
    m[seat] = to;
    const done = searchSteps(size, b, m, seat, left - 1, typeof at === 'number' ? cubes : cubes - 1, null);
    m[seat] = from;
    for (let k = 0; k < len - 1; k++) b[to + k * by] = b[to + (k + 1) * by]!;
    b[last] = overCube;
    if (typeof at === 'number') b[at] = EMPTY;
    if (done) {
      if (collect === null) return true;
      collect.push(dir);
    }
  }
  return collect !== null && collect.length > 0;
}
