/**
 * Exact odds for "throw, set dice aside, throw again" games, general over the die, the number
 * of dice, the keep rules, the rules for turning dice and the goal.
 *
 * A state is the multiset of dice on the table, the part of it set aside (when the keep rules or
 * a turn's origin make that matter), whether it is the turn's first throw (when a turn rule
 * needs it) and whether it came from a single throw of all dice. After each throw the player may
 * stop, or set dice aside (possibly turning some, e.g. two sixes into a one) and throw the rest.
 * The best strategy toward a goal is found by dynamic programming over throws left.
 */
import type { Face } from '@regelwerk/dsl';
import { faceComparator, throwDistribution, type DiceThrow } from './multisets.js';

export interface DiceTurn<F extends Face = Face> {
  /** Dice showing these faces… */
  readonly from: readonly F[];
  /** …may be turned to show these instead (and stay aside; the others of `from` are thrown again). */
  readonly to: readonly F[];
  /**
   * Where the dice turned must come from (default `any`): `same-throw`, the throw just made
   * (none of them lay aside at it); `first-throw`, the turn's first throw, so only right after it.
   */
  readonly origin?: 'any' | 'same-throw' | 'first-throw';
  /** Throws the turning costs besides the throw it is part of (default 0): `turn 6 6 6 into 1 1 costs 1 throw`. */
  readonly cost?: number;
}

export interface KeepRules<F extends Face = Face> {
  /** Dice set aside may be thrown again at a later throw (default true). */
  readonly reuseSetAside?: boolean;
  /** Before each further throw, at least this many more dice go aside (default 0). */
  readonly keepAtLeast?: number;
  /** Only dice showing these faces may be set aside (a die turned into one of them counts); default any. */
  readonly only?: readonly F[] | null;
}

export interface DiceGame<F extends Face = Face> {
  /** The die's faces, one per side (repeats weigh more). */
  readonly faces: readonly F[];
  readonly count: number;
  readonly turns?: readonly DiceTurn<F>[];
  readonly keep?: KeepRules<F>;
}

/** Whether dice (in face order) reach the goal; `fromHand`: they came in one throw of all dice. */
export type DiceGoal<F extends Face = Face> = (dice: readonly F[], fromHand: boolean) => boolean;

/** A keep decision and where it leads. */
interface Option<F> {
  /** The dice kept (after turning), in face order. */
  readonly kept: readonly F[];
  /** Index into `turns` when this option turns dice. */
  readonly turn: number | null;
  readonly fromHand: boolean;
  readonly next: readonly { readonly state: number; readonly p: number }[];
}

interface State<F> {
  readonly dice: readonly F[];
  /** Dice set aside that count for the keep rules (empty when they do not matter). */
  readonly aside: readonly F[];
  /** Whether these dice are the turn's first throw (always false when no rule asks). */
  readonly first: boolean;
}

export interface KeepAdvice<F extends Face = Face> {
  /** True when stopping is at least as good as any throw. */
  readonly stop: boolean;
  /** Values to keep (before turning), in face order; the rest are thrown again. */
  readonly keep: readonly F[];
  /** The turn rule to apply to kept dice, if any. */
  readonly turn: number | null;
  /** Chance of reaching the goal with the best play from here. */
  readonly probability: number;
}

const keyOf = (dice: readonly Face[]) => dice.join(' ');

/** Removes `part` from `whole` (both multisets); undefined when `part` is not contained. */
function without<F>(whole: readonly F[], part: readonly F[]): F[] | undefined {
  const rest = [...whole];
  for (const v of part) {
    const i = rest.indexOf(v);
    if (i < 0) return undefined;
    rest.splice(i, 1);
  }
  return rest;
}

export class KeepOdds<F extends Face = Face> {
  private readonly states: State<F>[] = [];
  private readonly index = new Map<string, number>();
  private readonly options: Option<F>[][] = [];
  private readonly first: readonly { state: number; p: number }[];
  private readonly rolls: DiceThrow<F>[][] = [];
  private readonly compare: (a: F, b: F) => number;
  private readonly turns: readonly DiceTurn<F>[];
  private readonly reuse: boolean;
  private readonly atLeast: number;
  /** Whether what is set aside is part of the state: when it cannot be thrown again, must grow, or may not be turned. */
  private readonly tracksAside: boolean;
  /** Whether the turn's first throw is a state of its own: when a turn rule works only right after it. */
  private readonly tracksFirst: boolean;
  private readonly only: readonly F[] | null;
  /** The states a throw of the rest leads to, and their chances, by the dice kept (see `optionsFor`). */
  private readonly afterKeeping = new Map<string, readonly { readonly state: number; readonly p: number }[]>();
  private readonly successes = new WeakMap<DiceGoal<F>, Uint8Array>();
  private readonly tables = new WeakMap<DiceGoal<F>, Float64Array[]>();

