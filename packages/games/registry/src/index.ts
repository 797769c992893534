import type { BoardModule, GameModule } from '@regelwerk/engine';

/**
 * The games regelwerk knows. Each entry loads its parts on demand, so a page that shows one game
 * loads only that game's code: its module (rules, machine interpreter, bots) and its board. A
 * game's `./module` entry holds its module alone, so that the XState machine (loaded by
 * `module.machine()`) stays out of what a page loads.
 */
export interface GameEntry {
  readonly id: string;
  /** The game module; missing for a game that has rules but cannot be played yet. */
  readonly load?: () => Promise<GameModule>;
  /** The board; loading it defines its element. */
  readonly board?: () => Promise<BoardModule>;
}

export const GAMES: readonly GameEntry[] = [
  {
    id: 'schocken',
    load: () => import('@regelwerk/schocken/module').then(({ module }) => module),
    board: () => import('@regelwerk/schocken-board').then(({ board }) => board),
  },
];

const byId = new Map(GAMES.map((g) => [g.id, g]));

/** The entry of a game id, or undefined; names such as `constructor` are unknown like any other. */
export function gameEntry(id: string): GameEntry | undefined {
  return byId.get(id);
}

export const GAME_IDS: readonly string[] = GAMES.map((g) => g.id);
