/**
 * How far a turn moves (rulebook, seed 002, "Würfeln und Ziehen"): a number face moves that many
 * steps; a joker means throw again, and the number that finally shows counts multiplied once,
 * however many jokers came before. Exact, from the faces of the rule file's die.
 */
import type { KaeseschiebenRules } from '../schema/rules.js';

export interface StepOdds {
  readonly steps: number;
  readonly probability: number;
}

/** The chance of each number of steps a turn moves, fewest steps first. */
export function stepOdds(rules: KaeseschiebenRules): StepOdds[] {
  const faces = rules.dice.die.faces;
  const joker = rules.joker;
  const sides = faces.length;
  const jokers = joker ? faces.filter((f) => f === joker.face).length : 0;
  // After a first joker, further jokers change nothing: the next number is multiplied once.
  const afterJoker = jokers > 0 && jokers < sides ? jokers / sides / (1 - jokers / sides) : 0;
  const out = new Map<number, number>();
  for (const f of faces) {
    if (typeof f !== 'number') continue;
    out.set(f, (out.get(f) ?? 0) + 1 / sides);
    if (joker && afterJoker > 0) out.set(f * joker.times, (out.get(f * joker.times) ?? 0) + afterJoker / sides);
  }
  return [...out.entries()].sort((a, b) => a[0] - b[0]).map(([steps, probability]) => ({ steps, probability }));
}

/** The steps a turn moves on average. */
export function meanSteps(rules: KaeseschiebenRules): number {
  return stepOdds(rules).reduce((a, o) => a + o.steps * o.probability, 0);
}
