import { deepFreeze, indexSubsets, memoByIndex, memoByObject, type FastSnapshot, type Seat } from '@regelwerk/engine';
import type { SchockenContext, SchockenEvent } from './context.js';
import { checkDecision, rulesNow } from './rules/turn.js';

/**
 * Every decision `seat` can make now: each choice of dice to set aside (and to turn), and
 * stopping. The candidates are made once per seat and kind of moment and shared (frozen).
 */
export function legalEvents(snapshot: FastSnapshot<SchockenContext>, seat: Seat): SchockenEvent[] {
  const ctx = snapshot.context;
  if (snapshot.status === 'done' || seat !== ctx.current) return [];
  const out: SchockenEvent[] = [];
  for (const e of candidatesFor(ctx, seat, planFor(rulesNow(ctx)))) if (checkDecision(ctx, e) === null) out.push(e);
  return out;
}

/**
 * What the legal decisions need of a rule set, worked out once: the candidates `legalEvents`
 * tries, made once per seat and kind of moment (the first throw of a turn, or a later one), in
 * the order listed (shared and frozen); whether the closed form applies; the throws before a turn
 * may end; the ways to keep dice.
 */
interface Plan {
  /** The candidates of a seat at the first throw of a turn (0) or a later one (1). */
  readonly candidates: (seat: Seat, later: number) => readonly SchockenEvent[];
  /**
   * Whether the closed form applies: no dice can be turned, set-aside dice may be thrown again and
   * any die may be kept, so after the first throw every choice of dice to keep except all of them is legal.
   */
  readonly simple: boolean;
  readonly turns: boolean;
  readonly minThrows: number;
  /** Every subset of the dice but the whole set. */
  readonly keeps: number;
}

/** A rule set's plan, made once per rule set in force (a simulation asks for one rule set's all game long). */
const planFor = memoByObject(
  (rules: SchockenContext['rules']): Plan => ({
    candidates: memoByIndex((seat: Seat, later: number) => candidatesOf(rules, seat, later)),
    simple: rules.turns.length === 0 && rules.reuseSetAside && rules.keepOnly === null && rules.blind === undefined,
    turns: rules.turns.length > 0,
    minThrows: Math.max(1, rules.throws.min),
    keeps: (1 << rules.dice.count) - 1,
  }),
);

const candidatesFor = (ctx: SchockenContext, seat: Seat, plan: Plan): readonly SchockenEvent[] => plan.candidates(seat, plan.turns && ctx.throwsUsed > 0 ? 1 : 0);

function candidatesOf(rules: SchockenContext['rules'], seat: Seat, later: number): readonly SchockenEvent[] {
  const list: SchockenEvent[] = [{ type: 'turn.end', seat }];
  const all = indexSubsets(rules.dice.count);
  for (const keep of all) {
    list.push({ type: 'dice.throw', seat, keep });
    if (later) for (const turn of all) if (turn.length > 0 && turn.every((i) => !keep.includes(i))) list.push({ type: 'dice.throw', seat, keep, turn });
  }
  // A blind first throw (`blind first-throw`) last, so that the other decisions keep their places.
  if (rules.blind !== undefined) list.push({ type: 'dice.blind', seat });
  // The decisions frozen (they are handed out), the list not: V8 runs a frozen array's
  // callbacks (filter, every) and its copies on a slow path, several times slower.
  for (const e of list) deepFreeze(e);
  return list;
}

/** `legalEvents(snapshot, seat).length`, without building the decisions (for simulations). */
export function legalCount(snapshot: FastSnapshot<SchockenContext>, seat: Seat): number {
  const ctx = snapshot.context;
  if (snapshot.status === 'done' || seat !== ctx.current) return 0;
  const plan = planFor(rulesNow(ctx));
  if (!plan.simple) {
    let n = 0;
    for (const e of candidatesFor(ctx, seat, plan)) if (checkDecision(ctx, e) === null) n++;
    return n;
  }
  const end = ctx.throwsUsed >= plan.minThrows ? 1 : 0;
  // A turn at rest has a throw left: the chart ends it as soon as none is (`noThrowsLeft`), and a
  // restored game is checked to be at rest, so the limit need not be asked here.
  return end + (ctx.throwsUsed === 0 ? 1 : plan.keeps);
}

/** `legalEvents(snapshot, seat)[index]`, without building the others (for simulations). */
export function legalAt(snapshot: FastSnapshot<SchockenContext>, seat: Seat, index: number): SchockenEvent {
  const ctx = snapshot.context;
  const plan = planFor(rulesNow(ctx));
  if (plan.simple && snapshot.status !== 'done' && seat === ctx.current) {
    const used = ctx.throwsUsed;
    const end = used >= plan.minThrows ? 1 : 0;
    // Candidates are turn.end, then one throw per subset in mask order; the legal ones keep that order.
    const mask = index - end;
    const throws = used === 0 ? 1 : plan.keeps; // a throw is left (see `legalCount`)
    if (mask < throws && (mask >= 0 || (end === 1 && index === 0))) return candidatesFor(ctx, seat, plan)[1 + mask]!;
    throw new Error(`schocken: there is no legal decision ${index} for seat ${seat} in ${snapshot.value}`);
  }
  const candidates = candidatesFor(ctx, seat, plan);
  let n = 0;
  for (const e of candidates) if (checkDecision(ctx, e) === null && n++ === index) return e;
  throw new Error(`schocken: there is no legal decision ${index} for seat ${seat} in ${snapshot.value}`);
}
