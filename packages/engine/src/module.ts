import type { TableModel } from '@regelwerk/dsl';
import type { AnyStateMachine } from 'xstate';
import type { GameRuntime, GameEvent, PlayRuntime, Seat } from './contract.js';
import type { MachineConfig } from './fast-machine.js';
import type { FigureHook } from './figures.js';
import type { TableParam, TableParams } from './params.js';

/** A sentence or a word in both languages a page can show. */
export interface LocalText {
  readonly de: string;
  readonly en: string;
}

export type Lang = keyof LocalText;

/**
 * A game's own words: its title, what each state of its statechart means (keyed by the state's
 * id without its parents, e.g. `thrown`), and any further strings its board or tables use.
 */
export interface GameTexts {
  readonly title: LocalText;
  /** One line that says what the game is. */
  readonly summary: LocalText;
  readonly states: Readonly<Record<string, { readonly label: LocalText; readonly description: LocalText }>>;
  /** Readable words for the machine's events (`dice.throw` → "throw"), for the drawn chart. */
  readonly events?: Readonly<Record<string, LocalText>>;
  /** Readable words for the guards of its transitions (`throwAllowed` → "a throw is left"). */
  readonly guards?: Readonly<Record<string, LocalText>>;
}

/**
 * What a board gets: a view (never the game's context), the decisions legal now for the acting
 * seat, whether it may act, the page language and a way to send a decision. A board keeps its own
 * draft of partial choices (dice marked to set aside, a path, a chip and a cell).
 */
export interface BoardProps<V = unknown, E extends GameEvent = GameEvent> {
  readonly view: V;
  readonly legal: readonly E[];
  /** The seat whose decisions the person at the screen makes now, or null (a bot, a replay). */
  readonly seat: Seat | null;
  readonly readOnly: boolean;
  readonly lang: Lang;
  readonly send: (event: E) => void;
}

/** A board is a custom element; loading its module defines it (guarded against redefinition). */
export interface BoardModule {
  /** The tag of the board element, e.g. `rw-<game>-board`; it takes `BoardProps` as properties. */
  readonly tagName: string;
  /** The CSS parts the board exposes; `rw-game` forwards them, so a page can style them. */
  readonly parts: readonly string[];
}

/** A cell of a reader's table: text, or text with a short note below it (e.g. "ends the half"). */
export type ReaderCell = string | { readonly text: string; readonly note: string };

/** A table for a page: its caption, columns and rows in the page language. */
export interface ReaderTable {
  readonly id: string;
  readonly caption: string;
  /**
   * `computed`: worked out from the rules (a rank, odds) rather than stated by them; a comparison
   * of two rule sets marks a row as changed only when a cell the rules state differs.
   */
  readonly columns: readonly { readonly label: string; readonly numeric?: boolean; readonly computed?: boolean }[];
  /** Each row's `key` names it (`data-row`); the cell in `headerColumn` heads the row. */
  readonly rows: readonly { readonly key: string; readonly cells: readonly ReaderCell[] }[];
  readonly headerColumn: number;
  readonly note?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RulesOf<Runtime> = Runtime extends PlayRuntime<infer R, any, any, any> ? R : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ContextOf<Runtime> = Runtime extends PlayRuntime<any, infer C, any, any> ? C : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EventOf<Runtime> = Runtime extends PlayRuntime<any, any, infer E, any> ? E : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ViewOf<Runtime> = Runtime extends PlayRuntime<any, any, any, infer V> ? V : never;

/**
 * Everything the rest of the workspace knows about one game. One per game, exported by
 * `packages/games/<id>/`, listed by the registry (`@regelwerk/games`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface GameModule<Runtime extends PlayRuntime<any, any, any, any> = GameRuntime<any, any, any, any>> {
  readonly id: string;
  readonly texts: GameTexts;
  /** The fast interpreter of the machine, legal decisions, views, outcome, bots; save/restore except in a game's `./play` entry. */
  readonly runtime: Runtime;
  /**
   * The XState machine the runtime interprets; loaded on demand so pages need not load XState.
   * With a rule set, the machine of that rule set's chart (see `chart`); without, the base chart.
   */
  machine(rules?: RulesOf<Runtime>): Promise<AnyStateMachine>;
  /**
   * The chart a rule set plays, for a game whose house rules add states (a tie throw-off, say):
   * what the runtime's interpreter runs for that rule set and what a drawing of it shows. Without
   * it every rule set plays `runtime.fast.config`.
   */
  chart?(rules: RulesOf<Runtime>): MachineConfig;
  /**
   * The numbers a reader may set for `tables` and `odds` (e.g. how many throws best play may
   * use): an element's attributes and the CLI's options, checked by `readParams` against these
   * declarations before `tables` and `odds` see them. Without it they take none.
   */
  readonly params?: readonly TableParam<RulesOf<Runtime>>[];
  /** The game's tables for a page (scoring, odds where dice decide), in the page language; `params` holds every declared parameter, checked. */
  tables(rules: RulesOf<Runtime>, options: { readonly lang: Lang; readonly params: TableParams }): readonly ReaderTable[];
  /** Exact odds where dice decide (`regelwerk odds`): a table to print and the same as JSON; `params` as for `tables`. */
  odds?(rules: RulesOf<Runtime>, params: TableParams): { readonly table: TableModel; readonly json: unknown };
  /**
   * The rows of `tables` (their keys) that explain the moment a spectator's view shows, e.g. the
   * throws that just decided a round; a linked rules table highlights them.
   */
  highlights?(view: ViewOf<Runtime>): readonly string[];
  /**
   * The game's rounds, for a shell that fast-forwards to the end of a round and lists the rounds
   * played. Without it a shell knows no rounds (it can still play on to the end of the game).
   */
  readonly rounds?: RoundHook<ViewOf<Runtime>>;
  /**
   * The figures a simulation against another rule set compares (`compareRules`, `regelwerk
   * simulate --compare`, the rule editor): rounds, points, steals… per game.
   */
  readonly figures?: FigureHook<ContextOf<Runtime>, EventOf<Runtime>>;
}

/** Where a game's rounds end, and what a reader is told about each. */
export interface RoundHook<V> {
  /**
   * The key of a state (its id without its parents, e.g. `reveal`) that every round passes
   * through once, as it ends: a step whose trace enters it ends a round.
   */
  readonly end: string;
  /** One short line on the round that has just ended, from a spectator's view right after the step that ended it. */
  summary?(view: V): LocalText;
}
