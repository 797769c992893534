import { randomBot, type Bot, type Seat } from '@regelwerk/engine';
import type { Direction, Edge, KaeseschiebenEvent } from './context.js';
import { DIRECTIONS, type Size } from './geometry.js';
import type { KaeseschiebenRules } from './schema/rules.js';
import type { CubeView, KaeseschiebenView } from './view.js';

/** How much a cube near an edge counts, per square it still has to go. */
const NEAR = 0.3;
/** Points behind at which another player counts as a rival. */
const RIVAL = 6;
/** What a cube leaving the board is worth (times its value) to a player who leads. */
const PROGRESS = 0.25;
/** Turns into a round after which pushing any cube off becomes worth more and more: nobody stalls forever. */
const PATIENCE = 150;
const BEHIND: Readonly<Record<Edge, readonly [number, number]>> = { north: [0, 1], south: [0, -1], west: [1, 0], east: [-1, 0] };
/** How much being close behind a cube (ready to push it towards one's own edge) is worth, times its value. */
const APPROACH = 0.15;

/** What a cube of each size is worth on average to whoever gets it, from what `view` shows: worms not yet seen are spread evenly. */
export function expectedValues(view: KaeseschiebenView): Map<string, number> {
  const out = new Map<string, number>();
  const sizes = view.sizes;
  // The cubes whose worm is known, and those with one, per size (by its index in `sizes`): counted in one pass.
  const known: number[] = [];
  const wormy: number[] = [];
  for (let k = 0; k < sizes.length; k++) {
    known.push(0);
    wormy.push(0);
  }
  const count = (cubes: readonly CubeView[]) => {
    for (let i = 0; i < cubes.length; i++) {
      const c = cubes[i]!;
      if (c.worm === null) continue;
      let k = 0;
      while (k < sizes.length && sizes[k]!.id !== c.size) k++;
      if (k === sizes.length) continue;
      known[k]!++;
      if (c.worm) wormy[k]!++;
    }
  };
  for (let s = 0; s < view.won.length; s++) count(view.won[s]!);
  count(view.out);
  for (let k = 0; k < sizes.length; k++) {
    const s = sizes[k]!;
    const unknown = s.count - known[k]!;
    const p = unknown > 0 ? Math.max(0, s.worms - wormy[k]!) / unknown : 0;
    out.set(s.id, (1 - p) * s.value + p * view.wormyValue);
  }
  return out;
}

/**
 * Decides from its view alone. On its move it searches every complete sequence of the steps
 * left and values where it ends: each cube pushed over an edge by its expected value (size and the
 * chance of a worm from what it can see), for itself or against the player who gets it; each cube
 * left on the board by how close it lies to whose edge. It takes the first step of the best
 * sequence, and the next steps of that sequence while they lead where it planned (see `Planned`). For the last cube's bonus it takes the size worth
 * most from the player with the most points in sight, and takes none when no size it may take is
 * expected to score more than nothing.
 */
export function tacticianBot(_rules: KaeseschiebenRules): Bot<KaeseschiebenView, KaeseschiebenEvent> {
  // Per seat, the rest of the move planned at its last decision (see `Planned`).
  const plans: (Planned | null)[] = [];
  return {
    id: 'tactician',
    description: 'searches every complete move and values the cheese it pushes over edges and leaves near them',
    decide(view, legal) {
      const me = view.toMove!;
      const planned = plans[me] ?? null;
      plans[me] = null;
      if (legal.length === 1) return legal[0]!;
      if (planned !== null && legal[0]!.type === 'mouse.step' && follows(view, me, planned)) {
        const dir = planned.path[planned.next]!;
        const e = legal.find((x) => x.type === 'mouse.step' && x.dir === dir);
        if (e !== undefined) {
          plans[me] = after(view, me, planned.path, planned.next);
          return e;
        }
      }
      const ev = expectedValues(view);
      if (legal[0]!.type === 'cube.take') {
        const estimate = heldValues(view, ev);
        let best = legal[0]!;
        let bestScore = -Infinity;
        for (const e of legal) {
          if (e.type !== 'cube.take') continue;
          const score = ev.get(e.size)! * 10 + estimate[e.from]!;
          if (score > bestScore) {
            bestScore = score;
            best = e;
          }
        }
        // Taking is a choice ("darf"): a cube expected to score nothing or less (a size whose unseen
        // cubes all carry a worm, or worms that cost points) is left where it is.
        const decline = legal.find((e) => e.type === 'cube.decline');
        const gains = legal.some((e) => e.type === 'cube.take' && ev.get(e.size)! > 0);
        return gains || !decline ? best : decline;
      }
      const plan = planMove(view, me, ev);
      const chosen = legal.find((e) => e.type === 'mouse.step' && e.dir === plan.dir) ?? legal[0]!;
      if (chosen.type === 'mouse.step' && plan.path[0] === chosen.dir) plans[me] = after(view, me, plan.path, 0);
      return chosen;
    },
  };
}

/**
 * The rest of a move planned at a seat's last decision, and the view that decision leads to
 * (the same turn, one step fewer left, the mouse one square on, no cube gone over an edge): a
 * later step of the move follows the plan rather than searching again when its view is that one.
 * Only the seat's very last decision counts (every decision forgets the plan before it), so what
 * a step does depends on the game so far alone, never on another game the bot played.
 */
