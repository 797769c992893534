import type { AnyStateMachine } from 'xstate';
import type { RuleSet } from '@regelwerk/dsl';
import type { FastMachine, FastSnapshot, GameEventBase } from './fast-machine.js';
import type { Rng } from './rng.js';

/** A player's place at the table, counted from 0. */
export type Seat = number;

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

/** Why a decision was refused: a stable code and a sentence. The state stays as it was. */
export interface Refusal {
  readonly code: string;
  readonly message: string;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: Refusal };

/** What chance decided during one step: dice values, a shuffle, a draw. */
export type ChanceRecord = Readonly<Record<string, unknown>>;

export interface Outcome {
  /** Seats grouped by place, best first; a group with several seats is a tie. */
  readonly ranking: readonly (readonly Seat[])[];
  readonly losers: readonly Seat[];
  readonly winners: readonly Seat[];
  /** Game-specific figures (scores, half losers, …). */
  readonly details: Readonly<Record<string, unknown>>;
}

/** A bot sees only a seat's view and the legal decisions, and picks one of them. */
export interface Bot<V = unknown, E extends GameEvent = GameEvent> {
  readonly id: string;
  readonly description: string;
  decide(view: V, legal: readonly E[], rng: Rng): E;
}

/**
 * What playing a game needs: the fast interpreter of its machine, legal decisions per seat,
 * per-seat views, the outcome, bots and the chance record of each step for logs. Pages use this
 * alone, so the XState runtime stays out of what they load.
 */
export interface GameRuntime<R extends RuleSet, C extends { readonly rules: R }, E extends GameEvent, V> {
  readonly id: string;
  readonly fast: FastMachine<C, E>;
  createContext(input: GameInput<R>): C;
  /** Narrows a compiled rule set to this game's, or explains why it is not. */
  rulesFor(rules: RuleSet): Result<R>;
  /** Whose decision the game waits for. */
  toMove(snapshot: FastSnapshot<C>): readonly Seat[];
  legalEvents(snapshot: FastSnapshot<C>, seat: Seat): E[];
  /** Null when the event is legal now, else why not. */
  check(snapshot: FastSnapshot<C>, event: unknown): Refusal | null;
  view(snapshot: FastSnapshot<C>, seat: Seat | 'spectator'): V;
  outcome(snapshot: FastSnapshot<C>): Outcome | null;
  /** What chance decided at setup (e.g. who starts). */
  setupChance(context: C): ChanceRecord | null;
  /** What chance decided in the step from `before` to `after`. */
  stepChance(before: FastSnapshot<C>, after: FastSnapshot<C>): ChanceRecord | null;
  /** The context without the rule set, as plain JSON. */
  serialize(snapshot: FastSnapshot<C>): string;
  restore(json: string, rules: R): FastSnapshot<C>;
  readonly bots: Readonly<Record<string, (rules: R) => Bot<V, E>>>;
  /**
   * Whether the step from `before` to `after` by `event` may be taken back: the rules allow it and
   * no chance was revealed by it. Games without undo leave it out.
   */
  undoable?(before: FastSnapshot<C>, event: E, after: FastSnapshot<C>): boolean;
}

/** A game's runtime together with its XState machine (for drawing, model-based tests, actors). */
export interface GameDefinition<R extends RuleSet, C extends { readonly rules: R }, E extends GameEvent, V> extends GameRuntime<R, C, E, V> {
  readonly machine: AnyStateMachine;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDefinition = GameRuntime<any, any, any, any>;
