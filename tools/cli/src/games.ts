import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile, type RuleSet } from '@regelwerk/dsl';
import { GAME_IDS } from '@regelwerk/games';
import { SCHEMAS } from '@regelwerk/games/all';
import type { AnyGameDefinition } from '@regelwerk/engine';
import { schocken } from '@regelwerk/schocken';
import { BUILTIN_RULES_DIR, KNOWN_GAMES, readRuleFile, recordingResolver, UsageError, type Io } from './io.js';
import { printDiagnostics } from './render.js';

/** The games that have an engine so far. */
export const ENGINES: Readonly<Record<string, AnyGameDefinition>> = { schocken };

export function engineFor(id: string): AnyGameDefinition | undefined {
  return ENGINES[id];
}

/**
 * Rules from a game id (its shipped rule file) or from a rule file path. Prints the compiler's
 * problems and returns undefined when the file has errors.
 */
export function loadRules(io: Io, gameOrFile: string, extraDirs?: readonly string[]): RuleSet | undefined {
  const isId = (GAME_IDS as readonly string[]).includes(gameOrFile);
  const { file, text } = isId
    ? { file: `rules/${gameOrFile}.rules`, text: readFileSync(join(BUILTIN_RULES_DIR, `${gameOrFile}.rules`), 'utf8') }
    : readRuleFile(io, gameOrFile);
  const texts = new Map([[file, text]]);
  const result = compile(text, { schemas: SCHEMAS, file, resolveGame: recordingResolver(io, isId ? join(BUILTIN_RULES_DIR, 'x') : file, extraDirs, texts), knownGames: KNOWN_GAMES });
  if (!result.ok) {
    printDiagnostics(io, result.diagnostics, texts);
    return undefined;
  }
  return result.rules;
}

export function requireEngine(rules: RuleSet): AnyGameDefinition {
  const game = engineFor(rules.game);
  if (!game) throw new UsageError(`${rules.title} has rules but no engine yet; games that can be played: ${Object.keys(ENGINES).join(', ')}`);
  return game;
}
