/**
 * Exact odds for "throw, set dice aside, throw again" games, general over the die, the number of
 * dice, the ranking of throws and the rules for turning dice. A state is the multiset of dice on
 * the table and whether it came from a single throw of all dice. After each throw the player may
 * stop, or set any dice aside (possibly turning some, e.g. two sixes into a one) and throw the
 * rest; set-aside dice may be thrown again later. The best strategy is found by dynamic
 * programming over throws left, for each target rank.
 */
import { allThrows, throwProbability } from '@regelwerk/dsl';

export interface DiceRanking {
  /** The die's faces, one per side (repeats weigh more). */
  readonly faces: readonly number[];
  readonly count: number;
  /** Rank of a throw (0 is best), given its dice sorted high to low and whether it came in one throw. */
  rank(sortedDice: readonly number[], fromHand: boolean): number;
  /** Set-aside dice showing `from` may be turned to show `to`. */
  readonly turns: readonly { readonly from: readonly number[]; readonly to: readonly number[] }[];
}

export interface RollOutcome {
  /** Sorted high to low. */
  readonly dice: readonly number[];
  readonly probability: number;
}

/** A keep decision and where it leads. */
interface Option {
  /** The dice values kept (after turning), sorted high to low. */
  readonly kept: readonly number[];
  /** Index into `turns` when this option turns dice. */
  readonly turn: number | null;
  readonly fromHand: boolean;
  readonly next: readonly { readonly state: number; readonly p: number }[];
}

export interface KeepAdvice {
  /** True when stopping is at least as good as any throw. */
  readonly stop: boolean;
  /** Values to keep (before turning), sorted high to low; the rest are thrown again. */
  readonly keep: readonly number[];
  /** The turn rule to apply to kept dice, if any. */
  readonly turn: number | null;
  /** Chance of ending at the target rank or better with the best play from here. */
  readonly probability: number;
}

const keyOf = (dice: readonly number[]) => dice.join(' ');
const desc = (a: number, b: number) => b - a;

/** Every multiset of `m` dice with its chance, sorted high to low (the rule compiler's enumeration). */
export function rollDistribution(faces: readonly number[], m: number): RollOutcome[] {
  return allThrows(faces, m).map((dice) => ({ dice, probability: throwProbability(dice, faces) }));
}

/** Removes `part` from `whole` (both multisets); undefined when `part` is not contained. */
function without(whole: readonly number[], part: readonly number[]): number[] | undefined {
  const rest = [...whole];
  for (const v of part) {
    const i = rest.indexOf(v);
    if (i < 0) return undefined;
    rest.splice(i, 1);
  }
  return rest;
}

export class DiceOdds {
  private readonly states: (readonly number[])[];
  private readonly index = new Map<string, number>();
  private readonly options: Option[][];
  private readonly ranks: Int32Array;
  private readonly first: readonly { state: number; p: number }[];
  private readonly memo = new Map<string, Float64Array>();

  constructor(private readonly game: DiceRanking) {
    this.states = rollDistribution(game.faces, game.count).map((r) => r.dice);
    this.states.forEach((s, i) => this.index.set(keyOf(s), i));
    this.ranks = new Int32Array(this.states.length * 2);
    this.states.forEach((s, i) => {
      this.ranks[i * 2] = game.rank(s, false);
      this.ranks[i * 2 + 1] = game.rank(s, true);
    });
    const rolls: RollOutcome[][] = [];
    for (let m = 0; m <= game.count; m++) rolls.push(rollDistribution(game.faces, m));
    this.first = rolls[game.count]!.map((r) => ({ state: this.index.get(keyOf(r.dice))!, p: r.probability }));
    this.options = this.states.map((dice) => this.optionsFor(dice, rolls));
  }

  private optionsFor(dice: readonly number[], rolls: RollOutcome[][]): Option[] {
    const seen = new Set<string>();
    const out: Option[] = [];
    const add = (kept: number[], turn: number | null) => {
      const sorted = [...kept].sort(desc);
      const id = `${keyOf(sorted)}|${turn}`;
      if (seen.has(id) || sorted.length >= this.game.count) return;
      seen.add(id);
      const next = rolls[this.game.count - sorted.length]!.map((r) => ({
        state: this.index.get(keyOf([...sorted, ...r.dice].sort(desc)))!,
        p: r.probability,
      }));
      out.push({ kept: sorted, turn, fromHand: sorted.length === 0 && turn === null, next });
    };
    const n = dice.length;
    for (let mask = 0; mask < 1 << n; mask++) {
      const kept = dice.filter((_, i) => (mask >> i) & 1);
      add(kept, null);
      this.game.turns.forEach((t, ti) => {
        const rest = without(kept, t.from);
        if (rest) add([...rest, ...t.to], ti);
      });
    }
    return out;
  }