interface Planned {
  readonly path: readonly Direction[];
  /** The step of `path` to take next. */
  readonly next: number;
  readonly round: number;
  readonly turns: number;
  readonly left: number;
  readonly square: number;
  readonly taken: number;
}

/** The cubes gone from the board so far: won by anyone, or out. */
function gone(view: KaeseschiebenView): number {
  let n = view.out.length;
  for (const w of view.won) n += w.length;
  return n;
}

/** What follows when `me` takes step `at` of `path` in `view`: the plan for the next step, or null when the move ends with it. */
function after(view: KaeseschiebenView, me: Seat, path: readonly Direction[], at: number): Planned | null {
  if (at + 1 >= path.length || view.left <= 1) return null;
  const d = DIRECTIONS.indexOf(path[at]!);
  const square = view.mice[me]! + DX[d]! + DY[d]! * view.board.width;
  return { path, next: at + 1, round: view.round, turns: view.turns, left: view.left - 1, square, taken: gone(view) };
}

/** Whether `view` is the one the planned step led to: then the plan's next step completes the best move found. */
function follows(view: KaeseschiebenView, me: Seat, p: Planned): boolean {
  // A cube gone over an edge changes what the search values (who holds what, the worms seen): plan again.
  return view.turns === p.turns && view.round === p.round && view.left === p.left && view.mice[me] === p.square && gone(view) === p.taken;
}

/** What each player holds so far, as far as this seat can tell: a cube whose worm it cannot see counts its size's expected value. */
function heldValues(view: KaeseschiebenView, ev: ReadonlyMap<string, number>): number[] {
  const out: number[] = [];
  for (const cubes of view.won) {
    let a = 0;
    for (const c of cubes) a += c.worm === null ? ev.get(c.size)! : c.worm ? view.wormyValue : (view.sizes.find((s) => s.id === c.size)?.value ?? 0);
    out.push(a);
  }
  return out;
}

/** Who sits at each edge, from the view. */
function owners(view: KaeseschiebenView): Record<Edge, Seat | null> {
  const out: Record<Edge, Seat | null> = { north: null, east: null, south: null, west: null };
  view.edges.forEach((e, s) => (out[e] = s));
  return out;
}

/**
 * The work one decision's search may do, counted in squares looked at (a board copied after a
 * push and keyed, a position valued), so that a decision is the same on every machine and a game
 * replays the same. Every move of the rulebook's die (at most 6 steps) is searched to its end
 * within it: the most one needed in 180 games of 2 to 4 tacticians was 137,000. With the longest
 * move allowed (50 steps) a decision took 3 ms at the median, 18 ms at the 95th percentile and
 * 71 ms at most, on one busy core; with 400,000 the worst was 150 ms.
 */
export const SEARCH_WORK = 200_000;

/** What `planMove` found, and what the search cost. */
export interface MovePlan {
  /** The first step of the best move found; null when no step is offered. */
  readonly dir: Direction | null;
  /** The squares the search looked at: at most its budget and one position more. */
  readonly work: number;
  /** How many steps of the move every path was searched; fewer than the steps left when the budget ran out. */
  readonly depth: number;
  /**
   * Every step of the best move found, the first one first (frozen): to its end (the steps left, or
   * fewer when it empties the board); empty when the budget cut the search or no step is offered.
   */
  readonly path: readonly Direction[];
}

/** The steps of DIRECTIONS as changes of column and row; a step off the board crosses the edge of its name. */
const DX = [0, 1, 0, -1] as const;
const DY = [-1, 0, 1, 0] as const;

/** The typed arrays a search keeps its columns in. */
type Column = Uint8Array | Int8Array | Uint16Array | Int32Array | Uint32Array | Float64Array;
/**
 * How every array of the search grows: a new one of the same kind with room for `size`, holding
 * the first `keep` entries of `a` (all of them unless told). Only when an array is full, so
 * rarely that the way the new one is made does not count.
 */
function grownInto<T extends Column>(a: T, size: number, keep = a.length): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(keep < a.length ? a.subarray(0, keep) : a);
  return b;
}

/**
 * The boards of a search, one after the other in one array reused by every search (each runs to
 * its end): per square the size of its cube plus one (an index into view.sizes), 0 when empty. A
 * board is its offset; copying one after a push takes no allocation, only its squares.
 */
let arena = new Uint16Array(1 << 16);
let arenaTop = 0;
/** Room for one more board of `cells` squares: its offset (the arena grows when full). */
function newBoard(cells: number): number {
  if (arenaTop + cells > arena.length) arena = grownInto(arena, Math.max(2 * arena.length, arenaTop + cells), arenaTop);
  const at = arenaTop;
  arenaTop += cells;
  return at;
}

/**
 * Where a layer of a search keeps each position it reached, by the position's key (board id times
 * squares plus the mouse's square): a table probed from the key's hash (open addressing, linear
 * probing), each slot holding a key and its index in the layer's list while `slotMark` holds the
 * layer's mark. Typed arrays reused by every search, small enough to stay in the cache.
 */
