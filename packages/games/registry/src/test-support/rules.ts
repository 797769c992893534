import { readdirSync, readFileSync } from 'node:fs';
import { ruleFileHelpers } from '@regelwerk/dsl/testing';
import { SCHEMAS } from '../all.js';
import { GAME_IDS } from '../index.js';

const RULES = new URL('../../../../../rules/', import.meta.url);

/** Rule files of rules/ read and compiled with every game's schema, as the CLI does. */
export const { ruleText, resolveGame, compileText, compileRuleFile } = ruleFileHelpers(SCHEMAS, (path) => readFileSync(new URL(path, RULES), 'utf8'));

/**
 * Every rule file of rules/: each game's own, then its house rules (`variants/<id>-*.rules`), in
 * the registry's order of games.
 */
export const ALL_RULE_FILES: readonly string[] = [
  ...GAME_IDS.map((id) => `${id}.rules`),
  ...GAME_IDS.flatMap((id) => readdirSync(new URL('variants/', RULES)).filter((f) => f.startsWith(`${id}-`) && f.endsWith('.rules')).sort().map((f) => `variants/${f}`)),
];
