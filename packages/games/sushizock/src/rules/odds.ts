/**
 * Exact chances with Sushizock's dice, from the engine's shared dice optimiser (`KeepOdds`): at
 * least one more die set aside before each throw, set-aside dice stay aside, at most three throws.
 */
import { faceOrder, KeepOdds, type DiceGoal } from '@regelwerk/engine';
import type { SushizockRules } from '../schema/rules.js';

export interface SushizockOdds {
  readonly odds: KeepOdds<string>;
  /** The faces of the die in the die's order, each once. */
  readonly faces: readonly string[];
  /** The goal "from `min` to `max` dice show `face`"; the same function each time, so its tables are kept. */
  goal(face: string, min: number, max: number): DiceGoal<string>;
  /** The chance that one throw of every die shows `face` on `min` to `max` of them. */
  oneThrow(face: string, min: number, max: number): number;
}

const cache = new WeakMap<SushizockRules, SushizockOdds>();

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
  const odds = new KeepOdds<string>({ faces: dieFaces, count, keep: { reuseSetAside: rules.reuseSetAside, keepAtLeast: rules.throws.keepAtLeast } });
  const goals = new Map<string, DiceGoal<string>>();
  o = {
    odds,
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
  };
  cache.set(rules, o);
  return o;
}
