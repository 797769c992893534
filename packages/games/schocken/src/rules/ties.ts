import type { Seat } from '@regelwerk/engine';
import type { RoundResult } from '../context.js';
import type { SchockenRules, TieRule } from '../schema/rules.js';
import { classify, compareRankedBy } from './ranking.js';

export type ThrowOffRule = Extract<TieRule, { kind: 'throw-off' }>;

/** The rule set's throw-off (`ties … throw-off`), or null when fixed orders settle every tie. */
export function throwOffOf(rules: SchockenRules): ThrowOffRule | null {
  const ties = rules.ties;
  if (ties === undefined) return null;
  const last = ties[ties.length - 1];
  return last?.kind === 'throw-off' ? last : null;
}

const NOBODY: readonly Seat[] = Object.freeze([]);

/**
 * The players whose throws tie for the round's worst, in play order, when the rules settle that
 * by a throw-off and two or more tie (the steps before `throw-off` split them first); else none.
 */
export function tiedForWorst(rules: SchockenRules, results: readonly RoundResult[]): readonly Seat[] {
  if (throwOffOf(rules) === null || results.length < 2) return NOBODY;
  const ranks = results.map((r) => classify(rules, r.dice, r.fromHand).rank);
  let w = 0;
  for (let i = 1; i < results.length; i++) if (compareRankedBy(rules, ranks[i]!, results[i]!.throws, i, ranks[w]!, results[w]!.throws, w) > 0) w = i;
  const tied = results.filter((r, i) => compareRankedBy(rules, ranks[i]!, r.throws, i, ranks[w]!, results[w]!.throws, w) === 0).map((r) => r.seat);
  return tied.length > 1 ? tied : NOBODY;
}

/**
 * The worst of one go of a throw-off, in play order: by the ranking of throws (`by rank`) or by
 * the sum of the pips, the lower the worse (`by sum`). One seat: it lost; several: they throw again.
 */
export function worstOfThrowOff(rules: SchockenRules, results: readonly RoundResult[]): readonly Seat[] {
  const rule = throwOffOf(rules);
  // Larger is worse: the rank, or the sum of the pips negated.
  const badness = (r: RoundResult) => (rule?.by === 'sum' ? -r.dice.reduce((a, b) => a + b, 0) : classify(rules, r.dice, r.fromHand).rank);
  const scores = results.map(badness);
  const worst = Math.max(...scores);
  return results.filter((_, i) => scores[i] === worst).map((r) => r.seat);
}
