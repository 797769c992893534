import { deepFreeze, memoByIndex, type FastSnapshot, type Seat } from '@regelwerk/engine';
import type { KaeseschiebenContext, KaeseschiebenEvent } from './context.js';
import type { Direction } from './context.js';
import { DIRECTIONS } from './geometry.js';
import { actor, stealChoices, stepsNow } from './rules/turn.js';

/** Rolls, declines and steps per seat (and direction), made once and shared (frozen). */
const rollOf = memoByIndex((seat: Seat): KaeseschiebenEvent => deepFreeze({ type: 'die.roll', seat }));
const declineOf = memoByIndex((seat: Seat): KaeseschiebenEvent => deepFreeze({ type: 'cube.decline', seat }));
const stepAt = memoByIndex((seat: Seat, d: number): KaeseschiebenEvent => deepFreeze({ type: 'mouse.step', seat, dir: DIRECTIONS[d]! }));
const stepOf = (seat: Seat, dir: Direction) => stepAt(seat, DIRECTIONS.indexOf(dir));

/**
 * Every decision `seat` can make now: the roll; each step from which the move can still be
 * completed; or, for the last cube's receiver, each size they may take from each other player,
 * then `cube.decline` (the receiver may take none).
 * Frozen (see `deepFreeze`).
 */
export function legalEvents(snapshot: FastSnapshot<KaeseschiebenContext>, seat: Seat): KaeseschiebenEvent[] {
  const ctx = snapshot.context;
  if (snapshot.status === 'done' || seat !== actor(ctx)) return [];
  if (ctx.receiver !== null) return [...stealChoices(ctx).map((c): KaeseschiebenEvent => deepFreeze({ type: 'cube.take', seat, from: c.from, size: c.size })), declineOf(seat)];
  if (ctx.roll.length === 0) return [rollOf(seat)];
  const steps = stepsNow(ctx);
  const out: KaeseschiebenEvent[] = [];
  for (let i = 0; i < steps.length; i++) out.push(stepOf(seat, steps[i]!));
  return out;
}

/** `legalEvents(snapshot, seat).length`, without building the decisions (for simulations). */
export function legalCount(snapshot: FastSnapshot<KaeseschiebenContext>, seat: Seat): number {
  const ctx = snapshot.context;
  if (snapshot.status === 'done' || seat !== actor(ctx)) return 0;
  if (ctx.receiver !== null) return stealChoices(ctx).length + 1;
  if (ctx.roll.length === 0) return 1;
  return stepsNow(ctx).length;
}

/** `legalEvents(snapshot, seat)[index]`, without building the others (for simulations). */
export function legalAt(snapshot: FastSnapshot<KaeseschiebenContext>, seat: Seat, index: number): KaeseschiebenEvent {
  const ctx = snapshot.context;
  let found: KaeseschiebenEvent | undefined;
  if (snapshot.status !== 'done' && seat === actor(ctx) && index >= 0) {
    if (ctx.receiver !== null) found = legalEvents(snapshot, seat)[index];
    else if (ctx.roll.length === 0) found = index === 0 ? rollOf(seat) : undefined;
    else {
      const dir = stepsNow(ctx)[index];
      found = dir === undefined ? undefined : stepOf(seat, dir);
    }
  }
  if (found === undefined) throw new Error(`kaeseschieben: there is no legal decision ${index} for seat ${seat} in ${snapshot.value}`);
  return found;
}