  constructor(private readonly game: DiceGame<F>) {
    this.compare = faceComparator(game.faces);
    this.turns = game.turns ?? [];
    this.reuse = game.keep?.reuseSetAside !== false;
    this.atLeast = game.keep?.keepAtLeast ?? 0;
    this.only = game.keep?.only ?? null;
    this.tracksAside = !this.reuse || this.atLeast > 0 || this.turns.some((t) => t.origin === 'same-throw');
    this.tracksFirst = this.turns.some((t) => t.origin === 'first-throw');
    for (let m = 0; m <= game.count; m++) this.rolls.push(throwDistribution(game.faces, m));
    this.first = this.rolls[game.count]!.map((r) => ({ state: this.stateOf(r.dice, [], true), p: r.probability }));
    // Every state reachable from the first throw; `stateOf` appends the new ones as they appear.
    for (let s = 0; s < this.states.length; s++) this.options.push(this.optionsFor(this.states[s]!));
  }

  private sorted(dice: readonly F[]): F[] {
    return [...dice].sort(this.compare);
  }

  private key(dice: readonly F[], aside: readonly F[], first: boolean): string {
    return `${keyOf(dice)}|${this.tracksAside ? keyOf(aside) : ''}|${this.tracksFirst && first ? 'first' : ''}`;
  }

  private stateOf(dice: readonly F[], aside: readonly F[], first = false): number {
    const kept = this.tracksAside ? aside : [];
    const key = this.key(dice, kept, first);
    let s = this.index.get(key);
    if (s === undefined) {
      s = this.states.length;
      this.states.push({ dice, aside: kept, first: this.tracksFirst && first });
      this.index.set(key, s);
    }
    return s;
  }

  private keepable(dice: readonly F[]): boolean {
    const only = this.only;
    return only === null || dice.every((d) => only.includes(d));
  }

  /** Whether turn `t` may turn dice of this state: they came from where it says. */
  private turnable(t: DiceTurn<F>, { dice, aside, first }: State<F>): boolean {
    if (t.origin === 'first-throw') return first;
    // Dice of the throw just made: those not aside at it.
    if (t.origin === 'same-throw') return without(without(dice, aside)!, t.from) !== undefined;
    return true;
  }

  private optionsFor(state: State<F>): Option<F>[] {
    const { dice, aside } = state;
    const { count } = this.game;
    const seen = new Set<string>();
    const out: Option<F>[] = [];
    const add = (chosen: number, kept: F[], turn: number | null) => {
      const sorted = this.sorted(kept);
      const id = `${keyOf(sorted)}|${turn}`;
      if (seen.has(id) || sorted.length >= count || chosen < aside.length + this.atLeast || !this.keepable(sorted)) return;
      seen.add(id);
      // Where a throw of the rest leads depends only on the dice kept: many states keep the same.
      const keptKey = keyOf(sorted);
      let next = this.afterKeeping.get(keptKey);
      if (!next) {
        next = this.rolls[count - sorted.length]!.map((r) => ({ state: this.stateOf(this.sorted([...sorted, ...r.dice]), sorted), p: r.probability }));
        this.afterKeeping.set(keptKey, next);
      }
      out.push({ kept: sorted, turn, fromHand: sorted.length === 0 && turn === null, next });
    };
    const turns = this.turns.map((t) => this.turnable(t, state));
    for (let mask = 0; mask < 1 << dice.length; mask++) {
      const kept = dice.filter((_, i) => (mask >> i) & 1);
      if (!this.reuse && !without(kept, aside)) continue;
      add(kept.length, kept, null);
      this.turns.forEach((t, ti) => {
        if (!turns[ti]) return;
        const rest = without(kept, t.from);
        if (rest) add(kept.length, [...rest, ...t.to], ti);
      });
    }
    return out;
  }

