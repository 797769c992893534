import { deepFreeze, frozenIndexList, indexSubsets, memoByIndex, type FastSnapshot, type Seat } from '@regelwerk/engine';
import type { SushizockContext, SushizockEvent } from './context.js';
import { canThrowAgain, checkDecision, forcedTake, offered } from './rules/turn.js';

/**
 * The ways to set dice aside before the next throw when set-aside dice stay aside: those already
 * aside plus at least `atLeast` of the dice just thrown, leaving at least one to throw. Built
 * directly (the conformance suite checks each against `check`), since simulations ask for them at
 * every step.
 */
const throwsMade = memoByIndex((seat: Seat, asideMask: number, count: number, atLeast: number): readonly SushizockEvent[] =>
  // The decisions frozen (they are handed out), the list not: V8 runs a frozen array's
  // callbacks and copies on a slow path.
  keepsAddingTo(asideMask, count, atLeast).map((keep): SushizockEvent => deepFreeze({ type: 'dice.throw', seat, keep })),
);

/** The throw decisions of `seat` with `aside` set aside, made once and shared (each frozen, `keep` too; never change the list). */
function throwsFor(seat: Seat, aside: readonly number[], count: number, atLeast: number): readonly SushizockEvent[] {
  // The dice aside as a bit set: a key of whole numbers (at most 10 dice, MAX_DICE).
  let mask = 0;
  for (let i = 0; i < aside.length; i++) mask |= 1 << aside[i]!;
  return throwsMade(seat, mask, count, atLeast);
}

function keepsAddingTo(asideMask: number, count: number, atLeast: number): (readonly number[])[] {
  const aside: number[] = [];
  const thrown: number[] = [];
  for (let i = 0; i < count; i++) ((asideMask >> i) & 1 ? aside : thrown).push(i);
  const out: (readonly number[])[] = [];
  for (const pick of indexSubsets(thrown.length)) {
    if (pick.length < Math.max(1, atLeast) || pick.length >= thrown.length) continue;
    const keep = [...aside];
    for (const k of pick) keep.push(thrown[k]!);
    out.push(frozenIndexList(keep.sort((a, b) => a - b)));
  }
  return out;
}

/** The first throw of a turn, one per seat, made once and shared (frozen). */
const firstThrow = memoByIndex((seat: Seat): SushizockEvent => deepFreeze({ type: 'dice.throw', seat, keep: frozenIndexList([]) }));

/**
 * Every decision `seat` can make now: the takes and steals the dice allow (or the forced take),
 * and each choice of dice to set aside before throwing again.
 */
export function legalEvents(snapshot: FastSnapshot<SushizockContext>, seat: Seat): SushizockEvent[] {
  const ctx = snapshot.context;
  if (snapshot.status === 'done' || seat !== ctx.current) return [];
  if (ctx.throwsUsed === 0) return [firstThrow(seat)];
  const out: SushizockEvent[] = offered(ctx).events.slice();
  if (canThrowAgain(ctx)) {
    const { rules } = ctx;
    if (!rules.reuseSetAside) {
      for (const e of throwsFor(seat, ctx.aside, rules.dice.count, rules.throws.keepAtLeast)) out.push(e);
    } else {
      // By index: the shared list is frozen, and V8 iterates a frozen array slowly.
      const all = indexSubsets(rules.dice.count);
      for (let m = 0; m < all.length; m++) {
        const e: SushizockEvent = { type: 'dice.throw', seat, keep: all[m]! };
        if (checkDecision(ctx, e) === null) out.push(deepFreeze(e));
      }
    }
  } else if (out.length === 0) {
    const forced = forcedTake(ctx);
    if (forced) out.push(forced.event);
  }
  return out;
}

/** `legalEvents(snapshot, seat).length`, without building the decisions (for simulations). */
export function legalCount(snapshot: FastSnapshot<SushizockContext>, seat: Seat): number {
  const ctx = snapshot.context;
  if (snapshot.status === 'done' || seat !== ctx.current) return 0;
  if (ctx.throwsUsed === 0) return 1;
  const { rules } = ctx;
  if (rules.reuseSetAside) return legalEvents(snapshot, seat).length;
  const n = offered(ctx).events.length;
  if (canThrowAgain(ctx)) return n + throwsFor(seat, ctx.aside, rules.dice.count, rules.throws.keepAtLeast).length;
  return n === 0 && forcedTake(ctx) ? 1 : n;
}

/** `legalEvents(snapshot, seat)[index]`, without building the others (for simulations). */
export function legalAt(snapshot: FastSnapshot<SushizockContext>, seat: Seat, index: number): SushizockEvent {
  const ctx = snapshot.context;
  let found: SushizockEvent | undefined;
  if (snapshot.status !== 'done' && seat === ctx.current && index >= 0) {
    const { rules } = ctx;
    if (ctx.throwsUsed === 0) found = index === 0 ? firstThrow(seat) : undefined;
    else if (rules.reuseSetAside) found = legalEvents(snapshot, seat)[index];
    else {
      const list = offered(ctx).events;
      if (index < list.length) found = list[index]!;
      else if (canThrowAgain(ctx)) found = throwsFor(seat, ctx.aside, rules.dice.count, rules.throws.keepAtLeast)[index - list.length];
      else if (list.length === 0 && index === 0) found = forcedTake(ctx)?.event;
    }
  }
  if (found === undefined) throw new Error(`sushizock: there is no legal decision ${index} for seat ${seat} in ${snapshot.value}`);
  return found;
}
