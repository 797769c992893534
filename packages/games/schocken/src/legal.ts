import type { FastSnapshot, Seat } from '@regelwerk/engine';
import type { SchockenContext, SchockenEvent } from './context.js';
import { checkDecision } from './rules/turn.js';

const subsetCache = new Map<number, number[][]>();

function subsets(n: number): number[][] {
  const cached = subsetCache.get(n);
  if (cached) return cached;
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) out.push(Array.from({ length: n }, (_, i) => i).filter((i) => (mask >> i) & 1));
  subsetCache.set(n, out);
  return out;
}

/** Every decision `seat` can make now: each choice of dice to set aside (and to turn), and stopping. */
export function legalEvents(snapshot: FastSnapshot<SchockenContext>, seat: Seat): SchockenEvent[] {
  const ctx = snapshot.context;
  if (snapshot.status === 'done' || seat !== ctx.current) return [];
  const candidates: SchockenEvent[] = [{ type: 'turn.end', seat }];
  const all = subsets(ctx.rules.dice.count);
  for (const keep of all) {
    candidates.push({ type: 'dice.throw', seat, keep });
    if (ctx.rules.turns.length > 0 && ctx.throwsUsed > 0) {
      for (const turn of all) {
        if (turn.length > 0 && turn.every((i) => !keep.includes(i))) candidates.push({ type: 'dice.throw', seat, keep, turn });
      }
    }
  }
  return candidates.filter((e) => checkDecision(ctx, e) === null);
}
