import type { SchockenRules } from './schema/rules.js';
import { oddsForRules, randomBot, type Bot, type DiceOdds } from '@regelwerk/engine';
import type { SchockenEvent } from './context.js';
import { classify, compareRanked, type RankedPlace } from './rules/ranking.js';
import type { SchockenView } from './view.js';

const odds = new WeakMap<SchockenRules, { odds: DiceOdds; openingTarget: number }>();

function tablesFor(rules: SchockenRules) {
  let t = odds.get(rules);
  if (!t) {
    const o = oddsForRules(rules);
    // With nothing to beat yet, aim for a throw better than about 60 % of single throws.
    let cumulative = 0;
    let openingTarget = rules.ranking.outcomes[rules.ranking.outcomes.length - 1]!.rank;
    for (const outcome of rules.ranking.outcomes) {
      cumulative += outcome.probability;
      if (cumulative >= 0.4) {
        openingTarget = outcome.rank;
        break;
      }
    }
    t = { odds: o, openingTarget };
    odds.set(rules, t);
  }
  return t;
}

function indicesOf(dice: readonly number[], values: readonly number[]): number[] {
  const used = new Set<number>();
  return values.map((v) => {
    const i = dice.findIndex((d, k) => d === v && !used.has(k));
    used.add(i);
    return i;
  });
}

const sameSet = (a: readonly number[] | undefined, b: readonly number[] | undefined) =>
  (a ?? []).length === (b ?? []).length && (a ?? []).every((x) => (b ?? []).includes(x));

/**
 * The worst result this seat can see in the round so far, ranked as the round ranks it (throw,
 * then number of throws, then play order), or null when it sees none.
 */
function worstSeen(rules: SchockenRules, view: SchockenView): RankedPlace | null {
  let worst: RankedPlace | null = null;
  for (let order = 0; order < view.results.length; order++) {
    const r = view.results[order]!;
    if (r.dice === null) continue;
    const place = { rank: classify(rules, r.dice, r.fromHand).rank, throws: r.throws, order };
    if (worst === null || compareRanked(rules, place, worst) > 0) worst = place;
  }
  return worst;
}

/**
 * Plays from its view only: it aims to beat the worst throw it can see this round (or, with
 * nothing to see yet, a good throw) and sets dice aside as the exact odds say is best. "Beat"
 * is the round's own order: a throw equal to the worst one still beats it when made with fewer
 * throws (option fewer-throws-win), or with as many when the earlier player goes with (option
 * later-goes-with off); this seat plays after everyone it sees.
 */
export function tacticianBot(rules: SchockenRules): Bot<SchockenView, SchockenEvent> {
  const { odds: o, openingTarget } = tablesFor(rules);
  return {
    id: 'tactician',
    description: 'beats the worst visible throw of the round, keeping dice by the exact odds',
    decide(view, legal) {
      if (legal.length === 1 || view.throwsUsed === 0) return legal.find((e) => e.type === 'dice.throw') ?? legal[0]!;
      const worst = worstSeen(rules, view);
      const order = view.results.length;
      /** The worst rank that still beats the worst seen result when the turn ends after `throws` throws. */
      const targetAt = (throws: number) =>
        worst === null ? openingTarget : compareRanked(rules, { rank: worst.rank, throws, order }, worst) < 0 ? worst.rank : Math.max(0, worst.rank - 1);
      const now = classify(rules, view.dice, view.fromHand).rank;
      const end = legal.find((e) => e.type === 'turn.end');
      if (end && now <= targetAt(view.throwsUsed)) return end;
      // Throwing again adds a throw, which can only make a tie worse: aim at the next count's target.
      const target = targetAt(view.throwsUsed + 1);
      const left = view.throwLimit - view.throwsUsed;
      let advice = o.advise(view.dice, view.fromHand, left, target);
      if (advice.stop && now > target && now > 0) {
        // The target is out of reach: at least try to improve.
        advice = o.advise(view.dice, view.fromHand, left, now - 1);
      }
      if (advice.stop) return end ?? legal[0]!;
      const keepIdx = indicesOf(view.dice, advice.keep);
      let turn: number[] | undefined;
      let keep = keepIdx;
      if (advice.turn !== null) {
        const from = rules.turns[advice.turn]!.from;
        const keptValues = keepIdx.map((i) => view.dice[i]!);
        const turnIdx = indicesOf(keptValues, from).map((k) => keepIdx[k]!);
        turn = turnIdx;
        keep = keepIdx.filter((i) => !turnIdx.includes(i));
      }
      return legal.find((e) => e.type === 'dice.throw' && sameSet(e.keep, keep) && sameSet(e.turn, turn)) ?? end ?? legal[0]!;
    },
  };
}

export const bots = {
  random: () => randomBot<SchockenView, SchockenEvent>(),
  tactician: tacticianBot,
} as const;
