import type { FastSnapshot, Seat } from '@regelwerk/engine';
import type { SushizockContext, SushizockEvent } from './context.js';
import { canThrowAgain, checkDecision, forcedTake, offers } from './rules/turn.js';

const subsetCache = new Map<number, number[][]>();

function subsets(n: number): number[][] {
  const cached = subsetCache.get(n);
  if (cached) return cached;
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) out.push(Array.from({ length: n }, (_, i) => i).filter((i) => (mask >> i) & 1));
  subsetCache.set(n, out);
  return out;
}

/**
 * Every decision `seat` can make now: the takes and steals the dice allow (or the forced take),
 * and each choice of dice to set aside before throwing again.
 */
export function legalEvents(snapshot: FastSnapshot<SushizockContext>, seat: Seat): SushizockEvent[] {
  const ctx = snapshot.context;
  if (snapshot.status === 'done' || seat !== ctx.current) return [];
  if (ctx.throwsUsed === 0) return [{ type: 'dice.throw', seat, keep: [] }];
  const out: SushizockEvent[] = offers(ctx).map((o) => o.event);
  if (canThrowAgain(ctx)) {
    for (const keep of subsets(ctx.rules.dice.count)) {
      const e: SushizockEvent = { type: 'dice.throw', seat, keep };
      if (checkDecision(ctx, e) === null) out.push(e);
    }
  } else if (out.length === 0) {
    const forced = forcedTake(ctx);
    if (forced) out.push(forced.event);
  }
  return out;
}
