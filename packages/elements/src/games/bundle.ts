import type { CompileResult, GameSchema } from '@regelwerk/dsl';
import type { AnyGameDefinition, FastSnapshot, GameEvent } from '@regelwerk/engine';
import type { ChartModel } from '@regelwerk/statechart';
import type { TemplateResult } from 'lit';
import type { Texts } from '../shared/i18n.js';

/** What the board UI of a game gets to draw one state and offer its decisions. */
export interface BoardContext {
  readonly snapshot: FastSnapshot<unknown>;
  readonly legal: readonly GameEvent[];
  /** The seat whose decisions the person at the screen makes now, or null while a bot plays. */
  readonly actingSeat: number | null;
  readonly t: Texts;
  /** Interaction state kept by the element between renders (e.g. dice marked to set aside). */
  readonly selection: ReadonlySet<number>;
  readonly turnSelected: boolean;
  readonly readOnly: boolean;
  toggle(index: number): void;
  toggleTurn(): void;
  send(event: GameEvent): void;
}

/** A game's statechart drawing: small, so the statechart element paints without the engine. */
export interface ChartBundle {
  readonly id: string;
  readonly title: string;
  readonly chart: ChartModel;
  stateText(id: string, lang: 'de' | 'en'): { label: string; description: string };
}

/** Everything the elements need for one game, loaded as its own chunk. */
export interface GameBundle {
  readonly id: string;
  readonly title: string;
  /** The game's rule schema, for compiling rule files of it. */
  readonly schema: GameSchema;
  readonly game: AnyGameDefinition | null;
  /** Rule texts by path below rules/: the game file and its variants. */
  readonly ruleTexts: Readonly<Record<string, string>>;
  compile(variant?: string | null): CompileResult;
  renderBoard(ctx: BoardContext): TemplateResult;
}

/** The games the elements know; each loads on demand. */
export const GAMES: Readonly<Record<string, () => Promise<GameBundle>>> = {
  schocken: () => import('./schocken.js').then((m) => m.bundle),
};

/** The statecharts, each its own small chunk. */
export const CHARTS: Readonly<Record<string, () => Promise<ChartBundle>>> = {
  schocken: () => import('./schocken-chart.js').then((m) => m.chartBundle),
};
