import type { Seat } from '@regelwerk/engine';
import type { RoundSummary, SchockenContext, ScoredResult } from '../context.js';
import type { OutcomeClass, RoundPenalty, SchockenRules } from '../schema/rules.js';
import { classify, compareRankedBy } from './ranking.js';
import { inOpening, rulesNow } from './turn.js';

/** Nobody left the half with a round: shared by every such round. */
const NOBODY_LEFT: readonly Seat[] = Object.freeze([]);

/**
 * Scores a finished round (rulebook §2, §3): the worst throw loses and receives tokens by the
 * best throw of the round, first from the middle, then from the round's best player, who leaves
 * the half on handing over their last token. A Schock out makes the worst player lose the half
 * (or the final) at once. Whoever ends up with every token loses the half.
 */
export function scoreRound(ctx: SchockenContext): Pick<SchockenContext, 'tokens' | 'inPlay' | 'middle' | 'lastRound' | 'stageLoser' | 'rounds' | 'outOfPlay'> {
  // The rules of the phase the round was played in (the middle empties only with its scoring).
  const rules = rulesNow(ctx);
  const given = ctx.results;
  // Plain literals rather than `{ ...r, more }`: V8 takes a slow path for spreads that add keys.
  const n = given.length;
  if (n === 0) throw new Error('schocken: a round is scored only once every player in it has thrown');
  const results = new Array<ScoredResult>(n);
  let b = 0;
  let w = 0;
  let bestClass!: OutcomeClass;
  // The rank and throws of the best and worst so far, kept at hand for the comparisons.
  let bestRank = 0;
  let bestThrows = 0;
  let worstRank = 0;
  let worstThrows = 0;
  for (let i = 0; i < n; i++) {
    const r = given[i]!;
    const c = classify(rules, r.dice, r.fromHand);
    const rank = c.rank;
    const throws = r.throws;
    // A blind throw (`blind first-throw`) counts its rule's times over, unless its row is excepted.
    results[i] = r.blind
      ? { seat: r.seat, dice: r.dice, throws, fromHand: r.fromHand, covered: r.covered, aside: r.aside, row: c.row, label: c.label, penalty: c.penalty, rank, blind: true, times: blindTimes(rules, c.row) }
      : { seat: r.seat, dice: r.dice, throws, fromHand: r.fromHand, covered: r.covered, aside: r.aside, row: c.row, label: c.label, penalty: c.penalty, rank };
    // The first and last of the round's order (rank, then the tie-break by throws and play order).
    // It is total (ties are broken by play order), so one pass finds what sorting would put first and last.
    if (i === 0) {
      bestClass = c;
      bestRank = worstRank = rank;
      bestThrows = worstThrows = throws;
    } else {
      if (compareRankedBy(rules, rank, throws, i, bestRank, bestThrows, b) < 0) {
        b = i;
        bestClass = c;
        bestRank = rank;
        bestThrows = throws;
      }
      if (compareRankedBy(rules, rank, throws, i, worstRank, worstThrows, w) > 0) {
        w = i;
        worstRank = rank;
        worstThrows = throws;
      }
    }
  }
  // The opening round by the sum of pips (`opening-round counts by sum`): the highest sum is the
  // best, the lowest the worst; of equal sums the later player's is the worse, the earlier's the better.
  const opening = inOpening(ctx) ? ctx.rules.opening : undefined;
  const bySum = opening?.by === 'sum';
  if (bySum) {
    const sums = results.map((r) => r.dice.reduce((a, x) => a + x, 0));
    b = 0;
    w = 0;
    for (let i = 1; i < n; i++) {
      if (sums[i]! > sums[b]!) b = i;
      if (sums[i]! <= sums[w]!) w = i;
    }
    if (b === w) b = w === 0 ? 1 : 0;
  }
  // A throw-off among the players tied for worst decided who lost (`ties … throw-off`); when
  // every throw tied, the best is the first other player in play order.
  const off = ctx.throwOff;
  if (off != null && off.loser !== null) {
    w = results.findIndex((r) => r.seat === off.loser);
    if (b === w) b = w === 0 ? 1 : 0;
  }
  const bestSeat = results[b]!.seat;
  const worstSeat = results[w]!.seat;
  // Lists that do not change are shared with the context before (no list of it is ever changed).
  let tokens = ctx.tokens;
  let inPlay = ctx.inPlay;
  let middle = ctx.middle;
  let moved = 0;
  let from: 'middle' | Seat = 'middle';
  let left: readonly Seat[] = NOBODY_LEFT;
  let stageLoser: Seat | null = null;
  let discarded = false;

  // A blind throw as the round's best counts its times over (`blind first-throw`).
  const bestPenalty = countedPenalty(results[b]!);
  // The opening round gives its own penalty, or the best throw's (by the sum of pips: one token).
  const penalty = opening ? (opening.penalty ?? (bySum ? 1 : bestClass.penalty)) : rules.roundPenalty ? roundPenalty(rules.roundPenalty, bestPenalty, results) : bestPenalty;
  // Counted by pips, no throw ends the half (nor the game).
  const endsHalf = bestClass.endsHalf && !bySum;
  const endsGame = bestClass.endsGame === true && !bySum;
  // A row that `ends game` decides the stage too (and the chart ends the game on it).
  if (endsHalf || endsGame) {
    stageLoser = worstSeat;
  } else if (middle > 0) {
    moved = penalty === 'all' ? middle : Math.min(penalty, middle);
    middle -= moved;
    const after = tokens.slice();
    after[worstSeat]! += moved;
    tokens = after;
    if (middle === 0) {
      // The only holder of tokens, if there is one, has lost the stage.
      let holders = 0;
      let holder: Seat = worstSeat;
      for (let s = 0; s < after.length; s++) {
        if (after[s]! > 0) {
          holders++;
          holder = s;
        }
      }
      if (holders === 1) stageLoser = holder;
    }
  } else {
    // The best hands the tokens to the worst, or (`passing discard`) puts them out of play.
    discarded = rules.passing === 'discard';
    from = bestSeat;
    const after = tokens.slice();
    moved = penalty === 'all' ? after[bestSeat]! : Math.min(penalty, after[bestSeat]!);
    after[bestSeat]! -= moved;
    if (!discarded) after[worstSeat]! += moved;
    tokens = after;
    if (after[bestSeat] === 0) {
      const playing = inPlay.slice();
      playing[bestSeat] = false;
      inPlay = playing;
      left = [bestSeat];
    }
    if (discarded) {
      // Whoever is left holding tokens (the worst keeps theirs) has lost the stage.
      let holders = 0;
      for (let s = 0; s < after.length; s++) if (after[s]! > 0) holders++;
      if (holders === 1) stageLoser = worstSeat;
    } else if (after[worstSeat] === rules.tokens - (ctx.outOfPlay ?? 0)) {
      // Every token still in play (some may be out, `passing discard` earlier in the stage).
      stageLoser = worstSeat;
    }
  }
  // The fields a house rule adds are added only where it applies (a summary's shape is what a
  // log and a saved game hold), by assignment: a spread in a literal is V8's slow path.
  const summary: { -readonly [K in keyof RoundSummary]: RoundSummary[K] } = { results, best: bestSeat, worst: worstSeat, tokens: moved, from, endsHalf, left, stageLoser };
  if (off != null && off.loser !== null) summary.throwOff = off;
  if (opening) summary.opening = true;
  if (endsGame) summary.endsGame = true;
  if (!discarded) return { tokens, inPlay, middle, lastRound: summary, stageLoser, rounds: ctx.rounds + 1, outOfPlay: ctx.outOfPlay };
  summary.discarded = true;
  return { tokens, inPlay, middle, lastRound: summary, stageLoser, rounds: ctx.rounds + 1, outOfPlay: (ctx.outOfPlay ?? 0) + moved };
}

/**
 * What the worst receives by `round-penalty`: the best throw's penalty or the sum of every
 * throw's of the round (`all` anywhere makes it all), plus its `plus`, at least its `at-least`.
 */
export function roundPenalty(p: RoundPenalty, best: number | 'all', results: readonly ScoredResult[]): number | 'all' {
  let base = best;
  if (p.by === 'sum' && base !== 'all') {
    let sum = 0;
    for (const r of results) {
      const counted = countedPenalty(r);
      if (counted === 'all') return 'all';
      sum += counted;
    }
    base = sum;
  }
  return base === 'all' ? 'all' : Math.max(base + p.plus, p.atLeast);
}

/** How many times a blind throw of `row` counts: the rule's times, or once for an excepted row. */
function blindTimes(rules: SchockenRules, row: string): number {
  const blind = rules.blind;
  return blind === undefined || blind.except.includes(row) ? 1 : blind.times;
}

/** What a scored throw costs as the round's best: its penalty, a blind throw's its times over; `all` stays all. */
export function countedPenalty(r: Pick<ScoredResult, 'penalty' | 'times'>): number | 'all' {
  return r.times === undefined || r.penalty === 'all' ? r.penalty : r.penalty * r.times;
}
