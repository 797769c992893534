import type { FastSnapshot, Seat } from '@regelwerk/engine';
import type { KaeseschiebenContext, KaeseschiebenEvent } from './context.js';
import { actor, nextSteps, stealChoices } from './rules/turn.js';

/**
 * Every decision `seat` can make now: the roll; each step from which the move can still be
 * completed; or, for the last cube's receiver, each size they may take from each other player.
 */
export function legalEvents(snapshot: FastSnapshot<KaeseschiebenContext>, seat: Seat): KaeseschiebenEvent[] {
  const ctx = snapshot.context;
  if (snapshot.status === 'done' || seat !== actor(ctx)) return [];
  if (ctx.receiver !== null) return stealChoices(ctx).map((c) => ({ type: 'cube.take', seat, from: c.from, size: c.size }));
  if (ctx.roll.length === 0) return [{ type: 'die.roll', seat }];
  return nextSteps(ctx).map((dir) => ({ type: 'mouse.step', seat, dir }));
}
