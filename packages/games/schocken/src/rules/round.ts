import type { Seat } from '@regelwerk/engine';
import type { RoundSummary, SchockenContext, ScoredResult } from '../context.js';
import type { OutcomeClass } from '../schema/rules.js';
import { classify, compareRankedBy } from './ranking.js';

/**
 * Scores a finished round (rulebook §2, §3): the worst throw loses and receives tokens by the
 * best throw of the round, first from the middle, then from the round's best player, who leaves
 * the half on handing over their last token. A Schock out makes the worst player lose the half
 * (or the final) at once. Whoever ends up with every token loses the half.
 */
export function scoreRound(ctx: SchockenContext): Pick<SchockenContext, 'tokens' | 'inPlay' | 'middle' | 'lastRound' | 'stageLoser' | 'rounds'> {
  const { rules } = ctx;
  // Plain literals rather than `{ ...r, more }`: V8 takes a slow path for spreads that add keys.
  const n = ctx.results.length;
  const results = new Array<ScoredResult>(n);
  let b = 0;
  let w = 0;
  let bestClass: OutcomeClass | undefined;
  for (let i = 0; i < n; i++) {
    const r = ctx.results[i]!;
    const c = classify(rules, r.dice, r.fromHand);
    const p: ScoredResult = { seat: r.seat, dice: r.dice, throws: r.throws, fromHand: r.fromHand, covered: r.covered, aside: r.aside, row: c.row, label: c.label, penalty: c.penalty, rank: c.rank };
    results[i] = p;
    // The first and last of the round's order (rank, then the tie-break by throws and play order).
    // It is total (ties are broken by play order), so one pass finds what sorting would put first and last.
    if (i === 0) bestClass = c;
    else {
      const best = results[b]!;
      const worst = results[w]!;
      if (compareRankedBy(rules, p.rank, p.throws, i, best.rank, best.throws, b) < 0) {
        b = i;
        bestClass = c;
      }
      if (compareRankedBy(rules, p.rank, p.throws, i, worst.rank, worst.throws, w) > 0) w = i;
    }
  }
  const best = results[b]!;
  const worst = results[w]!;
  if (bestClass === undefined) throw new Error('schocken: a round is scored only once every player in it has thrown');
  const tokens = ctx.tokens.slice();
  const inPlay = ctx.inPlay.slice();
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
      // The only holder of tokens, if there is one, has lost the stage.
      let holders = 0;
      let holder: Seat = worst.seat;
      for (let s = 0; s < tokens.length; s++) {
        if (tokens[s]! > 0) {
          holders++;
          holder = s;
        }
      }
      if (holders === 1) stageLoser = holder;
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
