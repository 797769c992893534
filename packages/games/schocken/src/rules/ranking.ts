import type { OutcomeClass, RankedOutcome, SchockenRules } from '@regelwerk/dsl';
import type { RoundResult } from '../context.js';

const lookups = new WeakMap<SchockenRules, Map<string, RankedOutcome>>();

/** The table row for a set of dice, from the compiled ranking. */
export function lookup(rules: SchockenRules, dice: readonly number[]): RankedOutcome {
  let map = lookups.get(rules);
  if (!map) {
    map = new Map(rules.ranking.outcomes.map((o) => [o.key, o]));
    lookups.set(rules, map);
  }
  const key = [...dice].sort((a, b) => b - a).join(' ');
  const found = map.get(key);
  if (!found) throw new Error(`schocken: ${key} is not a throw of the rule set's dice`);
  return found;
}

/**
 * How a throw counts: its row, penalty and rank. A row that counts only "from hand" (option
 * aus-der-hand) falls to the row below when the dice were not thrown at once (rulebook house rule).
 */
export function classify(rules: SchockenRules, dice: readonly number[], fromHand: boolean): OutcomeClass {
  const o = lookup(rules, dice);
  return o.otherwise && !fromHand ? o.otherwise : o;
}

/**
 * Orders two results of a round, better first (negative when `a` is better). Equal throws:
 * fewer throws win (option fewer-throws-win); then the later player is worse (option
 * later-goes-with, rulebook: the later one "goes with"), or else the earlier one.
 */
export function compareResults(rules: SchockenRules, a: RoundResult & { order: number }, b: RoundResult & { order: number }): number {
  const ra = classify(rules, a.dice, a.fromHand).rank;
  const rb = classify(rules, b.dice, b.fromHand).rank;
  if (ra !== rb) return ra - rb;
  if (rules.options['fewer-throws-win'] === true && a.throws !== b.throws) return a.throws - b.throws;
  return rules.options['later-goes-with'] === false ? b.order - a.order : a.order - b.order;
}
