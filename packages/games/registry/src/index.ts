import type { GameSchema } from '@regelwerk/dsl';
import type { AnyPlayRuntime, BoardModule, GameModule } from '@regelwerk/engine';

/**
 * The games regelwerk knows. Each entry loads its parts on demand, so a page that shows one game
 * loads only that game's code: `schema()` just what compiling its rule files needs, `load()` its
 * module (rules, machine interpreter, bots, tables), `board()` its board. A game's `./module`
 * entry holds its module alone, so that the XState machine (loaded by `module.machine()`) stays
 * out of what a page loads.
 */
export interface GameEntry {
  readonly id: string;
  /** The game's statements, checks and tables, for `compile`, `format` and `describeTables`. */
  schema(): Promise<GameSchema>;
  /** The game module; absent while a game has rules but no engine yet. */
  readonly load?: () => Promise<GameModule>;
  /**
   * The module for a page that plays the game: `load()`'s without save and restore (a page saves
   * the decisions and replays them), so their validation stays out of what the page loads.
   * Without it a page loads `load()`'s.
   */
  readonly play?: () => Promise<GameModule<AnyPlayRuntime>>;
  /**
   * The board; loading it defines its element. Only a game with `load` has one; a game whose
   * engine is there before its board (simulate, replay, odds, tables work) has `load` alone.
   */
  readonly board?: () => Promise<BoardModule>;
}

export const GAMES: readonly GameEntry[] = [
  {
    id: 'schocken',
    schema: () => import('@regelwerk/schocken/schema').then(({ schema }) => schema),
    load: () => import('@regelwerk/schocken/module').then(({ module }) => module),
    play: () => import('@regelwerk/schocken/play').then(({ playModule }) => playModule),
    board: () => import('@regelwerk/schocken-board').then(({ board }) => board),
  },
  {
    id: 'sushizock',
    schema: () => import('@regelwerk/sushizock/schema').then(({ schema }) => schema),
    load: () => import('@regelwerk/sushizock/module').then(({ module }) => module),
    board: () => import('@regelwerk/sushizock-board').then(({ board }) => board),
  },
  {
    id: 'kaeseschieben',
    schema: () => import('@regelwerk/kaeseschieben/schema').then(({ schema }) => schema),
    load: () => import('@regelwerk/kaeseschieben/module').then(({ module }) => module),
    board: () => import('@regelwerk/kaeseschieben-board').then(({ board }) => board),
  },
  {
    id: 'okudos',
    schema: () => import('@regelwerk/okudos/schema').then(({ schema }) => schema),
    load: () => import('@regelwerk/okudos/module').then(({ module }) => module),
    board: () => import('@regelwerk/okudos-board').then(({ board }) => board),
  },
];

const byId = new Map(GAMES.map((g) => [g.id, g]));

/** The entry of a game id, or undefined; names such as `constructor` are unknown like any other. */
export function gameEntry(id: string): GameEntry | undefined {
  return byId.get(id);
}

export const GAME_IDS: readonly string[] = GAMES.map((g) => g.id);
