import { deepFreeze, type FastSnapshot, type Seat } from '@regelwerk/engine';
import type { OkudosContext, OkudosEvent } from './context.js';
import { geometryOf } from './rules/sudoku.js';
import { analyse, bitCount, checkedPlacement, lowBit, wordsOf, type BoardAnalysis } from './rules/turn.js';

/*
 * Every decision, made once and shared (frozen): simulations list some seventy of them at every
 * step, and freezing a new one costs more than listing it. Kept in flat lists per board size and
 * seat, read by index (a call through `memoByIndex` gathers its arguments into a new list every
 * time, which at this rate costs more than the rest of the listing): placements by
 * `chip * cells + cell`, collections by cell, discards by number, the pass alone.
 */
interface Made {
  readonly place: (OkudosEvent | undefined)[];
  readonly collect: (OkudosEvent | undefined)[];
  readonly discard: (OkudosEvent | undefined)[];
  readonly pass: OkudosEvent;
}
const made: Made[][] = [];
function madeFor(size: number, seat: Seat): Made {
  const bySeat = (made[size] ??= []);
  // Filled with undefined up front: lists with holes, or written far past their end, are read slowly.
  const none = (length: number) => new Array<OkudosEvent | undefined>(length).fill(undefined);
  return (bySeat[seat] ??= { place: none((size + 1) * size * size), collect: none(size * size), discard: none(size + 1), pass: deepFreeze({ type: 'turn.pass', seat }) });
}
const cellOf = (size: number, cell: number) => ({ row: Math.floor(cell / size) + 1, col: (cell % size) + 1 });
const placeEvent = (m: Made, size: number, seat: Seat, chip: number, cell: number): OkudosEvent =>
  (m.place[chip * size * size + cell] ??= deepFreeze({ type: 'chip.place', seat, chip, ...cellOf(size, cell) }));
const collectEvent = (m: Made, size: number, seat: Seat, cell: number): OkudosEvent => (m.collect[cell] ??= deepFreeze({ type: 'chip.collect', seat, ...cellOf(size, cell) }));
const discardEvent = (m: Made, seat: Seat, chip: number): OkudosEvent => (m.discard[chip] ??= deepFreeze({ type: 'chip.discard', seat, chip }));

/**
 * Every decision `seat` can make now. While irregular chips lie on the board: collect one of
 * them (any order). Otherwise: place each distinct number of the hand on each cell it may go on,
 * discard each distinct number, or pass. Each made once and frozen (see `placeEvent`).
 */
export function legalEvents(snapshot: FastSnapshot<OkudosContext>, seat: Seat): OkudosEvent[] {
  const ctx = snapshot.context;
  if (snapshot.status === 'done' || seat !== ctx.current) return [];
  const n = ctx.rules.board.width;
  const m = madeFor(n, seat);
  const a = analyse(ctx.board, geometryOf(ctx.rules));
  const irregular = a.irregular;
  if (irregular.length > 0) return irregular.map((cell) => collectEvent(m, n, seat, cell));
  const out: OkudosEvent[] = [];
  const hand = ctx.hands[seat]!;
  const checked = checkedPlacement(ctx.rules);
  const board = ctx.board;
  const cells = board.length;
  const fits = a.fits;
  const words = wordsOf(geometryOf(ctx.rules));
  for (let k = 0; k < hand.length; k++) {
    const chip = hand[k]!;
    if (k > 0 && hand[k - 1] === chip) continue;
    if (checked) {
      // The cells the number fits on, read off their bits (see `BoardAnalysis.fits`).
      for (let w = 0, at = chip * words; w < words; w++, at++) for (let x = fits[at]!; x !== 0; x &= x - 1) out.push(placeEvent(m, n, seat, chip, (w << 5) + lowBit(x)));
    } else for (let cell = 0; cell < cells; cell++) if (board[cell] === null) out.push(placeEvent(m, n, seat, chip, cell));
  }
  for (let k = 0; k < hand.length; k++) if (k === 0 || hand[k - 1] !== hand[k]) out.push(discardEvent(m, seat, hand[k]!));
  out.push(m.pass);
  return out;
}

/** On how many cells the number may go now: those the checked rule allows it on, or (unchecked) every empty one. */
const cellsFor = (a: BoardAnalysis, cells: number, checked: boolean, chip: number) => (checked ? a.fitting[chip]! : cells - a.chips);

/**
 * `legalEvents(snapshot, seat).length`, without building the decisions (for simulations): the
 * irregular chips, or the cells each distinct number of the hand may go on (counted with the
 * board's analysis), its discards and the pass.
 */
export function legalCount(snapshot: FastSnapshot<OkudosContext>, seat: Seat): number {
  const ctx = snapshot.context;
  if (snapshot.status === 'done' || seat !== ctx.current) return 0;
  const a = analyse(ctx.board, geometryOf(ctx.rules));
  if (a.irregular.length > 0) return a.irregular.length;
  const hand = ctx.hands[seat]!;
  const checked = checkedPlacement(ctx.rules);
  let count = 1;
  for (let k = 0; k < hand.length; k++) if (k === 0 || hand[k - 1] !== hand[k]) count += 1 + cellsFor(a, ctx.board.length, checked, hand[k]!);
  return count;
}

/** `legalEvents(snapshot, seat)[index]`, without building the others (for simulations): the same order, found by the counts. */
export function legalAt(snapshot: FastSnapshot<OkudosContext>, seat: Seat, index: number): OkudosEvent {
  const ctx = snapshot.context;
  const n = ctx.rules.board.width;
  let found: OkudosEvent | undefined;
  if (snapshot.status !== 'done' && seat === ctx.current && index >= 0 && Number.isInteger(index)) {
    const m = madeFor(n, seat);
    const a = analyse(ctx.board, geometryOf(ctx.rules));
    if (a.irregular.length > 0) {
      const cell = a.irregular[index];
      found = cell === undefined ? undefined : collectEvent(m, n, seat, cell);
    } else {
      const hand = ctx.hands[seat]!;
      const checked = checkedPlacement(ctx.rules);
      let left = index;
      // The placements, number by number (in the hand's order), cell by cell.
      for (let k = 0; k < hand.length && found === undefined; k++) {
        const chip = hand[k]!;
        if (k > 0 && hand[k - 1] === chip) continue;
        const cells = cellsFor(a, ctx.board.length, checked, chip);
        if (left >= cells) {
          left -= cells;
          continue;
        }
        if (checked) {
          // The left-th cell of its bits: whole words skipped by their counts.
          const words = wordsOf(geometryOf(ctx.rules));
          for (let w = 0, at = chip * words; w < words && found === undefined; w++, at++) {
            let x = a.fits[at]!;
            const here = bitCount(x);
            if (left >= here) {
              left -= here;
              continue;
            }
            for (; left > 0; left--) x &= x - 1;
            found = placeEvent(m, n, seat, chip, (w << 5) + lowBit(x));
          }
        } else {
          for (let cell = 0; cell < ctx.board.length && found === undefined; cell++) if (ctx.board[cell] === null && left-- === 0) found = placeEvent(m, n, seat, chip, cell);
        }
      }
      // Then the discards, then the pass.
      for (let k = 0; k < hand.length && found === undefined; k++) {
        if (k > 0 && hand[k - 1] === hand[k]) continue;
        if (left-- === 0) found = discardEvent(m, seat, hand[k]!);
      }
      if (found === undefined && left === 0) found = m.pass;
    }
  }
  if (found === undefined) throw new Error(`okudos: there is no legal decision ${index} for seat ${seat} in ${snapshot.value}`);
  return found;
}
