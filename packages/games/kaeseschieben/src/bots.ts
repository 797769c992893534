import { randomBot, type Bot, type Seat } from '@regelwerk/engine';
import type { Direction, Edge, KaeseschiebenEvent } from './context.js';
import { DIRECTIONS, EMPTY, isBlocked, step, type Size } from './rules/board.js';
import type { KaeseschiebenRules } from './schema/rules.js';
import type { KaeseschiebenView } from './view.js';

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
  for (const s of view.sizes) {
    let known = 0;
    let wormy = 0;
    for (const cubes of [...view.won, view.out]) {
      for (const c of cubes) {
        if (c.size !== s.id || c.worm === null) continue;
        known += 1;
        if (c.worm) wormy += 1;
      }
    }
    const unknown = s.count - known;
    const p = unknown > 0 ? Math.max(0, s.worms - wormy) / unknown : 0;
    out.set(s.id, (1 - p) * s.value + p * view.wormyValue);
  }
  return out;
}

/**
 * Decides from its view alone. On its move it searches every complete sequence of the steps
 * left and values where it ends: each cube pushed over an edge by its expected value (size and the
 * chance of a worm from what it can see), for itself or against the player who gets it; each cube
 * left on the board by how close it lies to whose edge. It takes the first step of the best
 * sequence (and plans again at the next step). For the last cube's bonus it takes the size worth
 * most from the player with the most points in sight.
 */
export function tacticianBot(_rules: KaeseschiebenRules): Bot<KaeseschiebenView, KaeseschiebenEvent> {
  return {
    id: 'tactician',
    description: 'searches every complete move and values the cheese it pushes over edges and leaves near them',
    decide(view, legal) {
      if (legal.length === 1) return legal[0]!;
      const ev = expectedValues(view);
      const me = view.toMove!;
      if (legal[0]!.type === 'cube.take') {
        const estimate = view.won.map((cubes) => cubes.reduce((a, c) => a + (c.worm === null ? ev.get(c.size)! : c.worm ? view.wormyValue : (view.sizes.find((s) => s.id === c.size)?.value ?? 0)), 0));
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
        return best;
      }
      const dir = planMove(view, me, ev);
      return legal.find((e) => e.type === 'mouse.step' && e.dir === dir) ?? legal[0]!;
    },
  };
}

/** Who sits at each edge, from the view. */
function owners(view: KaeseschiebenView): Record<Edge, Seat | null> {
  const out: Record<Edge, Seat | null> = { north: null, east: null, south: null, west: null };
  view.edges.forEach((e, s) => (out[e] = s));
  return out;
}

/** The first step of the best complete move for `me`. */
export function planMove(view: KaeseschiebenView, me: Seat, ev: ReadonlyMap<string, number>): Direction | null {
  const size: Size = view.board;
  const { width: w, height: h } = size;
  const own = owners(view);
  const players = view.players.length;
  // What each player holds so far, as far as this seat can tell.
  const held = view.won.map((cubes) => cubes.reduce((a, c) => a + (c.worm === null ? ev.get(c.size)! : c.worm ? view.wormyValue : (view.sizes.find((s) => s.id === c.size)?.value ?? 0)), 0));
  const lead = held[me]! - Math.max(...held.filter((_, s) => s !== me));
  // A cube for an opponent far behind hurts less than one for a rival; with two players every point is a swing.
  const weight = (seat: Seat | null) => (seat === null ? 0 : seat === me ? 1 : players === 2 ? -1 : held[seat]! >= held[me]! - RIVAL ? -0.6 : -0.2);
  // Ahead, ending the round sooner is worth something: it keeps the others from stalling it.
  const progress = (lead > 0 ? PROGRESS : 0) + Math.max(0, view.roundTurns - PATIENCE) / PATIENCE;
  // The square from which a step towards my edge pushes a cube on `i` towards it.
  const towards = view.edges[me]!;
  const [bx, by] = BEHIND[towards];
  const sizeOf = new Map<number, string>();
  const board = view.cells.map((c, i) => {
    if (c === null) return EMPTY;
    sizeOf.set(i, c);
    return i;
  });
  const edgeWeight: Record<Edge, number> = { north: weight(own.north), east: weight(own.east), south: weight(own.south), west: weight(own.west) };
  /** Where the move ends: cubes on the board by their nearness to each edge. */
  const position = (b: readonly number[], mouse: number): number => {
    let total = 0;
    let approach = 0;
    const mx = mouse % w;
    const my = (mouse - mx) / w;
    for (let i = 0; i < b.length; i++) {
      const id = b[i]!;
      if (id === EMPTY) continue;
      const v = ev.get(sizeOf.get(id)!)!;
      const x = i % w;
      const y = (i - x) / w;
      total += v * (edgeWeight.north * NEAR ** (y + 1) + edgeWeight.south * NEAR ** (h - y) + edgeWeight.west * NEAR ** (x + 1) + edgeWeight.east * NEAR ** (w - x));
      const px = x + bx;
      const py = y + by;
      if (px >= 0 && px < w && py >= 0 && py < h) approach = Math.max(approach, v / (1 + Math.abs(px - mx) + Math.abs(py - my)));
    }
    return total + APPROACH * approach;
  };
  let best = -Infinity;
  let bestDir: Direction | null = null;
  const seen = new Map<string, number>();
  const search = (b: readonly number[], mice: readonly number[], left: number, gained: number, first: Direction | null): void => {
    if (left === 0 || b.every((c) => c === EMPTY)) {
      const score = gained + position(b, mice[me]!);
      if (score > best) {
        best = score;
        bestDir = first;
      }
      return;
    }
    // The same board and mouse with as many steps left gives the same results: search it once.
    const key = `${left}/${mice[me]}/${gained}/${b.join()}`;
    if (seen.has(key)) return;
    seen.set(key, 1);
    for (const dir of DIRECTIONS) {
      const r = step(size, b, mice, mice[me]!, dir);
      if (isBlocked(r)) continue;
      const moved = mice.map((m, i) => (i === me ? r.to : m));
      const g = r.over ? gained + ev.get(sizeOf.get(r.over.cube)!)! * (edgeWeight[r.over.edge] + progress) : gained;
      search(r.board, moved, left - 1, g, first ?? dir);
    }
  };
  search(board, view.mice, view.left, 0, null);
  // Only offered steps can be sent; the search may favour none of them only if none completes.
  return view.steps.some((s) => s.dir === bestDir) ? bestDir : (view.steps[0]?.dir ?? null);
}

export const bots = {
  random: () => randomBot<KaeseschiebenView, KaeseschiebenEvent>(),
  tactician: tacticianBot,
} as const;
