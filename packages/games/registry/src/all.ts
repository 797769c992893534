import type { GameSchema } from '@regelwerk/dsl';
import type { GameModule } from '@regelwerk/engine';
import { RULE_FOLDERS as RELATIVE_RULE_FOLDERS } from './generated/rule-folders.js';
import { GAMES } from './index.js';

// Every game loaded at once, from the same list the pages load lazily.
const loaded = await Promise.all(GAMES.map(async (g) => ({ schema: await g.schema(), module: await g.load?.() })));

/** Every game module, loaded at once: for the CLI, build scripts and tests (not for pages). */
export const MODULES: readonly GameModule[] = loaded.flatMap((g) => (g.module ? [g.module] : []));

/** The rule schema of every game, those with an engine and those with rules only, loaded at once. */
export const SCHEMAS: readonly GameSchema[] = loaded.map((g) => g.schema);

const byId = new Map(MODULES.map((m) => [m.id, m]));

export function gameModule(id: string): GameModule | undefined {
  return byId.get(id);
}

/**
 * Folders beside rules/ where games keep their own rule files (`"regelwerk": { "rules": … }` in a
 * game's package.json), as file URLs: the CLI and the bench look for `<id>.rules` there too.
 */
export const RULE_FOLDERS: readonly URL[] = RELATIVE_RULE_FOLDERS.map((f) => new URL(`generated/${f}`, import.meta.url));
