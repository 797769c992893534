/**
 * Chance made explicit (OpenSpiel's chance nodes): game actions draw randomness only through a
 * `Chance` opened on the generator state kept in their context, and every draw is written, by
 * kind, to the `ChanceRecorder` of the step. A log holds these draws, so a game can be audited
 * without our generator, and replay checks each one by its kind with no game-specific code.
 */
import type { Face } from '@regelwerk/dsl';
import { canonical } from './canonical.js';
import type { Problem } from './result.js';
import { Rng, type RngState } from './rng.js';

/** A die by name, one face per side (a face listed twice comes up twice as often). */
export interface NamedDie<F extends Face = Face> {
  readonly id: string;
  readonly faces: readonly F[];
}

/** One draw of chance, as logs record it. Items of shuffles and deals are plain JSON values. */
export type Draw =
  /** Dice of one named die thrown together: the value each shows, in the order thrown. */
  | { readonly kind: 'dice'; readonly die: string; readonly values: readonly Face[] }
  /** A lot among `among` choices (who starts): the chosen index. */
  | { readonly kind: 'lot'; readonly name: string; readonly among: number; readonly value: number }
  /** A deck put in random order: its items in the new order. */
  | { readonly kind: 'shuffle'; readonly deck: string; readonly items: readonly unknown[] }
  /** A deck shuffled and handed out: each hand's items. */
  | { readonly kind: 'deal'; readonly deck: string; readonly hands: readonly (readonly unknown[])[] }
  /** Anything else a game builds from the generator (a board): the value built. */
  | { readonly kind: 'generated'; readonly name: string; readonly value: unknown };

/**
 * Collects the draws of one step (or of the set-up). A draw holds copies of what the game got
 * (the dice, the shuffled deck, the hands, the board): a log handed out, or a draw frozen by the
 * session, shares nothing with the game's context.
 */
export class ChanceRecorder {
  readonly draws: Draw[] = [];
  private faces: Map<string, readonly Face[]> | undefined;

  /**
   * `keep`: whether draws are recorded. `lend`, for a recorder one session owns (see `lending`):
   * hands out one generator again and again, taken back when the action that opened it returns.
   */
  constructor(
    readonly keep = true,
    private readonly lend = false,
  ) {}

  /**
   * A recorder that keeps nothing and lends its one generator to one step at a time: for a
   * simulation, where making a generator for every throw costs a tenth of the step. The fast
   * interpreter takes it back when the step ends (`stepDone`); a second one opened meanwhile,
   * or one asked for outside a step, is a generator of its own. So an action uses what it opened
   * before it returns, as every action does: it stores `state()` back into its context.
   */
  static lending(): ChanceRecorder {
    return new ChanceRecorder(false, true);
  }

  /** The generator a lending recorder lends, and whether an action holds it now. */
  private spare: Chance | undefined;
  private lent = false;

  /**
   * A generator on a stored state (a context's `rng`); store `state()` back after drawing. Each
   * call hands out a generator of its own, also from a recorder that keeps nothing and is shared
   * by everyone (`IGNORE_CHANCE`): two held at once never draw from each other's state. (Only a
   * lending recorder hands out one again, once the action that held it has returned.)
   */
  from(state: RngState): Chance {
    if (this.lend && !this.lent) {
      this.lent = true;
      return this.spare === undefined ? (this.spare = new Chance(state, this)) : this.spare.reset(state);
    }
    return new Chance(state, this);
  }

  /** @internal Called by the fast interpreter when a step ends: what `from` lent may be lent again. */
  stepDone(): void {
    this.lent = false;
  }

  /** @internal Called by `Chance` for each draw. */
  record(draw: Draw, die?: NamedDie): void {
    if (!this.keep) return;
    this.draws.push(draw);
    if (die) (this.faces ??= new Map()).set(die.id, die.faces);
  }

  /** The faces of a die drawn through this recorder. */
  facesOf(die: string): readonly Face[] | undefined {
    return this.faces?.get(die);
  }
}

/** A recorder that keeps nothing: for runs that write no log (simulations, the XState actor). */
export const IGNORE_CHANCE: ChanceRecorder = new ChanceRecorder(false);

/** Draws from a generator state, recording each draw; the only way game actions use randomness. */
export class Chance {
  private readonly rng: Rng;

  constructor(
    state: RngState,
    private readonly recorder: ChanceRecorder,
  ) {
    this.rng = new Rng(state);
  }

  /** @internal Sets the generator to `state` (see `ChanceRecorder.lending`). */
  reset(state: RngState): this {
    this.rng.reset(state);
    return this;
  }

  /** Throws `count` dice of `die`. */
  dice<F extends Face>(die: NamedDie<F>, count: number): F[] {
    const values: F[] = [];
    const faces = die.faces;
    for (let i = 0; i < count; i++) values.push(faces[this.rng.int(faces.length)]!);
    if (this.recorder.keep) this.recorder.record({ kind: 'dice', die: die.id, values: values.slice() }, die);
    return values;
  }

