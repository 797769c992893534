import type { GameSchema } from '@regelwerk/dsl';
import type { GameModule } from '@regelwerk/engine';

/**
 * The games regelwerk knows. Each entry loads its game on demand, so a page that shows one game
 * loads only that game's code; `schema()` loads just what compiling its rule files needs.
 */
export interface GameEntry {
  readonly id: string;
  /** The game's statements, checks and tables, for `compile`, `format` and `describeTables`. */
  schema(): Promise<GameSchema>;
  /** The whole game (runtime, machine, texts); absent while a game has rules but no engine yet. */
  readonly load?: () => Promise<GameModule>;
}

export const GAMES: readonly GameEntry[] = [
  {
    id: 'schocken',
    schema: () => import('@regelwerk/schocken/schema').then((m) => m.schema),
    load: () => import('@regelwerk/schocken').then((m) => m.module),
  },
  { id: 'sushizock', schema: () => import('@regelwerk/sushizock/schema').then((m) => m.schema) },
  { id: 'kaeseschieben', schema: () => import('@regelwerk/kaeseschieben/schema').then((m) => m.schema) },
  { id: 'okudos', schema: () => import('@regelwerk/okudos/schema').then((m) => m.schema) },
];

const byId = new Map(GAMES.map((g) => [g.id, g]));

/** The entry of a game id, or undefined; names such as `constructor` are unknown like any other. */
export function gameEntry(id: string): GameEntry | undefined {
  return byId.get(id);
}

export const GAME_IDS: readonly string[] = GAMES.map((g) => g.id);
