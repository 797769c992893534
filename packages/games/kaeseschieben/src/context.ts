import type { Face } from '@regelwerk/dsl';
import type { GameContext, Seat } from '@regelwerk/engine';
import type { KaeseschiebenRules } from './schema/rules.js';

/** An edge of the board, and the direction of a step towards it. */
export type Edge = 'north' | 'east' | 'south' | 'west';
export type Direction = Edge;

/** One cheese cube: its size (an id of the rule file's `cubes`) and whether it carries a worm. */
export interface Cube {
  readonly size: string;
  readonly worm: boolean;
}

/** One player's line of a round's scoring sheet (the worms revealed). */
export interface SheetLine {
  readonly seat: Seat;
  readonly cubes: readonly Cube[];
  readonly points: number;
}

/** A finished round: every player's cubes with their worms, the points, who won it. */
export interface RoundSheet {
  readonly round: number;
  readonly lines: readonly SheetLine[];
  /** The cubes pushed over an edge nobody sits at. */
  readonly out: readonly Cube[];
  readonly winners: readonly Seat[];
  /** The match's turn count when the round ended. */
  readonly turns: number;
}

/** The last cube's bonus as it was taken: who took which size from whom. */
export interface Steal {
  readonly seat: Seat;
  readonly from: Seat;
  readonly size: string;
}

/**
 * The decision just taken, for a reader (a board marks it): a step of `seat`'s mouse from `from`
 * to `to` in `dir`, with the squares of the cubes it pushed (before the push, nearest first), or a
 * turn passed because no complete move existed. Everything in it is seen by every seat.
 */
export type LastStep =
  | { readonly type: 'step'; readonly seat: Seat; readonly dir: Direction; readonly from: number; readonly to: number; readonly pushed: readonly number[] }
  | { readonly type: 'pass'; readonly seat: Seat };

export interface KaeseschiebenContext extends GameContext<KaeseschiebenRules> {
  /** The round being played, from 1. */
  readonly round: number;
  /** Every cube of the game by its number; worms are drawn anew at the start of each round. */
  readonly cubes: readonly Cube[];
  /** The board row by row from the north-west corner: a cube's number, or -1 for an empty square. */
  readonly board: readonly number[];
  /** Each seat's mouse: the index of its square. */
  readonly mice: readonly number[];
  /** Each seat's cubes won this round, by number, in the order received. */
  readonly won: readonly (readonly number[])[];
  /** Cubes pushed over an edge nobody sits at. */
  readonly out: readonly number[];
  /** The faces thrown this turn (stars, then a number); empty before the roll. */
  readonly roll: readonly Face[];
  /** Steps the roll gives, and steps still to take. */
  readonly steps: number;
  readonly left: number;
  /** The squares of the move so far, from where the mouse stood at the roll. */
  readonly path: readonly number[];
  /** Who received the last cube and still takes a cube from another player; null otherwise. */
  readonly receiver: Seat | null;
  readonly stealsLeft: number;
  /** The last cube's bonus of this round, once taken. */
  readonly stolen: readonly Steal[];
  /** Finished rounds. */
  readonly sheets: readonly RoundSheet[];
  readonly turns: number;
  /** Turns that passed because no complete move existed. */
  readonly passes: number;
  /** The step or pass just taken; null after a roll, a cube taken and a round scored. */
  readonly last: LastStep | null;
}

export type KaeseschiebenEvent =
  | { readonly type: 'die.roll'; readonly seat: Seat }
  | { readonly type: 'mouse.step'; readonly seat: Seat; readonly dir: Direction }
  | {
      readonly type: 'cube.take';
      readonly seat: Seat;
      /** The player the cube is taken from. */
      readonly from: Seat;
      /** Its size; which of their cubes of that size is drawn by lot (nobody chooses by worm). */
      readonly size: string;
    }
  /** The last cube's receiver takes no cube (the rulebook: the receiver "darf", may, take one). */
  | { readonly type: 'cube.decline'; readonly seat: Seat };
