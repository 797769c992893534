import { deepFreeze, type FastSnapshot, type Seat } from '@regelwerk/engine';
import type { OkudosContext, OkudosEvent } from './context.js';
import { allowedOn, checkedPlacement, irregularCells } from './rules/turn.js';

/**
 * Placements by seat, number and cell, made once and shared (frozen): simulations list some two
 * hundred of them at every step.
 */
const placeCache = new Map<number, OkudosEvent[]>();

function placeEvent(size: number, seat: Seat, chip: number, cell: number): OkudosEvent {
  let list = placeCache.get(size);
  if (!list) placeCache.set(size, (list = []));
  const cells = size * size;
  const key = (seat * (size + 1) + chip) * cells + cell;
  let e = list[key];
  if (!e) list[key] = e = deepFreeze({ type: 'chip.place', seat, chip, row: Math.floor(cell / size) + 1, col: (cell % size) + 1 });
  return e;
}

/**
 * Every decision `seat` can make now. While irregular chips lie on the board: collect one of
 * them (any order). Otherwise: place each distinct number of the hand on each cell it may go on,
 * discard each distinct number, or pass. Frozen (see `deepFreeze`).
 */
export function legalEvents(snapshot: FastSnapshot<OkudosContext>, seat: Seat): OkudosEvent[] {
  const ctx = snapshot.context;
  if (snapshot.status === 'done' || seat !== ctx.current) return [];
  const n = ctx.rules.board.width;
  const irregular = irregularCells(ctx);
  if (irregular.length > 0) return irregular.map((cell) => deepFreeze({ type: 'chip.collect', seat, row: Math.floor(cell / n) + 1, col: (cell % n) + 1 }));
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
  for (let k = 0; k < hand.length; k++) if (k === 0 || hand[k - 1] !== hand[k]) out.push(deepFreeze({ type: 'chip.discard', seat, chip: hand[k]! }));
  out.push(deepFreeze({ type: 'turn.pass', seat }));
  return out;
}