  /** Chance of success with k throws left from each state: index state*2 + fromHand. */
  private table(target: number, k: number): Float64Array {
    const id = `${target}/${k}`;
    const cached = this.memo.get(id);
    if (cached) return cached;
    const v = new Float64Array(this.states.length * 2);
    const prev = k > 0 ? this.table(target, k - 1) : null;
    for (let s = 0; s < this.states.length; s++) {
      for (let fh = 0; fh < 2; fh++) {
        if (this.ranks[s * 2 + fh]! <= target) {
          v[s * 2 + fh] = 1;
          continue;
        }
        if (!prev) continue;
        let best = 0;
        for (const o of this.options[s]!) {
          const f = o.fromHand ? 1 : 0;
          let p = 0;
          for (const n of o.next) p += n.p * prev[n.state * 2 + f]!;
          if (p > best) best = p;
        }
        v[s * 2 + fh] = best;
      }
    }
    this.memo.set(id, v);
    return v;
  }

  /** Chance of ending with rank `target` or better within `throws` throws, playing as well as possible. */
  bestPlay(target: number, throws: number): number {
    if (throws < 1) return 0;
    const t = this.table(target, throws - 1);
    let p = 0;
    for (const f of this.first) p += f.p * t[f.state * 2 + 1]!;
    return p;
  }

  /** The best decision with these dice on the table and `throwsLeft` throws still allowed. */
  advise(dice: readonly number[], fromHand: boolean, throwsLeft: number, target: number): KeepAdvice {
    const sorted = [...dice].sort(desc);
    const s = this.index.get(keyOf(sorted));
    if (s === undefined) throw new Error(`DiceOdds.advise: ${keyOf(dice)} is not a throw of ${this.game.count} dice`);
    const fh = fromHand ? 1 : 0;
    const now = this.ranks[s * 2 + fh]! <= target ? 1 : 0;
    if (now === 1 || throwsLeft < 1) return { stop: true, keep: sorted, turn: null, probability: now };
    const prev = this.table(target, throwsLeft - 1);
    let best: Option | undefined;
    let bestP = -1;
    for (const o of this.options[s]!) {
      let p = 0;
      for (const n of o.next) p += n.p * prev[n.state * 2 + (o.fromHand ? 1 : 0)]!;
      if (p > bestP + 1e-12) {
        best = o;
        bestP = p;
      }
    }
    if (!best || bestP <= now) return { stop: true, keep: sorted, turn: null, probability: now };
    // Report the kept values before turning, so the caller can find those dice on the table.
    const keep = best.turn === null ? best.kept : [...without(best.kept, this.game.turns[best.turn]!.to)!, ...this.game.turns[best.turn]!.from].sort(desc);
    return { stop: false, keep, turn: best.turn, probability: bestP };
  }
}

/** What a rule set needs for exact odds: dice with numbered faces, a ranking of every throw, turns. */
export interface RankedDiceRules {
  readonly dice: { readonly count: number; readonly die: { readonly faces: readonly (number | string)[] } };
  readonly ranking: {
    readonly outcomes: readonly { readonly key: string; readonly rank: number; readonly otherwise: { readonly rank: number } | null }[];
  };
  readonly turns: readonly { readonly from: readonly number[]; readonly to: readonly number[] }[];
}

const oddsByRules = new WeakMap<RankedDiceRules, DiceOdds>();

/** Exact odds for a compiled rule set with a ranking of throws; built once per rule set. */
export function oddsForRules(rules: RankedDiceRules): DiceOdds {
  let odds = oddsByRules.get(rules);
  if (!odds) {
    if (!rules.dice.die.faces.every((f) => typeof f === 'number')) throw new Error('oddsForRules: the die needs numbered faces');
    const byKey = new Map(rules.ranking.outcomes.map((o) => [o.key, o]));
    odds = new DiceOdds({
      faces: rules.dice.die.faces as readonly number[],
      count: rules.dice.count,
      rank: (dice, fromHand) => {
        const o = byKey.get(dice.join(' '))!;
        return o.otherwise && !fromHand ? o.otherwise.rank : o.rank;
      },
      turns: rules.turns,
    });
    oddsByRules.set(rules, odds);
  }
  return odds;
}
