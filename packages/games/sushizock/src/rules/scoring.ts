/**
 * The end of the game (rulebook, "Spielende und Gewinner"): each player's stacks side by side;
 * tiles of the worthless group stacked higher than the other stack score nothing (sushi above
 * the bones), the others count their printed values; most points win, ties share.
 */
import type { Outcome, Seat } from '@regelwerk/engine';
import type { Score, SushizockContext, TileRows } from '../context.js';
import type { SushizockRules } from '../schema/rules.js';

const sum = (xs: readonly number[]) => {
  let s = 0;
  for (const x of xs) s += x;
  return s;
};

/** One player's line of the sheet. */
export function scoreStacks(rules: SushizockRules, seat: Seat, stacks: TileRows): Score {
  const { group, above } = rules.worthless;
  const limited = stacks[group] ?? [];
  const counted = Math.min(limited.length, (stacks[above] ?? []).length);
  let total = 0;
  for (const g of Object.keys(stacks)) total += g === group ? sum(limited.slice(0, counted)) : sum(stacks[g]!);
  return { seat, stacks, counted, total };
}

export function scoreGame(ctx: SushizockContext): readonly Score[] {
  return ctx.stacks.map((s, seat) => scoreStacks(ctx.rules, seat, s));
}

/** Seats grouped by place, best first, from the totals (ties share a place). */
export function rankScores(rules: SushizockRules, scores: readonly Score[]): Seat[][] {
  const sign = rules.winner.by === 'most-points' ? -1 : 1;
  const order = [...scores].sort((a, b) => sign * (a.total - b.total) || a.seat - b.seat);
  const groups: Seat[][] = [];
  for (const s of order) {
    const last = groups[groups.length - 1];
    if (last && scores[last[0]!]!.total === s.total && rules.winner.ties === 'share') last.push(s.seat);
    else groups.push([s.seat]);
  }
  return groups;
}

/** The outcome of a finished game: places, winners (ties share), the last place, and figures for summaries. */
export function outcomeOf(ctx: SushizockContext): Outcome | null {
  if (!ctx.scores) return null;
  const ranking = rankScores(ctx.rules, ctx.scores);
  const points = ctx.scores.map((s) => s.total);
  return {
    ranking,
    winners: ranking[0]!,
    losers: ranking.length > 1 ? ranking[ranking.length - 1]! : [],
    details: { points, averagePoints: sum(points) / points.length, turns: ctx.turns, steals: ctx.steals, forcedTakes: ctx.forcedTakes },
  };
}
