import type { SchockenRules } from './schema/rules.js';
import { rulesForPlayers, rulesInPhase } from '@regelwerk/dsl';
import { oddsForRules, randomBot, type Bot, type DiceOdds } from '@regelwerk/engine';
import type { SchockenEvent } from './context.js';
import { classify, compareRanked, type RankedPlace } from './rules/ranking.js';
import { phaseNamed } from './rules/turn.js';
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

/**
 * Dice on the table showing `values`, one each, none of `used` (which it extends), those for
 * which `prefer` holds first: turned dice are taken from the throw just made, kept ones from
 * those already aside, so that rules on where dice come from are kept.
 */
function indicesOf(dice: readonly number[], values: readonly number[], prefer: (i: number) => boolean, used: Set<number>): number[] {
  return values.map((v) => {
    let i = dice.findIndex((d, k) => d === v && !used.has(k) && prefer(k));
    if (i < 0) i = dice.findIndex((d, k) => d === v && !used.has(k));
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
export function tacticianBot(table: SchockenRules): Bot<SchockenView, SchockenEvent> {
  return {
    id: 'tactician',
    description: 'beats the worst visible throw of the round, keeping dice by the exact odds',
    decide(view, legal) {
      // A turn of one throw anyway (after a starter who threw once, or a phase of one throw): a
      // blind throw (`blind first-throw`) has the same chances, hides the dice from those after,
      // and as the round's best counts more, so it is declared; with more throws it never is.
      if (view.throwsUsed === 0 && view.throwLimit === 1) {
        const blind = legal.find((e) => e.type === 'dice.blind');
        if (blind) return blind;
      }
      if (legal.length === 1 || view.throwsUsed === 0) return legal.find((e) => e.type === 'dice.throw') ?? legal[0]!;
      // A throw-off is settled by luck: the first throw stands.
      if (view.throwOff) return legal.find((e) => e.type === 'turn.end') ?? legal[0]!;
      // Rules whose values depend on the table (turn rules by player count) are this table's, and
      // those that depend on the moment of play (`when phase`, `when left`) this moment's.
      const atTable = rulesForPlayers(table, view.players.length);
      const rules = atTable.byPhase == null ? atTable : rulesInPhase(atTable, phaseNamed(view.opening === true, view.middle), view.inPlay.filter(Boolean).length);
      const { odds: o, openingTarget } = tablesFor(rules);
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
      // The dice set aside at the throw just made, and whether it was the first: some rules ask.
      const aside = view.aside.map((i) => view.dice[i]!);
      const first = view.throwsUsed === 1;
      let advice = o.advise(view.dice, view.fromHand, left, target, aside, first);
      if (advice.stop && now > target && now > 0) {
        // The target is out of reach: at least try to improve.
        advice = o.advise(view.dice, view.fromHand, left, now - 1, aside, first);
      }
      if (advice.stop) return end ?? legal[0]!;
      const used = new Set<number>();
      const wasAside = (i: number) => view.aside.includes(i);
      const any = () => true;
      let turn: number[] | undefined;
      let values = advice.keep;
      if (advice.turn !== null) {
        const { from, origin } = rules.turns[advice.turn]!;
        turn = indicesOf(view.dice, from, origin === 'same-throw' ? (i) => !wasAside(i) : any, used);
        const rest = [...values];
        for (const v of from) rest.splice(rest.indexOf(v), 1);
        values = rest;
      }
      // Where set-aside dice must stay aside, the dice already aside are the ones kept.
      const keep = indicesOf(view.dice, values, rules.reuseSetAside ? any : wasAside, used);
      return legal.find((e) => e.type === 'dice.throw' && sameSet(e.keep, keep) && sameSet(e.turn, turn)) ?? end ?? legal[0]!;
    },
  };
}

export const bots = {
  random: () => randomBot<SchockenView, SchockenEvent>(),
  tactician: tacticianBot,
} as const;
