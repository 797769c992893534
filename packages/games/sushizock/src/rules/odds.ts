/**
 * Exact chances with Sushizock's dice, from the engine's shared dice optimiser (`KeepOdds`): at
 * least one more die set aside before each throw, set-aside dice stay aside, at most three throws.
 */
import { faceOrder, KeepOdds, type DiceGoal } from '@regelwerk/engine';
import type { SushizockRules } from '../schema/rules.js';

export interface SushizockOdds {
  /** The shared optimiser over every multiset of faces, built on first use (the bots' advice needs it; the tables do not). */
  readonly odds: KeepOdds<string>;
  /** The faces of the die in the die's order, each once. */
  readonly faces: readonly string[];
  /** The goal "from `min` to `max` dice show `face`"; the same function each time, so its tables are kept. */
  goal(face: string, min: number, max: number): DiceGoal<string>;
  /** The chance that one throw of every die shows `face` on `min` to `max` of them. */
  oneThrow(face: string, min: number, max: number): number;
  /**
   * The chance of ending with `min` to `max` dice showing `face` within `throws` throws, playing as
   * well as possible: the same figure as `odds.bestPlay` for that goal, computed over counts only.
   */
  bestPlay(face: string, min: number, max: number, throws: number): number;
}

const cache = new WeakMap<SushizockRules, SushizockOdds>();

/**
 * The optimiser and its goals by everything they read (the die's faces, how many dice, and the
 * rules of setting aside): two rule sets with the same dice, such as a house rule and its base
 * in a comparison, share the optimiser's tables and every advice cached on them.
 */
const sharedDice = new Map<string, { optimiser: KeepOdds<string> | undefined; readonly goals: Map<string, DiceGoal<string>> }>();

const choose = (n: number, k: number) => {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
};

export function oddsFor(rules: SushizockRules): SushizockOdds {
  let o = cache.get(rules);
  if (o) return o;
  const dieFaces = rules.dice.die.faces.map(String);
  const count = rules.dice.count;
  const diceKey = JSON.stringify([dieFaces, count, rules.reuseSetAside, rules.throws.keepAtLeast]);
  let dice = sharedDice.get(diceKey);
  if (dice === undefined) sharedDice.set(diceKey, (dice = { optimiser: undefined, goals: new Map() }));
  const shared = dice;
  const { goals } = shared;
  o = {
    get odds() {
      return (shared.optimiser ??= new KeepOdds<string>({ faces: dieFaces, count, keep: { reuseSetAside: rules.reuseSetAside, keepAtLeast: rules.throws.keepAtLeast } }));
    },
    faces: faceOrder(dieFaces),
    goal(face, min, max) {
      const key = `${face}/${min}/${max}`;
      let g = goals.get(key);
      if (!g) {
        g = (dice) => {
          let n = 0;
          for (const d of dice) if (d === face) n++;
          return n >= min && n <= max;
        };
        goals.set(key, g);
      }
      return g;
    },
    oneThrow(face, min, max) {
      const p = dieFaces.filter((f) => f === face).length / dieFaces.length;
      let sum = 0;
      for (let k = min; k <= Math.min(max, count); k++) sum += choose(count, k) * p ** k * (1 - p) ** (count - k);
      return sum;
    },
    bestPlay(face, min, max, throws) {
      return rules.reuseSetAside ? this.odds.bestPlay(this.goal(face, min, max), throws) : countBestPlay(dieFaces, count, rules.throws.keepAtLeast, face, min, max, throws);
    },
  };
  cache.set(rules, o);
  return o;
}

/**
 * Best play toward a count of one face, when set-aside dice stay aside: all that matters is how
 * many dice are aside, how many of them show the face, and the throws left. A few hundred states
 * instead of the optimiser's every multiset of faces (its answer is the same; a test compares them).
 */
function countBestPlay(faces: readonly string[], count: number, keepAtLeast: number, face: string, min: number, max: number, throws: number): number {
  const p = faces.filter((f) => f === face).length / faces.length;
  const memo = new Map<number, number>();
  const value = (aside: number, shown: number, left: number): number => {
    const key = (aside * 8 + shown) * 8 + left;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const m = count - aside;
    let v = 0;
    for (let x = 0; x <= m; x++) {
      const px = choose(m, x) * p ** x * (1 - p) ** (m - x);
      if (shown + x >= min && shown + x <= max) {
        v += px;
        continue;
      }
      if (left <= 1) continue;
      // Set j more dice aside (at least keepAtLeast, leaving one to throw), y of them showing the face.
      let best = 0;
      for (let j = Math.max(1, keepAtLeast); j <= m - 1; j++) {
        for (let y = Math.max(0, j - (m - x)); y <= Math.min(j, x); y++) best = Math.max(best, value(aside + j, shown + y, left - 1));
      }
      v += px * best;
    }
    memo.set(key, v);
    return v;
  };
  return throws < 1 ? 0 : value(0, 0, throws);
}
