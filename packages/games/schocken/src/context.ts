import type { SchockenRules } from './schema/rules.js';
import type { GameContext, Seat } from '@regelwerk/engine';

export type Stage = 'half' | 'final';

/** One player's finished turn in the current round. */
export interface RoundResult {
  readonly seat: Seat;
  readonly dice: readonly number[];
  readonly throws: number;
  /** Whether the final dice came from one throw of all dice. */
  readonly fromHand: boolean;
  /** The last possible throw stays under the cup until the round is revealed. */
  readonly covered: boolean;
  /**
   * Indices of the dice that lay set aside at the last throw (not in the cup): seen by everyone,
   * also when the throw is covered. Absent in a state saved before this was recorded.
   */
  readonly aside?: readonly number[];
  /** Declared blind (`blind first-throw`): one throw, covered to every seat, the thrower's too, until the reveal. */
  readonly blind?: true;
}

export interface ScoredResult extends RoundResult {
  readonly row: string;
  readonly label: string;
  readonly penalty: number | 'all';
  readonly rank: number;
  /** A blind throw: how many times its penalty counted (1 for a row it leaves alone). */
  readonly times?: number;
}

/** What the reveal of a round decided. */
export interface RoundSummary {
  /** In play order. */
  readonly results: readonly ScoredResult[];
  readonly best: Seat;
  readonly worst: Seat;
  /** Tokens that moved, and from where. */
  readonly tokens: number;
  readonly from: 'middle' | Seat;
  readonly endsHalf: boolean;
  /** Set when the best put the tokens out of play (`passing discard`) rather than handing them to the worst. */
  readonly discarded?: true;
  /** Players who handed over their last token and left the half. */
  readonly left: readonly Seat[];
  /** The player who lost the half (or final) with this round, if any. */
  readonly stageLoser: Seat | null;
  /** The throw-off that settled who of the players tied for worst lost the round (`ties … throw-off`); absent without one. */
  readonly throwOff?: ThrowOff;
  /** Set on the opening round (`opening-round counts`): its worst starts the first round. */
  readonly opening?: true;
  /** Set when the round's best throw is of a row that `ends game`: its worst lost the whole game. */
  readonly endsGame?: true;
}

/**
 * A throw-off (`ties … throw-off`): the players tied for the round's worst throw throw again
 * among themselves, one go after another, until one is the worst of a go.
 */
export interface ThrowOff {
  /** Who throws in this go, in play order: the tied players, then those still tied. */
  readonly seats: readonly Seat[];
  /** The finished throws of this go, in order (open to everyone). */
  readonly results: readonly RoundResult[];
  /** The goes before this one, each of which left players tied. */
  readonly earlier: readonly (readonly RoundResult[])[];
  /** The player who lost the throw-off and so the round, once decided. */
  readonly loser: Seat | null;
}

export interface SchockenContext extends GameContext<SchockenRules> {
  readonly stage: Stage;
  /** 1-based number of the half being played (also kept during the final). */
  readonly half: number;
  readonly halfLosers: readonly Seat[];
  readonly middle: number;
  readonly tokens: readonly number[];
  /** Tokens put out of play in this stage (`passing discard`); absent until some are. */
  readonly outOfPlay?: number;
  /** Who plays in this half: everyone at first; in the second phase only token holders; in the final the half losers. */
  readonly inPlay: readonly boolean[];
  readonly firstStarter: Seat;
  /** Throws allowed to everyone after the starter, once the starter has finished. */
  readonly roundLimit: number | null;
  readonly dice: readonly number[];
  /** Indices of the dice set aside (kept) at the last throw. */
  readonly aside: readonly number[];
  readonly throwsUsed: number;
  readonly fromHand: boolean;
  readonly results: readonly RoundResult[];
  readonly lastRound: RoundSummary | null;
  readonly stageLoser: Seat | null;
  readonly rounds: number;
  readonly loser: Seat | null;
  /**
   * The throw-off being played, or null; the field exists only when the rule set settles ties by
   * a throw-off (its chart has the state).
   */
  readonly throwOff?: ThrowOff | null;
}

export type SchockenEvent =
  | {
      readonly type: 'dice.throw';
      readonly seat: Seat;
      /** Indices of the dice to set aside; the others are thrown. Empty for the first throw. */
      readonly keep: readonly number[];
      /** Indices of set-aside dice to turn (e.g. two sixes into a one), when the rules allow it. */
      readonly turn?: readonly number[];
    }
  | { readonly type: 'turn.end'; readonly seat: Seat }
  /** Declares the first throw of the turn blind (`blind first-throw`): thrown once, never looked at. */
  | { readonly type: 'dice.blind'; readonly seat: Seat };
