import { memoByObject } from '@regelwerk/engine';
import type { OutcomeClass, RankedOutcome, SchockenRules, TieRule } from '../schema/rules.js';
import type { RoundResult } from '../context.js';

interface Table {
  readonly base: number;
  /** base ** face for each face value the dice can show (faces are small whole numbers). */
  readonly powers: readonly number[];
  readonly byKey: (RankedOutcome | undefined)[];
}

/** A number for a multiset of dice, the same in any order: the sum of base^value per die. */
function keyOf(dice: readonly number[], base: number): number {
  let k = 0;
  for (const d of dice) k += base ** d;
  return k;
}

/** A rule set's table, made once per rule set (a simulation asks for it many times a game). */
const tableFor = memoByObject((rules: SchockenRules): Table => {
  const base = rules.dice.count + 1;
  // A list filled up to its largest key, so that V8 keeps it a plain array: written to sparsely
  // it becomes a dictionary, slow to look up in (every round of every game looks up its throws).
  let largest = 0;
  for (const o of rules.ranking.outcomes) largest = Math.max(largest, keyOf(o.dice, base));
  const byKey: (RankedOutcome | undefined)[] = largest < 1 << 16 ? new Array<RankedOutcome | undefined>(largest + 1).fill(undefined) : [];
  for (const o of rules.ranking.outcomes) byKey[keyOf(o.dice, base)] = o;
  const powers: number[] = [];
  for (const o of rules.ranking.outcomes) for (const d of o.dice) if (Number.isInteger(d) && d >= 0 && d < 64) powers[d] = base ** d;
  return { base, powers, byKey };
});

/** The table row for a set of dice, from the compiled ranking. */
export function lookup(rules: SchockenRules, dice: readonly number[]): RankedOutcome {
  const t = tableFor(rules);
  let found: RankedOutcome | undefined;
  if (dice.length === rules.dice.count) {
    // The key as keyOf computes it, from the table of powers; a value with no power is no face.
    let k = 0;
    for (let i = 0; i < dice.length; i++) {
      const p = t.powers[dice[i]!];
      if (p === undefined) {
        k = -1;
        break;
      }
      k += p;
    }
    found = k < 0 ? undefined : t.byKey[k];
  }
  if (!found) throw new Error(`schocken: ${dice.join(' ')} is not a throw of the rule set's dice`);
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

/** What the order of a round's results looks at: the throw's rank, the number of throws, the play order. */
export interface RankedPlace {
  readonly rank: number;
  readonly throws: number;
  /** Position in the round's play order (0 = the starter). */
  readonly order: number;
}

/**
 * Orders two results of a round by rank, count and order, better first (negative when `a` is
 * better). Equal throws: fewer throws win (option fewer-throws-win); then the later player is
 * worse (option later-goes-with, rulebook: the later one "goes with"), or else the earlier one.
 * A rule set with `ties …` follows its steps instead.
 */
export function compareRanked(rules: SchockenRules, a: RankedPlace, b: RankedPlace): number {
  return compareRankedBy(rules, a.rank, a.throws, a.order, b.rank, b.throws, b.order);
}

/** `compareRanked` on the numbers themselves (what scoring a round asks for, a few times per round). */
export function compareRankedBy(rules: SchockenRules, rankA: number, throwsA: number, orderA: number, rankB: number, throwsB: number, orderB: number): number {
  if (rankA !== rankB) return rankA - rankB;
  const ties = rules.ties;
  if (ties !== undefined) return byTieSteps(ties, throwsA, orderA, throwsB, orderB);
  if (rules.options['fewer-throws-win'] === true && throwsA !== throwsB) return throwsA - throwsB;
  return rules.options['later-goes-with'] === false ? orderB - orderA : orderA - orderB;
}

/**
 * Equal throws by the steps of `ties`: 0 when a `throw-off` is left to settle them (scoring then
 * keeps the first in play order, and the players tied for worst throw it off).
 */
function byTieSteps(ties: readonly TieRule[], throwsA: number, orderA: number, throwsB: number, orderB: number): number {
  for (const step of ties) {
    if (step.kind === 'fewer-throws') {
      if (throwsA !== throwsB) return throwsA - throwsB;
    } else if (step.kind === 'later-loses') return orderA - orderB;
    else if (step.kind === 'earlier-loses') return orderB - orderA;
    else return 0;
  }
  return 0;
}

/** Two throws of equal rank: by the number of throws, then by the play order (see `compareRanked`). */
function tieBreak(rules: SchockenRules, a: { readonly throws: number; readonly order: number }, b: { readonly throws: number; readonly order: number }): number {
  return compareRankedBy(rules, 0, a.throws, a.order, 0, b.throws, b.order);
}

/** Orders two results of a round, better first (negative when `a` is better); see `compareRanked`. */
export function compareResults(
  rules: SchockenRules,
  a: RoundResult & { order: number; rank?: number },
  b: RoundResult & { order: number; rank?: number },
): number {
  const ra = a.rank ?? classify(rules, a.dice, a.fromHand).rank;
  const rb = b.rank ?? classify(rules, b.dice, b.fromHand).rank;
  return ra !== rb ? ra - rb : tieBreak(rules, a, b);
}
