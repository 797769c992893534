import type { GameModule } from '@regelwerk/engine';

/**
 * The games regelwerk knows. Each entry loads its game on demand, so a page that shows one game
 * loads only that game's code.
 */
export interface GameEntry {
  readonly id: string;
  load(): Promise<GameModule>;
}

export const GAMES: readonly GameEntry[] = [{ id: 'schocken', load: () => import('@regelwerk/schocken').then((m) => m.module) }];

const byId = new Map(GAMES.map((g) => [g.id, g]));

/** The entry of a game id, or undefined; names such as `constructor` are unknown like any other. */
export function gameEntry(id: string): GameEntry | undefined {
  return byId.get(id);
}

export const GAME_IDS: readonly string[] = GAMES.map((g) => g.id);
