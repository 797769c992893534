import type { GameDeclaration } from '@regelwerk/engine';
import { DECLARATIONS } from './generated/games.js';

/**
 * The games regelwerk knows: one per `defineGame` declaration in a game's own folder, listed by
 * `scripts/generate-games.mjs` (the `generate` target) from the workspace's package.json files.
 * Each entry loads its parts on demand, so a page that shows one game loads only that game's
 * code: `schema()` just what compiling its rule files needs, `load()` its module (rules, machine
 * interpreter, bots, tables), `board()` its board. A game's `./module` entry holds its module
 * alone, so that the XState machine (loaded by `module.machine()`) stays out of what a page loads.
 * `play()`, where a game has it, is `load()`'s without save and restore (a page replays decisions).
 */
export type GameEntry = Omit<GameDeclaration, 'module'> & {
  /** The game module (the declaration's `module`); absent while a game has rules but no engine yet. */
  readonly load?: GameDeclaration['module'];
};

export const GAMES: readonly GameEntry[] = DECLARATIONS.map(({ id, name, schema, module, play, board, page }) =>
  Object.freeze({ id, name, schema, ...(module ? { load: module } : {}), ...(play ? { play } : {}), ...(board ? { board } : {}), ...(page ? { page } : {}) }),
);

const byId = new Map(GAMES.map((g) => [g.id, g]));
if (byId.size !== GAMES.length) throw new Error(`game/duplicate: two declarations share an id (${GAMES.map((g) => g.id).join(', ')})`);

/** The entry of a game id, or undefined; names such as `constructor` are unknown like any other. */
export function gameEntry(id: string): GameEntry | undefined {
  return byId.get(id);
}

export const GAME_IDS: readonly string[] = GAMES.map((g) => g.id);