let slotKey = new Int32Array(1 << 12);
let slotAt = new Int32Array(1 << 12);
let slotMark = new Int32Array(1 << 12);
let slotBits = 12;
let mark = 0;
/** A new mark for a layer of at most `entries` positions: every slot of an earlier one reads as empty. */
function newMark(entries: number): number {
  if (2 * entries > slotKey.length) {
    while (1 << slotBits < 2 * entries) slotBits++;
    slotKey = new Int32Array(1 << slotBits);
    slotAt = new Int32Array(1 << slotBits);
    slotMark = new Int32Array(1 << slotBits);
    mark = 0;
  }
  if (mark === 0x7fffffff) {
    slotMark.fill(0);
    mark = 0;
  }
  return ++mark;
}
/** The slot of `key` in the layer of mark `m`: where it is, or the free slot where it goes. */
function slotOf(key: number, m: number): number {
  const mask = slotKey.length - 1;
  let i = Math.imul(key, 0x9e3779b1) >>> (32 - slotBits);
  while (slotMark[i] === m && slotKey[i] !== key) i = (i + 1) & mask;
  return i;
}

/**
 * A view's board as the search starts from it: per square the index of its cube's size plus one
 * (0: empty), and the squares with a cube, in order. Kept while the view shows the same squares
 * and sizes (the board's squares are one shared array while no cube moves), for the decisions of
 * a turn that push nothing.
 */
let rootKinds = new Uint16Array(64);
let rootSquares = new Int32Array(64);
let rootCount = 0;
let rootN = -1;
let rootCells: readonly (string | null)[] | null = null;
let rootSizes: KaeseschiebenView['sizes'] | null = null;
/** Fills `rootKinds` (the first `n`) and `rootSquares` (the first `rootCount`) for these squares, unless they hold them already. */
function fillRoot(cells: readonly (string | null)[], sizes: KaeseschiebenView['sizes'], n: number): void {
  if (cells === rootCells && sizes === rootSizes && rootN === n) return;
  if (rootKinds.length < n) {
    rootKinds = new Uint16Array(n);
    rootSquares = new Int32Array(n);
  }
  rootKinds.fill(0, 0, n);
  rootCount = 0;
  for (let i = 0; i < n; i++) {
    const c = cells[i];
    if (c === null || c === undefined) continue;
    let k = 0;
    while (k < sizes.length && sizes[k]!.id !== c) k++;
    // A size the rules do not name counts as index 0, as `indexOf` gave it before.
    rootKinds[i] = k < sizes.length ? k + 1 : 0;
    rootSquares[rootCount++] = i;
  }
  rootCells = cells;
  rootSizes = sizes;
  rootN = n;
}

/** NEAR to the power k, made once for the distances of any board up to 64 squares across. */
const NEAR_POWERS = Float64Array.from({ length: 65 }, (_, k) => NEAR ** k);
const nearPower = (k: number) => (k < NEAR_POWERS.length ? NEAR_POWERS[k]! : NEAR ** k);

/**
 * What every search on a board of one size reads per square, made once per size: NEAR to the
 * power of the distance to each edge (north, east, south, west) and how central the square is
 * (1 at an edge, falling towards the middle). A decision weighs them by who sits where.
 */
interface SquareTables {
  readonly north: Float64Array;
  readonly east: Float64Array;
  readonly south: Float64Array;
  readonly west: Float64Array;
  readonly edgeness: Float64Array;
  /** Each square's column and row. */
  readonly x: Uint8Array;
  readonly y: Uint8Array;
}
const squareTables = new Map<number, SquareTables>();
function tablesFor(w: number, h: number): SquareTables {
  const key = w * 65_536 + h;
  let t = squareTables.get(key);
  if (t !== undefined) return t;
  const cells = w * h;
  const span = Math.max(w, h);
  t = { north: new Float64Array(cells), east: new Float64Array(cells), south: new Float64Array(cells), west: new Float64Array(cells), edgeness: new Float64Array(cells), x: new Uint8Array(cells), y: new Uint8Array(cells) };
  for (let i = 0; i < cells; i++) {
    const x = i % w;
    const y = (i - x) / w;
    t.north[i] = nearPower(y + 1);
    t.south[i] = nearPower(h - y);
    t.west[i] = nearPower(x + 1);
    t.east[i] = nearPower(w - x);
    t.edgeness[i] = 1 - Math.min(x, y, w - 1 - x, h - 1 - y) / span;
    t.x[i] = x;
    t.y[i] = y;
  }
  squareTables.set(key, t);
  return t;
}

/**
 * The boards of a search by id (equal boards, equal ids), in typed arrays reused by every search:
 * each board's squares' offset in the arena, its Zobrist hashes (updated with the cubes that move,
 * not read off every square) and its cubes' squares (an offset and a count in `cubeArena`).
 */
