import type { FastSnapshot, Seat } from '@regelwerk/engine';
import type { SchockenContext, SchockenEvent } from './context.js';
import { checkDecision, throwLimit } from './rules/turn.js';

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

/**
 * The candidates `legalEvents` tries, made once per rule set, seat and kind of moment (the first
 * throw of a turn, or a later one), in `legalEvents`' order. Shared and never changed.
 */
const candidateCache = new WeakMap<SchockenContext['rules'], SchockenEvent[][][]>();

/** The rule set asked for last, and its candidates: a simulation asks for one rule set's all game long. */
let lastRules: SchockenContext['rules'] | undefined;
let lastBySeat: SchockenEvent[][][] = [];

function candidatesFor(ctx: SchockenContext, seat: Seat): readonly SchockenEvent[] {
  let bySeat = ctx.rules === lastRules ? lastBySeat : candidateCache.get(ctx.rules);
  if (!bySeat) candidateCache.set(ctx.rules, (bySeat = []));
  lastRules = ctx.rules;
  lastBySeat = bySeat;
  const later = ctx.rules.turns.length > 0 && ctx.throwsUsed > 0 ? 1 : 0;
  const forSeat = (bySeat[seat] ??= []);
  let list = forSeat[later];
  if (!list) {
    list = [{ type: 'turn.end', seat }];
    const all = subsets(ctx.rules.dice.count);
    for (const keep of all) {
      list.push({ type: 'dice.throw', seat, keep });
      if (later) for (const turn of all) if (turn.length > 0 && turn.every((i) => !keep.includes(i))) list.push({ type: 'dice.throw', seat, keep, turn });
    }
    forSeat[later] = list;
  }
  return list;
}

/**
 * Whether the closed form below applies: no dice can be turned and set-aside dice may be thrown
 * again, so after the first throw every choice of dice to keep except all of them is legal.
 */
const simpleKeeps = (ctx: SchockenContext) => ctx.rules.turns.length === 0 && ctx.rules.reuseSetAside;

/** `legalEvents(snapshot, seat).length`, without building the decisions (for simulations). */
export function legalCount(snapshot: FastSnapshot<SchockenContext>, seat: Seat): number {
  const ctx = snapshot.context;
  if (snapshot.status === 'done' || seat !== ctx.current) return 0;
  if (!simpleKeeps(ctx)) {
    let n = 0;
    for (const e of candidatesFor(ctx, seat)) if (checkDecision(ctx, e) === null) n++;
    return n;
  }
  const end = ctx.throwsUsed >= Math.max(1, ctx.rules.throws.min) ? 1 : 0;
  if (ctx.throwsUsed === 0) return end + 1;
  if (ctx.throwsUsed >= throwLimit(ctx)) return end;
  // Every subset of the dice but the whole set.
  return end + (1 << ctx.rules.dice.count) - 1;
}

/** `legalEvents(snapshot, seat)[index]`, without building the others (for simulations). */
export function legalAt(snapshot: FastSnapshot<SchockenContext>, seat: Seat, index: number): SchockenEvent {
  const ctx = snapshot.context;
  const candidates = candidatesFor(ctx, seat);
  if (simpleKeeps(ctx) && snapshot.status !== 'done' && seat === ctx.current) {
    const end = ctx.throwsUsed >= Math.max(1, ctx.rules.throws.min) ? 1 : 0;
    // Candidates are turn.end, then one throw per subset in mask order; the legal ones keep that order.
    if (end === 1 && index === 0) return candidates[0]!;
    const mask = index - end;
    const throws = ctx.throwsUsed === 0 ? 1 : ctx.throwsUsed >= throwLimit(ctx) ? 0 : (1 << ctx.rules.dice.count) - 1;
    if (mask >= 0 && mask < throws) return candidates[1 + mask]!;
    throw new Error(`schocken: there is no legal decision ${index} for seat ${seat} in ${snapshot.value}`);
  }
  let n = 0;
  for (const e of candidates) if (checkDecision(ctx, e) === null && n++ === index) return e;
  throw new Error(`schocken: there is no legal decision ${index} for seat ${seat} in ${snapshot.value}`);
}
