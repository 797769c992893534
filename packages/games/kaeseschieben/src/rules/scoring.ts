/**
 * The end of a round and of a match (rulebook, seed 002, "Spielende und Punktwertung"): every
 * worm-free cube scores its size's value, a wormy one the rule file's `wormy-value`; most points
 * win the round. Over a match of `rounds` rounds, most rounds won wins, ties by total points.
 */
import type { Outcome, Seat } from '@regelwerk/engine';
import type { Cube, KaeseschiebenContext, RoundSheet } from '../context.js';
import type { KaeseschiebenRules } from '../schema/rules.js';

/** What one cube scores. */
export function cubeValue(rules: KaeseschiebenRules, cube: Cube): number {
  if (cube.worm) return rules.wormyValue;
  return rules.cubes.find((c) => c.id === cube.size)?.value ?? 0;
}

/** Seats with the best of `totals` (most points, or fewest if the rules say so); ties share. */
export function bestOf(rules: KaeseschiebenRules, totals: readonly number[]): Seat[] {
  const best = rules.winner.by === 'most-points' ? Math.max(...totals) : Math.min(...totals);
  const all = totals.flatMap((t, s) => (t === best ? [s] : []));
  return rules.winner.ties === 'share' ? all : all.slice(0, 1);
}

/** The sheet of the round just ended, worms revealed. */
export function scoreRound(ctx: KaeseschiebenContext): RoundSheet {
  const lines = ctx.won.map((ids, seat) => {
    const cubes = ids.map((id) => ctx.cubes[id]!);
    return { seat, cubes, points: cubes.reduce((a, c) => a + cubeValue(ctx.rules, c), 0) };
  });
  return { round: ctx.round, lines, out: ctx.out.map((id) => ctx.cubes[id]!), winners: bestOf(ctx.rules, lines.map((l) => l.points)), turns: ctx.turns + 1 };
}

/** Rounds in the match (the rule file's option `rounds`, at least one). */
export function roundsInMatch(rules: KaeseschiebenRules): number {
  const n = rules.options.rounds;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Each seat's rounds won and total points over the finished rounds. */
export function standings(players: number, sheets: readonly RoundSheet[]): { readonly roundsWon: number[]; readonly points: number[] } {
  const roundsWon = new Array<number>(players).fill(0);
  const points = new Array<number>(players).fill(0);
  for (const s of sheets) {
    for (const w of s.winners) roundsWon[w]! += 1;
    for (const l of s.lines) points[l.seat]! += l.points;
  }
  return { roundsWon, points };
}

/** Who starts the next round: the lowest scorer of the round just ended (ties: the first of them clockwise from its starter). */
export function nextStarter(rules: KaeseschiebenRules, sheet: RoundSheet, starter: Seat): Seat {
  const n = sheet.lines.length;
  const order = Array.from({ length: n }, (_, k) => (starter + k) % n);
  const points = sheet.lines.map((l) => l.points);
  switch (rules.nextRoundStarter) {
    case 'lowest-points': {
      const low = Math.min(...points);
      return order.find((s) => points[s] === low)!;
    }
    case 'winner':
      return order.find((s) => sheet.winners.includes(s))!;
    case 'next':
      return (starter + 1) % n;
  }
}

/** Places of a finished match: most rounds won, then most total points; equal on both share a place. */
export function outcomeOf(ctx: KaeseschiebenContext): Outcome {
  const n = ctx.players.length;
  const { roundsWon, points } = standings(n, ctx.sheets);
  const sign = ctx.rules.winner.by === 'most-points' ? -1 : 1;
  const order = Array.from({ length: n }, (_, s) => s).sort((a, b) => roundsWon[b]! - roundsWon[a]! || sign * (points[a]! - points[b]!) || a - b);
  const ranking: Seat[][] = [];
  for (const s of order) {
    const last = ranking[ranking.length - 1];
    if (last && roundsWon[last[0]!] === roundsWon[s] && points[last[0]!] === points[s]) last.push(s);
    else ranking.push([s]);
  }
  return {
    ranking,
    winners: ranking[0]!,
    losers: ranking.length > 1 ? ranking[ranking.length - 1]! : [],
    details: { points, roundsWon, rounds: ctx.sheets.map((s) => s.lines.map((l) => l.points)), turns: ctx.turns, passes: ctx.passes },
  };
}
