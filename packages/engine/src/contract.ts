import type { AnyStateMachine } from 'xstate';
import type { RuleSet } from '@regelwerk/dsl';
import type { ChanceRecorder } from './chance.js';
import type { FastMachine, FastSnapshot, GameEventBase } from './fast-machine.js';
import type { Refusal, Result } from './result.js';
import type { Rng } from './rng.js';

/** A player's place at the table, counted from 0. */
export type Seat = number;

const NOBODY: readonly Seat[] = Object.freeze([]);
const SEAT_LISTS: (readonly Seat[])[] = [];

/**
 * What `toMove` answers when one seat (or, for `null`, nobody) is to move: one frozen list per
 * seat, made once, since `toMove` is asked before every decision of every simulated game.
 */
export function onlySeat(seat: Seat | null): readonly Seat[] {
  if (seat === null) return NOBODY;
  return SEAT_LISTS[seat] ?? (SEAT_LISTS[seat] = Object.freeze([seat]));
}

/** Every decision carries the seat that makes it. */
export interface GameEvent extends GameEventBase {
  readonly seat: Seat;
}

export interface PlayerInfo {
  readonly name: string;
  /** The bot that plays this seat, or null for a person. */
  readonly bot: string | null;
}

export interface GameInput<R extends RuleSet = RuleSet> {
  readonly rules: R;
  readonly players: readonly PlayerInfo[];
  readonly seed: string;
}

/** Who placed where (seats in a game, players in a match). */
export interface Placing<P> {
  /** Grouped by place, best first; a group of several is a tie. */
  readonly ranking: readonly (readonly P[])[];
  readonly winners: readonly P[];
  readonly losers: readonly P[];
}

export interface Outcome extends Placing<Seat> {
  /** Game-specific figures (scores, half losers, …). */
  readonly details: Readonly<Record<string, unknown>>;
}

/** A bot sees only a seat's view and the legal decisions, and picks one of them. */
export interface Bot<V = unknown, E extends GameEvent = GameEvent> {
  readonly id: string;
  readonly description: string;
  decide(view: V, legal: readonly E[], rng: Rng): E;
  /**
   * For a bot that reads neither its view nor the decisions themselves (the uniform random bot):
   * the index it takes among `count` legal decisions, drawing from `rng` exactly as `decide`
   * would, so that `decide(view, legal, rng)` is `legal[pick(legal.length, rng)]`. Simulations
   * then build no view and, where the runtime has `legalAt`, no list of decisions.
   */
  pick?(count: number, rng: Rng): number;
}

/**
 * What playing a game needs: the fast interpreter of its machine, legal decisions per seat,
 * per-seat views, the outcome and bots (save and restore are `GameRuntime`'s). Pages use this alone, so the XState
 * runtime stays out of what they load. Play it through a `GameSession`.
 */
export interface PlayRuntime<R extends RuleSet, C extends { readonly rules: R }, E extends GameEvent, V> {
  readonly id: string;
  readonly fast: FastMachine<C, E>;
  /**
   * The interpreter of one rule set's chart, where a game's chart depends on its rules (a house
   * rule that adds a state): what a session plays by, picked once when it starts. Without it,
   * every rule set plays `fast`, which must then take any snapshot of the game.
   */
  readonly fastFor?: (rules: R) => FastMachine<C, E>;
  /** The context before the first state is entered; chance at set-up (who starts) is drawn through `chance`. */
  createContext(input: GameInput<R>, chance: ChanceRecorder): C;
  /** Narrows a compiled rule set to this game's, or explains why it is not. */
  rulesFor(rules: RuleSet): Result<R>;
  /** Whose decision the game waits for. */
  toMove(snapshot: FastSnapshot<C>): readonly Seat[];
  legalEvents(snapshot: FastSnapshot<C>, seat: Seat): E[];
  /**
   * Optional fast path for simulations: `legalEvents(snapshot, seat).length`, worked out without
   * building the decisions. Given together with `legalAt`; the conformance suite checks both
   * against `legalEvents` at every step.
   */
  legalCount?(snapshot: FastSnapshot<C>, seat: Seat): number;
  /** Optional: a decision equal to `legalEvents(snapshot, seat)[index]`, without building the others. */
  legalAt?(snapshot: FastSnapshot<C>, seat: Seat, index: number): E;
  /** Null when the event is legal now, else why not. */
  check(snapshot: FastSnapshot<C>, event: unknown): Refusal | null;
  view(snapshot: FastSnapshot<C>, seat: Seat | 'spectator'): V;
  outcome(snapshot: FastSnapshot<C>): Outcome | null;
  readonly bots: Readonly<Record<string, (rules: R) => Bot<V, E>>>;
  /**
   * Whether the rules let the step from `before` to `after` by `event` be taken back. A session
   * never takes back a step in which chance was drawn. Games without undo leave it out.
   */
  undoable?(before: FastSnapshot<C>, event: E, after: FastSnapshot<C>): boolean;
}

/**
 * A game's runtime with save and restore: the context checked field by field and for
 * consistency. Pages play through a `PlayRuntime` (a game's `./play` entry) and save the
 * decisions instead, so this validation stays out of what they load.
 */
export interface GameRuntime<R extends RuleSet, C extends { readonly rules: R }, E extends GameEvent, V> extends PlayRuntime<R, C, E, V> {
  /** The context without the rule set, as plain JSON. */
  serialize(snapshot: FastSnapshot<C>): string;
  /** A snapshot from `serialize`'s JSON, or why the text is not one (`state/unreadable`). */
  restore(json: string, rules: R): Result<FastSnapshot<C>>;
}

/** A game's runtime together with its XState machine (for drawing, model-based tests, actors). */
export interface GameDefinition<R extends RuleSet, C extends { readonly rules: R }, E extends GameEvent, V> extends GameRuntime<R, C, E, V> {
  readonly machine: AnyStateMachine;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameRuntime = GameRuntime<any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPlayRuntime = PlayRuntime<any, any, any, any>;
