/**
 * Figures a game reports per simulated game (rounds, points, steals…), for comparing two rule
 * sets: each game names its figures and works out their values from the finished game, with an
 * optional look at every decision on the way. Playing games without figures costs nothing extra.
 */
import type { GameEvent, Outcome } from './contract.js';
import type { FastSnapshot } from './fast-machine.js';
import { deepFreeze } from './frozen.js';
import type { LocalText } from './module.js';

/** A figure a game reports per simulated game, for comparing rule sets. */
export interface FigureDef {
  readonly id: string;
  readonly label: LocalText;
  /** `mean`: a number per game, averaged. `share`: 1 or 0 per game (it happened or not), a proportion. */
  readonly kind: 'mean' | 'share';
  /** Digits after the point when shown (default 2; a share is shown as a percentage). */
  readonly digits?: number;
}

/** Figures several games report, worded once: points per player, turns per game, whether the starter won. */
export const SHARED_FIGURES = deepFreeze({
  points: { id: 'points', label: { en: 'Points per player', de: 'Punkte pro Spieler' }, kind: 'mean', digits: 2 },
  turns: { id: 'turns', label: { en: 'Turns per game', de: 'Züge pro Spiel' }, kind: 'mean', digits: 1 },
  starterWins: { id: 'starterWins', label: { en: 'The starter wins', de: 'Der Startspieler gewinnt' }, kind: 'share' },
} as const satisfies Readonly<Record<string, FigureDef>>);

/** Counters a game's `observe` keeps during one game (each starts at 0 when read as `memo[k] ?? 0`). */
export type FigureMemo = Record<string, number>;

/** A game's figures: what they are, and how to read them off one played game. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface FigureHook<C = any, E extends GameEvent = any> {
  readonly defs: readonly FigureDef[];
  /**
   * Optional: called after every decision with the decision and the snapshot after it (which may
   * change in place after the call: read what you need now). Counts go into `memo`, a fresh one
   * per game. Leave it out when the finished game tells everything.
   */
  observe?(memo: FigureMemo, event: E, after: FastSnapshot<C>): void;
  /**
   * The figures of one finished game by id; a figure left out (or undefined) does not count for
   * this game. A `share` is 1 or 0.
   */
  values(final: FastSnapshot<C>, outcome: Outcome, memo: Readonly<FigureMemo>): Readonly<Record<string, number | undefined>>;
}

/** A figure over many games, with its 95 % interval. */
export interface FigureStat {
  readonly n: number;
  readonly mean: number;
  readonly low: number;
  readonly high: number;
}

const Z = 1.96;

/** A figure accumulator's running sums as plain data, to send between threads: `[n, mean, M2]`. */
export type FigureSums = readonly [n: number, mean: number, m2: number];

/** Running sums of one figure (Welford's method, so long runs keep their precision). */
export class FigureAccumulator {
  n = 0;
  private m = 0;
  private s = 0;

  /** The sums as data (see `merge`). */
  sums(): FigureSums {
    return [this.n, this.m, this.s];
  }

  /**
   * Adds the games of another accumulator's sums (Chan's pairwise formula). The result depends
   * on the order of merging, so callers that need the same figures every time merge in a fixed
   * order (compare.ts merges chunks in index order).
   */
  merge([n, m, s]: FigureSums): void {
    if (n === 0) return;
    if (this.n === 0) {
      [this.n, this.m, this.s] = [n, m, s];
      return;
    }
    const total = this.n + n;
    const d = m - this.m;
    this.m += (d * n) / total;
    this.s += s + (d * d * this.n * n) / total;
    this.n = total;
  }

  add(x: number): void {
    this.n++;
    const d = x - this.m;
    this.m += d / this.n;
    this.s += d * (x - this.m);
  }

  /** A mean ± 1.96·s/√n; a share by Wilson's interval (which stays inside 0..1 and is not empty at 0 or 1). */
  stat(kind: FigureDef['kind']): FigureStat {
    const { n, m } = this;
    if (n === 0) return { n, mean: 0, low: 0, high: 0 };
    if (kind === 'share') {
      const z2 = Z * Z;
      const denom = 1 + z2 / n;
      const centre = (m + z2 / (2 * n)) / denom;
      const half = (Z * Math.sqrt((m * (1 - m)) / n + z2 / (4 * n * n))) / denom;
      return { n, mean: m, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
    }
    const sd = n > 1 ? Math.sqrt(this.s / (n - 1)) : 0;
    const half = (Z * sd) / Math.sqrt(n);
    return { n, mean: m, low: m - half, high: m + half };
  }
}

/** Whether two intervals do not overlap: a rough signal that a figure changed, not a statistical test. */
export function intervalsDiffer(a: FigureStat, b: FigureStat): boolean {
  if (a.n === 0 || b.n === 0) return false;
  return a.high < b.low || b.high < a.low;
}
