import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type RuleSet } from '@regelwerk/dsl';
import type { AnyGameRuntime, GameModule } from '@regelwerk/engine';
import { GAME_IDS } from '@regelwerk/games';
import { gameModule, MODULES, RULE_FOLDERS, SCHEMAS } from '@regelwerk/games/all';
import { BUILTIN_RULES_DIR, displayPath, KNOWN_GAMES, readRuleFile, recordingResolver, UsageError, type Io } from './io.js';
import { printDiagnostics } from './render.js';

export { MODULES };

/** The ids of the games that can be played so far. */
export const PLAYABLE: readonly string[] = MODULES.map((m) => m.id);

/** The game that help texts and messages use in their examples. */
export const EXAMPLE = PLAYABLE[0] ?? 'game';

export function moduleFor(id: string): GameModule | undefined {
  return gameModule(id);
}

export function engineFor(id: string): AnyGameRuntime | undefined {
  return gameModule(id)?.runtime;
}

/** Folders where games keep their own rule files (beside rules/), named by their package.json; looked in for base games too. */
export const GAME_RULE_FOLDERS: readonly string[] = RULE_FOLDERS.map((u) => fileURLToPath(u));

/** Where a game id's own rule file is: rules/<id>.rules, or the rule folder its package.json names. */
export function ruleFileOf(id: string): string {
  return [BUILTIN_RULES_DIR, ...GAME_RULE_FOLDERS].map((d) => join(d, `${id}.rules`)).find((f) => existsSync(f)) ?? join(BUILTIN_RULES_DIR, `${id}.rules`);
}

/** The name a game's own rule file is shown by: `rules/<id>.rules`, or its path from the current folder. */
export function ruleFileName(io: Io, id: string): string {
  const full = ruleFileOf(id);
  return full === join(BUILTIN_RULES_DIR, `${id}.rules`) ? `rules/${id}.rules` : displayPath(io, full);
}

/**
 * The text of a game id's shipped rule file or of a rule file path, as every command that takes
 * `GAME|FILE` reads it. A game id wins over a file of the same name in the current folder (write
 * `./<id>` for that); `base` is where variants look for the game they extend.
 */
export function readRules(io: Io, gameOrFile: string): { file: string; text: string; base: string } {
  if ((GAME_IDS as readonly string[]).includes(gameOrFile)) {
    const full = ruleFileOf(gameOrFile);
    return { file: ruleFileName(io, gameOrFile), text: readFileSync(full, 'utf8'), base: join(full, '..', 'x') };
  }
  const { file, text } = readRuleFile(io, gameOrFile);
  return { file, text, base: file };
}

/**
 * Rules from a game id (its shipped rule file) or from a rule file path. Prints the compiler's
 * problems and returns undefined when the file has errors.
 */
export function loadRules(io: Io, gameOrFile: string, extraDirs?: readonly string[]): RuleSet | undefined {
  const { file, text, base } = readRules(io, gameOrFile);
  const texts = new Map([[file, text]]);
  const result = compile(text, { schemas: SCHEMAS, file, resolveGame: recordingResolver(io, base, [...(extraDirs ?? []), ...GAME_RULE_FOLDERS], texts), knownGames: KNOWN_GAMES });
  if (!result.ok) {
    printDiagnostics(io, result.diagnostics, texts);
    return undefined;
  }
  return result.rules;
}

export function requireModule(rules: RuleSet): GameModule {
  const module = gameModule(rules.game);
  if (!module) throw new UsageError(`${rules.title} has rules but no engine yet; games that can be played: ${PLAYABLE.join(', ')}`);
  return module;
}

export function requireEngine(rules: RuleSet): AnyGameRuntime {
  return requireModule(rules).runtime;
}