let boardSquares = new Int32Array(1 << 12);
let boardLo = new Uint32Array(1 << 12);
let boardHi = new Uint32Array(1 << 12);
let boardCubesAt = new Int32Array(1 << 12);
let boardCubes = new Int32Array(1 << 12);
let boardCount = 0;
/**
 * A board of a move's last step is made only when it is looked at (another push may give the
 * same board, or its position is valued closely): until then `boardSquares` holds -1 and
 * `pushes`, from `id * PUSH` on, holds the push it comes from (written by `putPush`, read by
 * `made` in planMove): the parent board, the line's first square, length, stride, whether the
 * last cube stays on the board (1) or not (0), and the square the mouse steps to (x, y).
 */
const PUSH = 7;
let pushes = new Int32Array(PUSH << 12);
let cubeArena = new Int32Array(1 << 14);
let cubeTop = 0;
/** Room for board `id`: the arrays grow when full. */
function roomForBoard(id: number): void {
  if (id < boardSquares.length) return;
  const size = 2 * boardSquares.length;
  boardSquares = grownInto(boardSquares, size);
  boardLo = grownInto(boardLo, size);
  boardHi = grownInto(boardHi, size);
  boardCubesAt = grownInto(boardCubesAt, size);
  boardCubes = grownInto(boardCubes, size);
  pushes = grownInto(pushes, PUSH * size);
}
/** Board `id`'s push, kept in `pushes` until the board is made. */
function putPush(id: number, parent: number, to: number, len: number, stride: number, onBoard: boolean, x: number, y: number): void {
  const rec = id * PUSH;
  pushes[rec] = parent;
  pushes[rec + 1] = to;
  pushes[rec + 2] = len;
  pushes[rec + 3] = stride;
  pushes[rec + 4] = onBoard ? 1 : 0;
  pushes[rec + 5] = x;
  pushes[rec + 6] = y;
}
/** Room for `n` more cubes' squares in `cubeArena`. */
function roomForCubes(n: number): void {
  if (cubeTop + n > cubeArena.length) cubeArena = grownInto(cubeArena, Math.max(2 * cubeArena.length, cubeTop + n), cubeTop);
}

/**
 * The boards of a search by their 64 bits of hash (open addressing, linear probing): an id while
 * `tableMark` holds the search's mark. Of boards of one hash, the probe meets them in the order
 * they were made, as the lists per hash did before.
 */
let table = new Int32Array(1 << 13);
let tableMark = new Int32Array(1 << 13);
let tableGen = 0;
/** Places board `id` in the table (its hash's first free slot). */
function tablePut(id: number): void {
  const mask = table.length - 1;
  let i = boardLo[id]! & mask;
  while (tableMark[i] === tableGen) i = (i + 1) & mask;
  tableMark[i] = tableGen;
  table[i] = id;
}
/** A table twice the size once it is half full, the boards placed again in the order made. */
function growTable(): void {
  if (2 * boardCount <= table.length) return;
  table = new Int32Array(2 * table.length);
  tableMark = new Int32Array(table.length);
  tableGen = 1;
  for (let id = 0; id < boardCount; id++) tablePut(id);
}
function newSearchTable(): void {
  if (tableGen === 0x7fffffff) {
    tableMark.fill(0);
    tableGen = 0;
  }
  tableGen++;
  boardCount = 0;
  cubeTop = 0;
}

/**
 * The positions of a layer of the search, and of the next one, as columns: the board's id, the
 * mouse's square, what the move gained so far and the board's worth along it, and the index in
 * DIRECTIONS of the move's first step (-1 before it). Two sets swapped layer by layer.
 */
interface Layer {
  board: Int32Array;
  mouse: Int32Array;
  gained: Float64Array;
  worth: Float64Array;
  first: Int8Array;
  /** The position's entry in the trail (how the path to it went). */
  trail: Int32Array;
}
const newLayer = (n: number): Layer => ({ board: new Int32Array(n), mouse: new Int32Array(n), gained: new Float64Array(n), worth: new Float64Array(n), first: new Int8Array(n), trail: new Int32Array(n) });
let layerA = newLayer(1 << 10);
let layerB = newLayer(1 << 10);
/** `layer` with room for `n` positions (what it holds is kept). */
function roomInLayer(layer: Layer, n: number): Layer {
  if (n <= layer.board.length) return layer;
  const size = Math.max(n, 2 * layer.board.length);
  const { board, mouse, gained, worth, first, trail } = layer;
  return { board: grownInto(board, size), mouse: grownInto(mouse, size), gained: grownInto(gained, size), worth: grownInto(worth, size), first: grownInto(first, size), trail: grownInto(trail, size) };
}

/**
 * The paths of a search's positions, one entry per position kept (reused by every search): the
 * entry of the position it was reached from (-1 for the start) and the index in DIRECTIONS of
 * the step between. A position reached again on a path that gained more takes that path.
 */
let trailFrom = new Int32Array(1 << 12);
let trailDir = new Int8Array(1 << 12);
let trailTop = 0;
function newTrail(from: number, d: number): number {
  if (trailTop === trailFrom.length) {
    trailFrom = grownInto(trailFrom, 2 * trailFrom.length);
    trailDir = grownInto(trailDir, 2 * trailDir.length);
  }
  trailFrom[trailTop] = from;
  trailDir[trailTop] = d;
  return trailTop++;
}
/** The final positions of a layer (what each gained and its worth), to drop a path that reaches one with no more. */
let leafGained = new Float64Array(1 << 10);
let leafWorth = new Float64Array(1 << 10);
function roomForLeaf(n: number): void {
  if (n < leafGained.length) return;
  leafGained = grownInto(leafGained, 2 * leafGained.length);
  leafWorth = grownInto(leafWorth, 2 * leafWorth.length);
}
/** Which mice stand where in a search: 1 for another seat's, 0 elsewhere (reused). */
let miceAt = new Uint8Array(64);

