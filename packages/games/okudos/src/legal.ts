import { deepFreeze, type FastSnapshot, type Seat } from '@regelwerk/engine';
import type { OkudosContext, OkudosEvent } from './context.js';
import { allowedOn, checkedPlacement, irregularCells } from './rules/turn.js';

/**
 * Every decision, made once and shared (frozen): simulations list some two hundred of them at
 * every step, and freezing a new one costs more than listing it. Per board size: placements by
 * seat, number and cell, collections by seat and cell, discards by seat and number, passes by seat.
 */
const made = new Map<number, { place: OkudosEvent[]; collect: OkudosEvent[]; discard: OkudosEvent[]; pass: OkudosEvent[] }>();

function madeFor(size: number) {
  let m = made.get(size);
  if (!m) made.set(size, (m = { place: [], collect: [], discard: [], pass: [] }));
  return m;
}

function placeEvent(size: number, seat: Seat, chip: number, cell: number): OkudosEvent {
  const key = (seat * (size + 1) + chip) * size * size + cell;
  return (madeFor(size).place[key] ??= deepFreeze({ type: 'chip.place', seat, chip, row: Math.floor(cell / size) + 1, col: (cell % size) + 1 }));
}

const collectEvent = (size: number, seat: Seat, cell: number): OkudosEvent =>
  (madeFor(size).collect[seat * size * size + cell] ??= deepFreeze({ type: 'chip.collect', seat, row: Math.floor(cell / size) + 1, col: (cell % size) + 1 }));

const discardEvent = (size: number, seat: Seat, chip: number): OkudosEvent => (madeFor(size).discard[seat * (size + 1) + chip] ??= deepFreeze({ type: 'chip.discard', seat, chip }));

const passEvent = (size: number, seat: Seat): OkudosEvent => (madeFor(size).pass[seat] ??= deepFreeze({ type: 'turn.pass', seat }));

/**
 * Every decision `seat` can make now. While irregular chips lie on the board: collect one of
 * them (any order). Otherwise: place each distinct number of the hand on each cell it may go on,
 * discard each distinct number, or pass. Each made once and frozen (see `made`).
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
  for (let k = 0; k < hand.length; k++) if (k === 0 || hand[k - 1] !== hand[k]) out.push(discardEvent(n, seat, hand[k]!));
  out.push(passEvent(n, seat));
  return out;
}
