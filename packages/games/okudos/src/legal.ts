import { deepFreeze, memoByIndex, type FastSnapshot, type Seat } from '@regelwerk/engine';
import type { OkudosContext, OkudosEvent } from './context.js';
import { allowedOn, checkedPlacement, irregularCells } from './rules/turn.js';

/*
 * Every decision, made once and shared (frozen): simulations list some two hundred of them at
 * every step, and freezing a new one costs more than listing it. Placements by board size, seat,
 * number and cell; collections by board size, seat and cell; discards by seat and number; passes
 * by seat.
 */
const placeEvent = memoByIndex(
  (size: number, seat: Seat, chip: number, cell: number): OkudosEvent => deepFreeze({ type: 'chip.place', seat, chip, row: Math.floor(cell / size) + 1, col: (cell % size) + 1 }),
);
const collectEvent = memoByIndex((size: number, seat: Seat, cell: number): OkudosEvent => deepFreeze({ type: 'chip.collect', seat, row: Math.floor(cell / size) + 1, col: (cell % size) + 1 }));
const discardEvent = memoByIndex((seat: Seat, chip: number): OkudosEvent => deepFreeze({ type: 'chip.discard', seat, chip }));
const passEvent = memoByIndex((seat: Seat): OkudosEvent => deepFreeze({ type: 'turn.pass', seat }));

/**
 * Every decision `seat` can make now. While irregular chips lie on the board: collect one of
 * them (any order). Otherwise: place each distinct number of the hand on each cell it may go on,
 * discard each distinct number, or pass. Each made once and frozen (see `placeEvent`).
 */
export function legalEvents(snapshot: FastSnapshot<OkudosContext>, seat: Seat): OkudosEvent[] {
  const ctx = snapshot.context;
  if (snapshot.status === 'done' || seat !== ctx.current) return [];
  const n = ctx.rules.board.width;
  const irregular = irregularCells(ctx);
  if (irregular.length > 0) return irregular.map((cell) => collectEvent(n, seat, cell));
  const out: OkudosEvent[] = [];
  const hand = ctx.hands[seat]!;
  const checked = checkedPlacement(ctx.rules);
  const allowed = allowedOn(ctx);
  for (let k = 0; k < hand.length; k++) {
    const chip = hand[k]!;
    if (k > 0 && hand[k - 1] === chip) continue;
    const bit = 1 << chip;
    for (let cell = 0; cell < ctx.board.length; cell++) {
      if (ctx.board[cell] !== null || (checked && (allowed[cell]! & bit) === 0)) continue;
      out.push(placeEvent(n, seat, chip, cell));
    }
  }
  for (let k = 0; k < hand.length; k++) if (k === 0 || hand[k - 1] !== hand[k]) out.push(discardEvent(seat, hand[k]!));
  out.push(passEvent(seat));
  return out;
}