  /**
   * Throws again the dice of `dice` (a throw of `count` dice of `die`) whose bit is clear in
   * `keptMask`, leaving those whose bit is set: a new array of `count` values. One dice draw is
   * recorded, the values thrown in die order (the same as `dice(die, thrown)` with the values
   * laid on the free dice in order). Dice past the end of `dice` are always thrown.
   */
  rethrow<F extends Face>(die: NamedDie<F>, dice: readonly F[], count: number, keptMask: number): F[] {
    // Made at its size: a list grown by `push` from empty reserves room for many more.
    const out = new Array<F>(count);
    const faces = die.faces;
    const keep = this.recorder.keep;
    const values: F[] | undefined = keep ? [] : undefined;
    for (let i = 0; i < count; i++) {
      if ((keptMask & (1 << i)) !== 0 && i < dice.length) out[i] = dice[i]!;
      else {
        const v = faces[this.rng.int(faces.length)]!;
        out[i] = v;
        values?.push(v);
      }
    }
    if (keep) this.recorder.record({ kind: 'dice', die: die.id, values: values! }, die);
    return out;
  }

  /** A whole number from 0 to `among - 1`, drawn by lot (e.g. the seat that starts). */
  lot(name: string, among: number): number {
    const value = this.rng.int(among);
    this.recorder.record({ kind: 'lot', name, among, value });
    return value;
  }

  shuffle<T>(deck: string, items: readonly T[]): T[] {
    const shuffled = this.rng.shuffle(items);
    if (this.recorder.keep) this.recorder.record({ kind: 'shuffle', deck, items: shuffled.slice() });
    return shuffled;
  }

  /** Shuffles `items` and hands them out in hands of `sizes` (which add up to the whole deck). */
  deal<T>(deck: string, items: readonly T[], sizes: readonly number[]): T[][] {
    if (sizes.reduce((a, b) => a + b, 0) !== items.length) throw new Error(`Chance.deal: hands of ${sizes.join('+')} do not add up to the ${items.length} items of ${deck}`);
    const shuffled = this.rng.shuffle(items);
    let at = 0;
    const hands = sizes.map((n) => shuffled.slice(at, (at += n)));
    if (this.recorder.keep) this.recorder.record({ kind: 'deal', deck, hands: hands.map((h) => h.slice()) });
    return hands;
  }

  /** Builds something from the generator (a board); a copy of the result is recorded (plain data). */
  generate<T>(name: string, make: (rng: Rng) => T): T {
    const value = make(this.rng);
    if (this.recorder.keep) this.recorder.record({ kind: 'generated', name, value: structuredClone(value) });
    return value;
  }

  /** The generator state after the draws, to store back in the context. */
  state(): RngState {
    return this.rng.state();
  }
}

const sortedCanonical = (items: readonly unknown[]) => items.map(canonical).sort().join(',');

/**
 * Checks the draws a log records for a step against the draws the seed gives (in `expected`):
 * first whether each logged draw is possible at all for its kind (a value the die shows, an
 * order of the same deck, a lot within range), then whether it is the one the seed gives.
 */
export function checkDraws(logged: unknown, expected: ChanceRecorder): Omit<Problem, 'step'> | null {
  const impossible = (message: string) => ({ code: 'chance/impossible', message });
  const mismatch = (message: string) => ({ code: 'chance/mismatch', message });
  if (!Array.isArray(logged)) return mismatch(`expected a list of draws, the log has ${canonical(logged)}`);
  for (const [i, want] of expected.draws.entries()) {
    const got = logged[i] as Record<string, unknown> | undefined;
    if (got === undefined || typeof got !== 'object' || got === null || got.kind !== want.kind) {
      return mismatch(`the seed gives a ${want.kind} draw here (${canonical(want)}), the log has ${got === undefined ? 'none' : canonical(got)}`);
    }
    const problem = impossibility(got, want, expected);
    if (problem) return impossible(problem);
    if (canonical(got) !== canonical(want)) return mismatch(`chance gave ${canonical(got)} in the log, but the seed gives ${canonical(want)}`);
  }
  if (logged.length > expected.draws.length) return mismatch(`the log records ${logged.length} draws here, the seed gives ${expected.draws.length}`);
  return null;
}

/** Why a logged draw cannot have happened, judged by its kind; null when it could. */
function impossibility(got: Record<string, unknown>, want: Draw, expected: ChanceRecorder): string | null {
  switch (want.kind) {
    case 'dice': {
      const faces = expected.facesOf(want.die) ?? [];
      if (got.die !== want.die || !Array.isArray(got.values) || got.values.length !== want.values.length) return null;
      const bad = got.values.find((v) => !faces.includes(v as Face));
      return bad === undefined ? null : `a die shows ${JSON.stringify(bad)}, which the die "${want.die}" does not have (faces ${faces.join(', ')})`;
    }
    case 'lot':
      return Number.isInteger(got.value) && (got.value as number) >= 0 && (got.value as number) < want.among
        ? null
        : `a lot among ${want.among} cannot fall on ${JSON.stringify(got.value)}`;
    case 'shuffle':
      return Array.isArray(got.items) && sortedCanonical(got.items) === sortedCanonical(want.items) ? null : `the shuffled ${want.deck} is not an order of that deck`;
    case 'deal': {
      const hands = got.hands;
      if (!Array.isArray(hands) || !hands.every(Array.isArray)) return `the deal of ${want.deck} is not a list of hands`;
      return sortedCanonical(hands.flat()) === sortedCanonical(want.hands.flat()) ? null : `the hands dealt from ${want.deck} are not that deck`;
    }
    case 'generated':
      return null;
  }
}
