import type { Seat } from '@regelwerk/engine';
import type { RoundSummary, SchockenContext, ScoredResult } from '../context.js';
import { classify, compareResults } from './ranking.js';

/**
 * Scores a finished round (rulebook §2, §3): the worst throw loses and receives tokens by the
 * best throw of the round, first from the middle, then from the round's best player, who leaves
 * the half on handing over their last token. A Schock out makes the worst player lose the half
 * (or the final) at once. Whoever ends up with every token loses the half.
 */
export function scoreRound(ctx: SchockenContext): Partial<SchockenContext> {
  const { rules } = ctx;
  // Plain literals rather than `{ ...r, more }`: V8 takes a slow path for spreads that add keys.
  const results: ScoredResult[] = ctx.results.map((r) => {
    const c = classify(rules, r.dice, r.fromHand);
    return { seat: r.seat, dice: r.dice, throws: r.throws, fromHand: r.fromHand, covered: r.covered, aside: r.aside, row: c.row, label: c.label, penalty: c.penalty, rank: c.rank };
  });
  const places = results.map((r, order) => ({ seat: r.seat, dice: r.dice, throws: r.throws, fromHand: r.fromHand, covered: r.covered, rank: r.rank, order }));
  // The first and last of the round's order. It is total (ties are broken by play order), so
  // one pass finds what sorting would put first and last.
  let best = places[0]!;
  let worst = places[0]!;
  for (let i = 1; i < places.length; i++) {
    const p = places[i]!;
    if (compareResults(rules, p, best) < 0) best = p;
    if (compareResults(rules, p, worst) > 0) worst = p;
  }
  const bestClass = classify(rules, best.dice, best.fromHand);
  const tokens = [...ctx.tokens];
  const inPlay = [...ctx.inPlay];
  let middle = ctx.middle;
  let moved = 0;
  let from: 'middle' | Seat = 'middle';
  const left: Seat[] = [];
  let stageLoser: Seat | null = null;

  if (bestClass.endsHalf) {
    stageLoser = worst.seat;
  } else if (middle > 0) {
    moved = bestClass.penalty === 'all' ? middle : Math.min(bestClass.penalty, middle);
    middle -= moved;
    tokens[worst.seat]! += moved;
    if (middle === 0) {
      const holders = tokens.flatMap((t, s) => (t > 0 ? [s] : []));
      if (holders.length === 1) stageLoser = holders[0]!;
    }
  } else {
    from = best.seat;
    moved = bestClass.penalty === 'all' ? tokens[best.seat]! : Math.min(bestClass.penalty, tokens[best.seat]!);
    tokens[best.seat]! -= moved;
    tokens[worst.seat]! += moved;
    if (tokens[best.seat] === 0) {
      inPlay[best.seat] = false;
      left.push(best.seat);
    }
    if (tokens[worst.seat] === rules.tokens) stageLoser = worst.seat;
  }
  const summary: RoundSummary = {
    results,
    best: best.seat,
    worst: worst.seat,
    tokens: moved,
    from,
    endsHalf: bestClass.endsHalf,
    left,
    stageLoser,
  };
  return { tokens, inPlay, middle, lastRound: summary, stageLoser, rounds: ctx.rounds + 1 };
}
