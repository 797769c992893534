import type { PlayRuntime } from './contract.js';
import type { GameModule, GameTexts } from './module.js';

/** What a game's module adds to its runtime and its words: its machine, tables, odds, rounds… */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type GameModuleParts<Runtime extends PlayRuntime<any, any, any, any>> = Omit<GameModule<Runtime>, 'id' | 'texts' | 'runtime'>;

/**
 * A game's module from its runtime, its words (its `texts.json`) and what only it has. The id is
 * the runtime's, named once (docs/architecture.md, "One game, five objects").
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function gameModule<Runtime extends PlayRuntime<any, any, any, any>>(runtime: Runtime, texts: GameTexts, parts: GameModuleParts<Runtime>): GameModule<Runtime> {
  return { ...parts, id: runtime.id, texts, runtime };
}
