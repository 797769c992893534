import type { GameSchema } from '@regelwerk/dsl';
import type { AnyPlayRuntime } from './contract.js';
import type { GamePage } from './game-page.js';
import type { BoardModule, GameModule } from './module.js';

/**
 * One game, declared once in its own folder (its board package's `./game` entry, named by the
 * `"regelwerk": { "game": … }` key of that package.json): the registry lists these and derives
 * every other list from them (docs/adding-a-game.md). Each part loads on demand, so a page that
 * shows one game loads only that game's code.
 */
export interface GameDeclaration {
  /** The id of its rule files (`game <id>`), its folder and its page (`<id>.html`). */
  readonly id: string;
  /** The short name the site's navigation and pickers show (the same in both languages). */
  readonly name: string;
  /** What compiling, formatting and describing its rule files needs (`./schema`). */
  schema(): Promise<GameSchema>;
  /** The game module; absent while a game has rules but no engine yet. */
  readonly module?: () => Promise<GameModule>;
  /**
   * The module for a page that plays the game: `module()`'s without save and restore (a page
   * saves the decisions and replays them). Without it a page loads `module()`'s.
   */
  readonly play?: () => Promise<GameModule<AnyPlayRuntime>>;
  /** The board; loading it defines its element. Only a game with `module` has one. */
  readonly board?: () => Promise<BoardModule>;
  /** What its page on the demo site says (`./page`, data only); without it the page shows the module's summary. */
  readonly page?: () => Promise<GamePage>;
}

/** A game's declaration, checked and frozen: `export default defineGame({ id, name, schema, module, board })`. */
export function defineGame<const D extends GameDeclaration>(declaration: D): D {
  if (!/^[a-z][a-z0-9-]*$/.test(declaration.id)) throw new Error(`game/id: "${declaration.id}" is not a game id (lower-case letters, digits and dashes)`);
  if (declaration.board && !declaration.module) throw new Error(`game/board: ${declaration.id} has a board but no module`);
  if (declaration.play && !declaration.module) throw new Error(`game/play: ${declaration.id} has a play module but no module`);
  return Object.freeze(declaration);
}