/** A 32-bit mix of a whole number (the finaliser of MurmurHash3): nearby inputs give unrelated outputs. */
function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Two unrelated 32-bit hashes of "a cube of size index `c` on `square`" (Zobrist hashing: a board hashes as the XOR of its cubes'). */
const hashLo = (square: number, c: number) => mix(square * 0x9e3779b1 + c);
const hashHi = (square: number, c: number) => mix((square ^ 0x5bd1e995) * 0x27d4eb2d + c * 0x165667b1);

/** Both hashes of every square and size index (`square * kinds + c`), made once per board and number of sizes. */
const hashTables = new Map<number, { readonly lo: Uint32Array; readonly hi: Uint32Array }>();
function hashesFor(cells: number, kinds: number): { readonly lo: Uint32Array; readonly hi: Uint32Array } {
  const key = cells * 4096 + kinds;
  let t = hashTables.get(key);
  if (t !== undefined) return t;
  t = { lo: new Uint32Array(cells * kinds), hi: new Uint32Array(cells * kinds) };
  for (let i = 0; i < cells; i++) {
    for (let c = 0; c < kinds; c++) {
      t.lo[i * kinds + c] = hashLo(i, c);
      t.hi[i * kinds + c] = hashHi(i, c);
    }
  }
  hashTables.set(key, t);
  return t;
}

/**
 * Whether the board at `e` equals the board at `p` after the line of `len` cubes from `to` moved
 * one square on along `stride` (the last one over the edge unless `onBoard`), without making it:
 * the squares of the line as the push leaves them, every other square as on `p`.
 */
function samePushed(e: number, p: number, cells: number, to: number, len: number, stride: number, onBoard: boolean): boolean {
  if (arena[e + to] !== 0) return false;
  for (let k = 1; k < len; k++) if (arena[e + to + k * stride] !== arena[p + to + (k - 1) * stride]) return false;
  const end = onBoard ? to + len * stride : to + (len - 1) * stride;
  if (onBoard && arena[e + end] !== arena[p + end - stride]) return false;
  const low = Math.min(to, end);
  const high = Math.max(to, end);
  const column = stride !== 1 && stride !== -1;
  for (let i = 0; i < cells; i++) if (arena[e + i] !== arena[p + i] && (i < low || i > high || (column && (i - to) % stride !== 0))) return false;
  return true;
}

/** The weights of the squares made last, and what they were made from (each seat's steps mostly share theirs). */
interface Nearness {
  readonly tables: SquareTables;
  readonly weights: readonly number[];
  readonly late: number;
  readonly near: Float64Array;
  readonly nearEnd: Float64Array;
}
const NEARNESS_KEPT = 8;
const nearnessKept: Nearness[] = [];
let nearnessNext = 0;

/**
 * What a cube of value 1 on each square is worth where a move ends, for edges of the weights
 * `[north, east, south, west]` (`near`), and what being near any edge adds late in a round
 * (`nearEnd`). Made again only when what they are made from changed.
 */
function nearness(tables: SquareTables, weights: readonly [number, number, number, number], late: number): { near: Float64Array; nearEnd: Float64Array } {
  for (const l of nearnessKept) if (l.tables === tables && l.late === late && l.weights[0] === weights[0] && l.weights[1] === weights[1] && l.weights[2] === weights[2] && l.weights[3] === weights[3]) return l;
  const cells = tables.north.length;
  const near = new Float64Array(cells);
  const nearEnd = new Float64Array(cells);
  const [wn, we, ws, ww] = weights;
  for (let i = 0; i < cells; i++) {
    near[i] = wn * tables.north[i]! + ws * tables.south[i]! + ww * tables.west[i]! + we * tables.east[i]!;
    // At most half of what clearing the cube gains: next to an edge is good, over it better.
    nearEnd[i] = (late / 2) * tables.edgeness[i]!;
  }
  const made = { tables, weights, late, near, nearEnd };
  nearnessKept[nearnessNext] = made;
  nearnessNext = (nearnessNext + 1) % NEARNESS_KEPT;
  return made;
}

/**
 * The first step of the best move for `me`, searched breadth first: every position after one
 * step, then after two, and so on, each position once (of two paths to the same board and square,
 * the one that gained more). When the next layer of positions would pass `budget`, the positions
 * reached so far are valued as they stand (a move searched part of the way), and the best decides.
 * The steps are those of `step` in rules/board.ts, on the search's own boards: a board is copied
 * only when a step pushes cheese, and its worth follows the cubes that move. A final position is
 * looked at closely (who is near which cube) only when even the best nearness could beat the
 * best move so far; its work is counted either way, so the budget cuts where it always did.
 */
export function planMove(view: KaeseschiebenView, me: Seat, ev: ReadonlyMap<string, number>, budget = SEARCH_WORK): MovePlan {
  const size: Size = view.board;
  const { width: w, height: h } = size;
  const cells = w * h;
  const own = owners(view);
  const players = view.players.length;
  // What each player holds so far, as far as this seat can tell.
  const held = heldValues(view, ev);
  let others = -Infinity;
  for (let s = 0; s < held.length; s++) if (s !== me) others = Math.max(others, held[s]!);
  const lead = held[me]! - others;
  // A cube for an opponent far behind hurts less than one for a rival; with two players every point is a swing.
  const weight = (seat: Seat | null) => (seat === null ? 0 : seat === me ? 1 : players === 2 ? -1 : held[seat]! >= held[me]! - RIVAL ? -0.6 : -0.2);
  // A round that drags on: clearing any cube, whatever it is worth, becomes worth more and more.
  const late = Math.max(0, view.roundTurns - PATIENCE) / PATIENCE;
  // Ahead, ending the round sooner is worth something: it keeps the others from stalling it.
  const progress = (lead > 0 ? PROGRESS : 0) + late;
  // The square from which a step towards my edge pushes a cube on `i` towards it.
  const [bx, by] = BEHIND[view.edges[me]!];
  // Two cubes of a size are alike to the search; index 0 stands for an empty square.
  const sizeIds = view.sizes.map((s) => s.id);
  const value = [0];
  for (const id of sizeIds) value.push(ev.get(id)!);
  const kinds = value.length;
  const { lo: LO, hi: HI } = hashesFor(cells, kinds);
  // Late in a round, a cube worth nothing still draws the mouse and counts when cleared.
  const pull = value.map((v) => (late > 0 ? Math.max(v, 1) : v));
  // The most being behind a cube can add to a position: its pull at distance 1 (farther is less, none is 0).
  let mostPull = 0;
  for (const p of pull) if (p > mostPull) mostPull = p;
  const mostApproach = APPROACH * mostPull;
  const edgeWeight = [weight(own.north), weight(own.east), weight(own.south), weight(own.west)];
  // What a cube of value 1 on each square is worth where the move ends: by its nearness to each
  // edge, for whoever sits there; late in a round, nearer any edge is nearer the round's end
  // (linearly: on a large board the powers of NEAR vanish).
  const tables = tablesFor(w, h);
  const { near, nearEnd } = nearness(tables, edgeWeight as [number, number, number, number], late);
  const { x: xOf, y: yOf } = tables;
  if (miceAt.length < cells) miceAt = new Uint8Array(cells);
  const mice = miceAt;
  mice.fill(0, 0, cells);
  view.mice.forEach((m, s) => (mice[m] = s === me ? 0 : 1));
  // Those weights are the first work of the search; after that a board copied and keyed costs its squares.
  let work = 2 * cells;
  newSearchTable();
  /**
   * The id of the board that `parent`'s squares become when the line of `len` cubes from `to`
   * moves one square on (the last one over the edge unless `onBoard`): an earlier equal board's,
   * or a new one, only then copied. Boards of one hash are told apart square by square, and each
   * comparison costs its squares.
   */
  const boardOf = (parent: number, lo: number, hi: number, to: number, len: number, stride: number, onBoard: boolean, x: number, y: number, later: boolean): number => {
    const p = boardSquares[parent]!;
    const mask = table.length - 1;
    let i = lo & mask;
    for (; tableMark[i] === tableGen; i = (i + 1) & mask) {
      const id = table[i]!;
      if (boardLo[id] !== lo || boardHi[id] !== hi) continue;
      work += cells;
      if (samePushed(made(id), p, cells, to, len, stride, onBoard)) return id;
    }
    const id = boardCount++;
    roomForBoard(id);
    boardLo[id] = lo;
    boardHi[id] = hi;
    putPush(id, parent, to, len, stride, onBoard, x, y);
    // As many cubes as the parent, less the one pushed over the edge.
    boardCubes[id] = boardCubes[parent]! - (onBoard ? 0 : 1);
    boardSquares[id] = -1;
    if (!later) made(id);
    tableMark[i] = tableGen;
    table[i] = id;
    growTable();
    return id;
  };
  /** The squares' offset of board `id`, made from its push first if it is not made yet. */
  const made = (id: number): number => {
    const known = boardSquares[id]!;
    if (known >= 0) return known;
    const rec = id * PUSH;
    const parent = pushes[rec]!;
    const to = pushes[rec + 1]!;
    const len = pushes[rec + 2]!;
    const stride = pushes[rec + 3]!;
    const onBoard = pushes[rec + 4] === 1;
    const x = pushes[rec + 5]!;
    const y = pushes[rec + 6]!;
    const p = boardSquares[parent]!;
    const last = to + (len - 1) * stride;
    const squares = newBoard(cells);
    // Square by square: for a board this small a loop is quicker than copyWithin's call.
    const a = arena;
    for (let k = 0; k < cells; k++) a[squares + k] = a[p + k]!;
    for (let k = len - 1; k >= 0; k--) if (onBoard || k < len - 1) a[squares + to + (k + 1) * stride] = a[p + to + k * stride]!;
    a[squares + to] = 0;
    boardSquares[id] = squares;
    // Its cubes: the parent's, those of the pushed line one square on (the last one gone if it went over the edge).
    const from = boardCubesAt[parent]!;
    const count = boardCubes[parent]!;
    roomForCubes(count);
    const at = cubeTop;
    for (let k = 0; k < count; k++) {
      const c = cubeArena[from + k]!;
      // A cube of the line, pushed on: `c` lies between `to` and `last` on the line's row or column.
      const inLine = (stride === 1 || stride === -1 ? yOf[c] === y : xOf[c] === x) && (c - to) * stride >= 0 && (last - c) * stride >= 0;
      if (!inLine) cubeArena[cubeTop++] = c;
      else if (onBoard || c !== last) cubeArena[cubeTop++] = c + stride;
    }
    boardCubesAt[id] = at;
    return squares;
  };
  arenaTop = 0;
  const rootAt = newBoard(cells);
  fillRoot(view.cells, view.sizes, cells);
  for (let i = 0; i < cells; i++) arena[rootAt + i] = rootKinds[i]!;
  let rootCubes = 0;
  let rootWorth = 0;
  let rootLo = 0;
  let rootHi = 0;
  roomForCubes(cells);
  for (let n = 0; n < rootCount; n++) {
    const i = rootSquares[n]!;
    const k = rootKinds[i]!;
    cubeArena[cubeTop++] = i;
    rootCubes++;
    rootWorth += value[k]! * near[i]! + nearEnd[i]!;
    rootLo ^= LO[i * kinds + k]!;
    rootHi ^= HI[i * kinds + k]!;
  }
  boardCount = 1;
  boardSquares[0] = rootAt;
  boardLo[0] = rootLo >>> 0;
  boardHi[0] = rootHi >>> 0;
  boardCubesAt[0] = 0;
  boardCubes[0] = rootCubes;
  tablePut(0);
  /** How close the mouse on `mouse` is behind a cube of `board`, ready to push it towards its own edge. */
  const approachOf = (board: number, mouse: number): number => {
    const mx = xOf[mouse]!;
    const my = yOf[mouse]!;
    const sq = made(board);
    const from = boardCubesAt[board]!;
    const end = from + boardCubes[board]!;
    let approach = 0;
    for (let k = from; k < end; k++) {
      const i = cubeArena[k]!;
      const px = xOf[i]! + bx;
      const py = yOf[i]! + by;
      if (px >= 0 && px < w && py >= 0 && py < h) approach = Math.max(approach, pull[arena[sq + i]!]! / (1 + Math.abs(px - mx) + Math.abs(py - my)));
    }
    return approach;
  };
  let best = -Infinity;
  let bestFirst = -1;
  // The best final position's path: the entry it was reached from, and the last step (-1: none).
  let bestTrail = -1;
  let bestLast = -1;
  /** A final position (reached from trail entry `from` by step `d`): its work counted, and valued closely only if it may beat the best so far. */
  const consider = (board: number, mouse: number, gained: number, worth: number, first: number, from: number, d: number) => {
    work += boardCubes[board]! + 1;
    // gained + worth + APPROACH * (at most mostPull): no more, so not better, when not above the best.
    if (!(gained + (worth + mostApproach) > best)) return;
    const score = gained + (worth + APPROACH * approachOf(board, mouse));
    if (score > best) {
      best = score;
      bestFirst = first;
      bestTrail = from;
      bestLast = d;
    }
  };
  const left = view.left;
  const most = rootCubes + 1;
  let cur = layerA;
  let nxt = layerB;
  cur.board[0] = 0;
  cur.mouse[0] = view.mice[me]!;
  cur.gained[0] = 0;
  cur.worth[0] = rootWorth;
  cur.first[0] = -1;
  trailTop = 0;
  cur.trail[0] = newTrail(-1, -1);
  let curLen = 1;
  let depth = 0;
  let cutShort = false;
  while (depth < left && curLen > 0) {
    // The positions after one more step, each once, in the order first reached; and each final
    // position, as last valued. A key is always the one or the other: a board without cubes ends the move.
    nxt = roomInLayer(nxt, 4 * curLen);
    let nxtLen = 0;
    let leaves = 0;
    const m = newMark(4 * curLen);
    let cut = false;
    const final = depth + 1 === left;
    for (let n = 0; n < curLen && !cut; n++) {
      const nodeBoard = cur.board[n]!;
      const mouse = cur.mouse[n]!;
      const nodeGained = cur.gained[n]!;
      const nodeWorth = cur.worth[n]!;
      const nodeFirst = cur.first[n]!;
      const nodeTrail = cur.trail[n]!;
      const b = boardSquares[nodeBoard]!;
      const mx = xOf[mouse]!;
      const my = yOf[mouse]!;
      for (let d = 0; d < 4; d++) {
        // One more position costs at most a board copied and keyed, and its value; valuing this
        // layer or the next as it stands is the fallback, so the work for the larger stays in hand.
        if (depth > 0 && work + 2 * cells + 2 * most + most * Math.max(curLen, nxtLen + 1) > budget) {
          cut = true;
          break;
        }
        work += 1;
        // One step of the mouse in direction `d`; none where a mouse or the edge blocks it.
        const dx = DX[d]!;
        const dy = DY[d]!;
        const x = mx + dx;
        const y = my + dy;
        if (x < 0 || x >= w || y < 0 || y >= h) continue;
        const stride = dx + dy * w;
        const to = mouse + stride;
        if (mice[to] === 1) continue;
        const first = nodeFirst < 0 ? d : nodeFirst;
        let board = nodeBoard;
        let gained = nodeGained;
        let worth = nodeWorth;
        if (arena[b + to] !== 0) {
          // The line of cubes from `to` on, and what lies after it: an empty square or the edge.
          let len = 1;
          let ax = x + dx;
          let ay = y + dy;
          while (ax >= 0 && ax < w && ay >= 0 && ay < h && arena[b + to + len * stride] !== 0) {
            len++;
            ax += dx;
            ay += dy;
          }
          const onBoard = ax >= 0 && ax < w && ay >= 0 && ay < h;
          if (onBoard && mice[to + len * stride] === 1) continue;
          // The board is keyed before it is copied (a copy only when it is new); its worth and
          // hashes follow the cubes that move. The work counts a copy either way.
          work += cells;
          let lo = boardLo[nodeBoard]!;
          let hi = boardHi[nodeBoard]!;
          for (let k = len - 1; k >= 0; k--) {
            const from = to + k * stride;
            const c = arena[b + from]!;
            worth -= value[c]! * near[from]! + nearEnd[from]!;
            lo ^= LO[from * kinds + c]!;
            hi ^= HI[from * kinds + c]!;
            if (k === len - 1 && !onBoard) {
              gained += value[c]! * edgeWeight[d]! + progress * pull[c]!;
              continue;
            }
            worth += value[c]! * near[from + stride]! + nearEnd[from + stride]!;
            lo ^= LO[(from + stride) * kinds + c]!;
            hi ^= HI[(from + stride) * kinds + c]!;
          }
          board = boardOf(nodeBoard, lo >>> 0, hi >>> 0, to, len, stride, onBoard, x, y, final);
        }
        const key = board * cells + to;
        if (final || boardCubes[board] === 0) {
          // A position already valued with as much gained (and as much worth: two paths to one
          // board may round it differently) cannot beat the best so far, which is at least that.
          const slot = slotOf(key, m);
          if (slotMark[slot] !== m) {
            roomForLeaf(leaves);
            slotMark[slot] = m;
            slotKey[slot] = key;
            slotAt[slot] = leaves;
            leafGained[leaves] = gained;
            leafWorth[leaves] = worth;
            leaves++;
          } else {
            const at = slotAt[slot]!;
            if (gained <= leafGained[at]! && worth <= leafWorth[at]!) continue;
            leafGained[at] = gained;
            leafWorth[at] = worth;
          }
          consider(board, to, gained, worth, first, nodeTrail, d);
          continue;
        }
        const slot = slotOf(key, m);
        let at: number;
        if (slotMark[slot] !== m) {
          at = nxtLen++;
          slotMark[slot] = m;
          slotKey[slot] = key;
          slotAt[slot] = at;
          nxt.trail[at] = newTrail(nodeTrail, d);
        } else {
          at = slotAt[slot]!;
          if (!(gained > nxt.gained[at]!)) continue;
          const t = nxt.trail[at]!;
          trailFrom[t] = nodeTrail;
          trailDir[t] = d;
        }
        nxt.board[at] = board;
        nxt.mouse[at] = to;
        nxt.gained[at] = gained;
        nxt.worth[at] = worth;
        nxt.first[at] = first;
      }
    }
    if (cut) {
      cutShort = true;
      for (let n = 0; n < curLen; n++) consider(cur.board[n]!, cur.mouse[n]!, cur.gained[n]!, cur.worth[n]!, cur.first[n]!, cur.trail[n]!, -1);
      break;
    }
    const done = cur;
    cur = nxt;
    nxt = done;
    curLen = nxtLen;
    depth++;
  }
  // The layers keep the room they grew to, for the next search.
  layerA = cur;
  layerB = nxt;
  const bestDir = bestFirst < 0 ? null : DIRECTIONS[bestFirst]!;
  // Only offered steps can be sent; the search may favour none of them only if none completes.
  let offered = false;
  for (let k = 0; k < view.steps.length; k++) if (view.steps[k]!.dir === bestDir) offered = true;
  const dir = offered ? bestDir : (view.steps[0]?.dir ?? null);
  // The whole best move, walked back from its final position, when the search went to its end.
  const path: Direction[] = [];
  if (!cutShort && dir === bestDir && bestLast >= 0) {
    path.push(DIRECTIONS[bestLast]!);
    for (let t = bestTrail; t > 0; t = trailFrom[t]!) path.push(DIRECTIONS[trailDir[t]!]!);
    path.reverse();
  }
  return { dir, work, depth, path: Object.freeze(path) };
}

export const bots = {
  random: () => randomBot<KaeseschiebenView, KaeseschiebenEvent>(),
  tactician: tacticianBot,
} as const;
