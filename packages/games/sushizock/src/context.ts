import type { GameContext, Seat } from '@regelwerk/engine';
import type { SushizockRules } from './schema/rules.js';

/** Tiles of each group (sushi, bones), keyed by the group's name in the rule file. */
export type TileRows = Readonly<Record<string, readonly number[]>>;

/** How the last turn ended: the tile that moved, where from, and by which rule. */
export interface TurnRecord {
  readonly seat: Seat;
  /** `take` from the centre, `steal` from an opponent, `forced`: nothing fitted the dice. */
  readonly kind: 'take' | 'steal' | 'forced';
  readonly group: string;
  readonly value: number;
  /** The position taken: in the centre row from the left, in a stack from the top (both from 1). */
  readonly position: number;
  /** The opponent stolen from, or null. */
  readonly from: Seat | null;
  /** The rule file's action row that allowed it (null for a forced take). */
  readonly action: string | null;
  /** The dice that allowed it. */
  readonly dice: readonly string[];
}

/** One player's line of the final scoring sheet. */
export interface Score {
  readonly seat: Seat;
  /** Every group's tiles, bottom first, as they were stacked. */
  readonly stacks: TileRows;
  /** How many tiles of the worthless group count (from the bottom); the ones above score nothing. */
  readonly counted: number;
  readonly total: number;
}

export interface SushizockContext extends GameContext<SushizockRules> {
  /** The centre rows, left to right. */
  readonly centre: TileRows;
  /** Each player's stacks, bottom first: only the top of each is visible to anyone. */
  readonly stacks: readonly TileRows[];
  /** The faces the dice show; empty before the turn's first throw. */
  readonly dice: readonly string[];
  /** Indices of the dice set aside; they stay aside for the rest of the turn and count. */
  readonly aside: readonly number[];
  readonly throwsUsed: number;
  readonly turns: number;
  readonly steals: number;
  readonly forcedTakes: number;
  readonly last: TurnRecord | null;
  /** The scoring sheet, once the centre is empty. */
  readonly scores: readonly Score[] | null;
}

export type SushizockEvent =
  | {
      readonly type: 'dice.throw';
      readonly seat: Seat;
      /** Indices of the dice set aside (those already aside and at least one just thrown); the rest are thrown. Empty for the first throw. */
      readonly keep: readonly number[];
    }
  | {
      readonly type: 'tile.take';
      readonly seat: Seat;
      readonly group: string;
      /** Position in the centre row, from the left, counted from 1. */
      readonly position: number;
    }
  | {
      readonly type: 'tile.steal';
      readonly seat: Seat;
      readonly group: string;
      /** The opponent stolen from. */
      readonly from: Seat;
      /** Position in that opponent's stack, from the top, counted from 1 (named blind). */
      readonly position: number;
    };
