import type { Face } from '@regelwerk/dsl';
import { deepFreeze, memoByObject, memoLast, type FastSnapshot, type Seat, type ViewHead } from '@regelwerk/engine';
import type { Cube, Direction, Edge, KaeseschiebenContext, LastStep, RoundSheet, Steal } from './context.js';
import type { KaeseschiebenRules } from './schema/rules.js';
import { neighbour, type Size } from './geometry.js';
import { EMPTY, edgeOwners, seatEdges, stepShape, isBlocked } from './rules/board.js';
import { roundsInMatch, standings } from './rules/scoring.js';
import { actor, stealChoices, stepsNow } from './rules/turn.js';

/** A cube as one seat may know it: its size always, its worm only where that seat may look (else null). */
export interface CubeView {
  readonly size: string;
  readonly worm: boolean | null;
}

/** A step the mouse to move may take now, and what it would push. */
export interface StepView {
  readonly dir: Direction;
  /** The square the mouse lands on. */
  readonly to: number;
  /** The squares of the cubes it pushes one square on (nearest first); empty for a plain step. */
  readonly pushes: readonly number[];
  /** The edge a cube would be pushed over, and who would get it (null: it leaves the game). */
  readonly over: { readonly edge: Edge; readonly to: Seat | null } | null;
}

/**
 * The decision just taken, as every seat sees it: a step (whose mouse, from which square in which
 * direction to which, and the squares the cubes it pushed lie on now), or a turn passed because no
 * complete move existed.
 */
export type LastView =
  | { readonly type: 'step'; readonly seat: Seat; readonly dir: Direction; readonly from: number; readonly to: number; readonly moved: readonly number[] }
  | { readonly type: 'pass'; readonly seat: Seat };

/**
 * What one seat may know; a spectator knows what every seat knows. Nobody knows the worms of the
 * cubes on the board, of those held by others or pushed out; a player knows the worms of their own
 * cubes (with the option `blind`: nobody does); at the end of each round every worm is revealed
 * on its scoring sheet.
 */
export interface KaeseschiebenView extends ViewHead {
  readonly blind: boolean;
  readonly board: { readonly width: number; readonly height: number };
  /** Each square row by row from the north-west corner: the size of the cube on it, or null. */
  readonly cells: readonly (string | null)[];
  /** Each seat's mouse: its square. */
  readonly mice: readonly number[];
  /** The edge each seat sits at (play passes clockwise: south, west, north, east). */
  readonly edges: readonly Edge[];
  /** The cube sizes of the rule file (smallest value first): how many, what each scores without a worm, how many carry one. */
  readonly sizes: readonly { readonly id: string; readonly value: number; readonly count: number; readonly worms: number }[];
  readonly wormyValue: number;
  readonly round: number;
  readonly rounds: number;
  /** Whose decision the game waits for (the last cube's receiver while they take a cube). */
  readonly toMove: Seat | null;
  /** The faces thrown this turn (jokers, then a number), the steps they give, and whether a joker multiplied them. */
  readonly roll: { readonly faces: readonly Face[]; readonly steps: number; readonly multiplied: boolean } | null;
  readonly left: number;
  /** The squares of the move so far, from where the mouse stood at the roll. */
  readonly path: readonly number[];
  /** The steps the mouse to move may take now (only steps from which the move can be completed). */
  readonly steps: readonly StepView[];
  /** Each seat's cubes won this round, in the order received. */
  readonly won: readonly (readonly CubeView[])[];
  /** Cubes pushed over an edge nobody sits at. */
  readonly out: readonly CubeView[];
  /** The last cube's receiver, while they may take a cube (or decline, `cube.decline`): how many still, and what each other player holds by size. */
  readonly lastCube: { readonly receiver: Seat; readonly left: number; readonly choices: readonly { readonly from: Seat; readonly size: string; readonly count: number }[] } | null;
  /** The last cube's bonus of this round, once taken. */
  readonly stolen: readonly Steal[];
  /** Every finished round's sheet, worms revealed; the last one is the round just ended. */
  readonly sheets: readonly RoundSheet[];
  /** Rounds won and total points so far, per seat. */
  readonly standings: { readonly roundsWon: readonly number[]; readonly points: readonly number[] };
  readonly turns: number;
  /** Turns played in this round so far. */
  readonly roundTurns: number;
  readonly passes: number;
  /** The step or pass just taken; null after a roll, a cube taken and a round scored. */
  readonly last: LastView | null;
}

/** What a reader sees of the step just taken: a pushed cube lies one square on now (or went over the edge). */
function lastView(size: Size, last: LastStep | null): LastView | null {
  if (last === null || last.type === 'pass') return last;
  const moved: number[] = [];
  for (const p of last.pushed) {
    const on = neighbour(size, p, last.dir);
    if (typeof on === 'number') moved.push(on);
  }
  return { type: 'step', seat: last.seat, dir: last.dir, from: last.from, to: last.to, moved };
}

/** The cube sizes of a rule set as a view lists them (smallest value first): made once per rule set, frozen, shared by every view. */
const sizesOf = memoByObject((rules: KaeseschiebenRules): KaeseschiebenView['sizes'] =>
  deepFreeze([...rules.cubes].sort((a, b) => a.value - b.value).map((x) => ({ id: x.id, value: x.value, count: x.count, worms: x.worms }))),
);

