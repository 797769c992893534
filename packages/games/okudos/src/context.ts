import type { GameContext, Seat } from '@regelwerk/engine';
import type { OkudosRules } from './schema/rules.js';

/**
 * Cells are numbered row by row from 0 (cell = (row − 1) × width + (col − 1)); decisions name a
 * cell by its row and column counted from 1, as sudoku players do (r1c1 is the top left).
 */
export type Cell = number;

/** Who owns a sector: a seat, or "the game" (the colours nobody was dealt). */
export type Owner = Seat | 'game';

/** How the last turn went, for a reader (and a board's status line). */
export interface TurnRecord {
  readonly seat: Seat;
  readonly kind: 'place' | 'discard' | 'pass';
  /** The chip placed; null for a discard (face down) or a pass. */
  readonly chip: number | null;
  readonly cell: Cell | null;
  /** Whether a chip was drawn from the supply afterwards. */
  readonly drew: boolean;
  /** The irregular chips the player collected first, in the order collected (cell and number). */
  readonly collected: readonly { readonly cell: Cell; readonly chip: number }[];
}

/** One sector's line of the scoring sheet. */
export interface SectorScore {
  readonly sector: number;
  readonly owner: Owner;
  /** The printed numbers of its cells no chip covers, added up. */
  readonly points: number;
  /** Whether it counts for its owner (with `game-scores-best`, the game's lower sectors do not). */
  readonly counted: boolean;
}

/** One column of the scoring sheet: a player, or the game. */
export interface Score {
  readonly owner: Owner;
  /** The owner's sectors, in sector order. */
  readonly sectors: readonly number[];
  readonly sectorPoints: number;
  /** Irregular chips collected (kept for a point each); 0 for the game. */
  readonly collected: number;
  readonly bonus: number;
  readonly total: number;
}

export interface ScoreSheet {
  readonly sectors: readonly SectorScore[];
  /** The players in seat order, then the game (when it holds any sector). */
  readonly columns: readonly Score[];
}

export interface OkudosContext extends GameContext<OkudosRules> {
  /** The printed numbers of the solved sudoku, cell by cell (generated from the seed). */
  readonly printed: readonly number[];
  /** The owner of each sector (sector = its colour): dealt face down; the rest is the game's. */
  readonly owners: readonly Owner[];
  /** The chip on each cell, or null. */
  readonly board: readonly (number | null)[];
  /** Who placed the chip on each cell (everyone saw it), or null. */
  readonly placedBy: readonly (Seat | null)[];
  readonly hands: readonly (readonly number[])[];
  /** The face-down supply, the next chip to draw first. */
  readonly supply: readonly number[];
  /** The discard pile (face down). */
  readonly discard: readonly number[];
  /** The irregular chips each player collected and keeps, face up. */
  readonly collected: readonly (readonly number[])[];
  /** Passes in a row: when every player has passed in a row the game ends. */
  readonly passes: number;
  /** Irregular chips collected so far this turn (reset when the turn ends). */
  readonly collecting: readonly { readonly cell: Cell; readonly chip: number }[];
  readonly turns: number;
  readonly last: TurnRecord | null;
  /** The scoring sheet, once the game is over. */
  readonly scores: ScoreSheet | null;
}

export type OkudosEvent =
  | {
      readonly type: 'chip.place';
      readonly seat: Seat;
      /** The number of a chip in the player's hand. */
      readonly chip: number;
      /** The cell, by row and column counted from 1. */
      readonly row: number;
      readonly col: number;
    }
  | { readonly type: 'chip.discard'; readonly seat: Seat; readonly chip: number }
  | { readonly type: 'turn.pass'; readonly seat: Seat }
  | {
      readonly type: 'chip.collect';
      readonly seat: Seat;
      /** The irregular chip's cell, by row and column counted from 1. */
      readonly row: number;
      readonly col: number;
    };
