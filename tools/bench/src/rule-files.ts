/** Rule files as the bench reads them: rules/, then the folders games keep their own rule files in. */
import { existsSync, readFileSync } from 'node:fs';
import { RULE_FOLDERS } from '@regelwerk/games/all';

const RULES = new URL('../../../rules/', import.meta.url);
/** rules/, then the folders named by games' `"regelwerk": { "rules" }` (docs/adding-a-game.md, §6). */
const RULE_DIRS: readonly URL[] = [RULES, ...RULE_FOLDERS];

/** The text of a rule file by its path below rules/ (or below a game's own rule folder). */
export const readRules = (path: string): string => readFileSync(RULE_DIRS.map((d) => new URL(path, d)).find((u) => existsSync(u)) ?? new URL(path, RULES), 'utf8');