/**
 * The board's squares as a view shows them (a cube's size, or null), kept while the board and the
 * cubes are the same arrays (a plain step changes neither): frozen, shared by the views that ask.
 */
const cellsOf = memoLast((board: readonly number[], cubes: readonly Cube[]): readonly (string | null)[] => Object.freeze(board.map((id) => (id === EMPTY ? null : cubes[id]!.size))));

/** Cubes as one seat may know them (`seen`: their worms; else null), a frozen list. */
function cubeViews(ids: readonly number[], cubes: readonly Cube[], seen: boolean): readonly CubeView[] {
  const out: CubeView[] = [];
  for (let i = 0; i < ids.length; i++) {
    const cube = cubes[ids[i]!]!;
    out.push(Object.freeze({ size: cube.size, worm: seen ? cube.worm : null }));
  }
  return Object.freeze(out);
}

/**
 * Each seat's cubes won as a viewer sees them: the worms of seat `seen`'s own cubes (null: of
 * nobody's; 'all': of everybody's, once the match is over); everything else stays hidden until
 * the round's sheet. Kept while the cubes won and the round's cubes are the same arrays (most
 * steps change neither), one memo per `seen`, so that the players' turns in a row do not push one
 * another's out: frozen, shared by the views that see the same.
 */
const wonMemos = new Map<Seat | 'all' | null, (won: readonly (readonly number[])[], cubes: readonly Cube[]) => readonly (readonly CubeView[])[]>();
function wonOf(won: readonly (readonly number[])[], cubes: readonly Cube[], seen: Seat | 'all' | null): readonly (readonly CubeView[])[] {
  let memo = wonMemos.get(seen);
  if (memo === undefined) wonMemos.set(seen, (memo = memoLast((w: readonly (readonly number[])[], c: readonly Cube[]) => Object.freeze(w.map((ids, s) => cubeViews(ids, c, seen === 'all' || s === seen))))));
  return memo(won, cubes);
}

/** The cubes pushed out as everybody sees them (their worms once the match is over): frozen, kept while the same arrays. */
const outOf = memoLast((out: readonly number[], cubes: readonly Cube[], over: boolean): readonly CubeView[] => cubeViews(out, cubes, over));

/** Rounds won and points per seat, kept while the sheets are the same array: frozen, shared. */
const standingsOf = memoLast((players: number, sheets: readonly RoundSheet[]): KaeseschiebenView['standings'] => {
  const s = standings(players, sheets);
  return Object.freeze({ roundsWon: Object.freeze(s.roundsWon), points: Object.freeze(s.points) });
});

export function view(snapshot: FastSnapshot<KaeseschiebenContext>, seat: Seat | 'spectator'): KaeseschiebenView {
  const c = snapshot.context;
  const rules = c.rules;
  const over = snapshot.status === 'done';
  const blind = rules.options.blind === true;
  const edges = seatEdges(rules, c.players.length);
  const moving = !over && c.receiver === null && c.roll.length > 0 && c.left > 0;
  const size = rules.board;
  const steps: StepView[] = [];
  if (moving) {
    const owners = edgeOwners(edges);
    const dirs = stepsNow(c);
    for (let i = 0; i < dirs.length; i++) {
      const dir = dirs[i]!;
      // What the step does, without the board it leaves (a view shows the board before it).
      const r = stepShape(size, c.board, c.mice, c.mice[c.current]!, dir);
      if (isBlocked(r)) throw new Error(`kaeseschieben view: the offered step ${dir} is blocked (${r})`);
      steps.push({ dir, to: r.to, pushes: r.pushed, over: r.over === null ? null : { edge: r.over, to: owners[r.over] } });
    }
  }
  return {
    seat,
    state: snapshot.value,
    over: snapshot.status === 'done',
    players: snapshot.context.players,
    blind,
    board: { width: size.width, height: size.height },
    cells: cellsOf(c.board, c.cubes),
    mice: c.mice,
    edges,
    sizes: sizesOf(rules),
    wormyValue: rules.wormyValue,
    round: c.round,
    rounds: roundsInMatch(rules),
    starter: c.starter,
    current: c.current,
    toMove: over ? null : actor(c),
    roll: c.roll.length > 0 ? { faces: c.roll, steps: c.steps, multiplied: c.roll.length > 1 && rules.joker !== null } : null,
    left: c.left,
    path: c.path,
    steps,
    // The owner sees their own cubes' worms (unless `blind`), everybody every worm once the match is over.
    won: wonOf(c.won, c.cubes, over ? 'all' : blind || seat === 'spectator' ? null : seat),
    out: outOf(c.out, c.cubes, over),
    lastCube: c.receiver !== null && !over ? { receiver: c.receiver, left: c.stealsLeft, choices: stealChoices(c) } : null,
    stolen: c.stolen,
    sheets: c.sheets,
    standings: standingsOf(c.players.length, c.sheets),
    turns: c.turns,
    roundTurns: c.turns - (c.sheets[c.sheets.length - 1]?.turns ?? 0),
    passes: c.passes,
    last: lastView(size, c.last),
  };
}