  /** Which states reach the goal: index state*2 + fromHand. */
  private success(goal: DiceGoal<F>): Uint8Array {
    let v = this.successes.get(goal);
    if (!v) {
      v = new Uint8Array(this.states.length * 2);
      for (let s = 0; s < this.states.length; s++) {
        v[s * 2] = goal(this.states[s]!.dice, false) ? 1 : 0;
        v[s * 2 + 1] = goal(this.states[s]!.dice, true) ? 1 : 0;
      }
      this.successes.set(goal, v);
    }
    return v;
  }

  /** Chance of success with k throws left from each state: index state*2 + fromHand. */
  private table(goal: DiceGoal<F>, k: number): Float64Array {
    let byK = this.tables.get(goal);
    if (!byK) this.tables.set(goal, (byK = []));
    const cached = byK[k];
    if (cached) return cached;
    const success = this.success(goal);
    const v = new Float64Array(this.states.length * 2);
    const prev = k > 0 ? this.table(goal, k - 1) : null;
    for (let s = 0; s < this.states.length; s++) {
      for (let fh = 0; fh < 2; fh++) {
        if (success[s * 2 + fh] === 1) {
          v[s * 2 + fh] = 1;
          continue;
        }
        if (!prev) continue;
        let best = 0;
        for (const o of this.options[s]!) {
          const f = o.fromHand ? 1 : 0;
          // A turn that costs throws leaves fewer after it; with too few left it is no option.
          const cost = o.turn === null ? 0 : (this.turns[o.turn]!.cost ?? 0);
          const after = cost === 0 ? prev : k - 1 - cost >= 0 ? this.table(goal, k - 1 - cost) : null;
          if (!after) continue;
          let p = 0;
          for (const n of o.next) p += n.p * after[n.state * 2 + f]!;
          if (p > best) best = p;
        }
        v[s * 2 + fh] = best;
      }
    }
    byK[k] = v;
    return v;
  }

  /** Chance of reaching the goal within `throws` throws, playing as well as possible. */
  bestPlay(goal: DiceGoal<F>, throws: number): number {
    if (throws < 1) return 0;
    const t = this.table(goal, throws - 1);
    let p = 0;
    for (const f of this.first) p += f.p * t[f.state * 2 + 1]!;
    return p;
  }

  /**
   * The best decision with these dice on the table, `aside` of them set aside at earlier throws
   * (it matters when set-aside dice stay aside, or may not be turned), `first` when they are the
   * turn's first throw, and `throwsLeft` throws still allowed.
   */
  advise(dice: readonly F[], fromHand: boolean, throwsLeft: number, goal: DiceGoal<F>, aside: readonly F[] = [], first = false): KeepAdvice<F> {
    const sorted = this.sorted(dice);
    const s = this.index.get(this.key(sorted, this.sorted(aside), first));
    if (s === undefined) throw new Error(`KeepOdds.advise: ${keyOf(dice)} (aside ${keyOf(aside)}) is not a position of ${this.game.count} dice`);
    const fh = fromHand ? 1 : 0;
    const now = this.success(goal)[s * 2 + fh]!;
    if (now === 1 || throwsLeft < 1) return { stop: true, keep: sorted, turn: null, probability: now };
    const prev = this.table(goal, throwsLeft - 1);
    let best: Option<F> | undefined;
    let bestP = -1;
    for (const o of this.options[s]!) {
      const cost = o.turn === null ? 0 : (this.turns[o.turn]!.cost ?? 0);
      const after = cost === 0 ? prev : throwsLeft - 1 - cost >= 0 ? this.table(goal, throwsLeft - 1 - cost) : null;
      if (!after) continue;
      let p = 0;
      for (const n of o.next) p += n.p * after[n.state * 2 + (o.fromHand ? 1 : 0)]!;
      if (p > bestP + 1e-12) {
        best = o;
        bestP = p;
      }
    }
    if (!best || bestP <= now) return { stop: true, keep: sorted, turn: null, probability: now };
    // Report the kept values before turning, so the caller can find those dice on the table.
    const turn = best.turn === null ? null : this.turns[best.turn]!;
    const keep = turn === null ? best.kept : this.sorted([...without(best.kept, turn.to)!, ...turn.from]);
    return { stop: false, keep, turn: best.turn, probability: bestP };
  }
}
