/**
 * For tests of rule checks, in the dsl and in every game's schema: one mistake in a small rule
 * file, the code it must produce, where (line:column of the start, and the text underlined) and a
 * part of the message that says how to fix it.
 */
import { expect } from 'vitest';
import { compile, type CompileResult } from './compile.js';
import type { RuleSet, Source } from './ruleset.js';
import type { GameSchema } from './schema.js';

export interface DiagnosticCase {
  readonly name: string;
  readonly source: string;
  readonly code: string;
  /** `line:column` of the start of the reported range. */
  readonly at: string;
  /** The text the range covers. */
  readonly covers: string;
  readonly message: RegExp;
}

/** Compiles `c.source` with `compileText` and expects the diagnostic `c` describes. */
export function expectDiagnostic(c: DiagnosticCase, compileText: (source: string) => CompileResult): void {
  const result = compileText(c.source);
  expect(result.ok).toBe(false);
  const d = result.diagnostics.find((x) => x.code === c.code);
  expect(d, `expected ${c.code}, got ${result.diagnostics.map((x) => `${x.code}: ${x.message}`).join('; ')}`).toBeDefined();
  expect(`${d!.range.start.line}:${d!.range.start.column}`).toBe(c.at);
  expect(c.source.slice(d!.range.start.offset, d!.range.end.offset)).toBe(c.covers);
  expect(d!.message).toMatch(c.message);
}

/** What a game's tests need to read and compile rule files with its schema (or the registry's). */
export interface RuleFileHelpers {
  /** A file below `rules/`, e.g. `variants/<game>-<variant>.rules`. */
  ruleText(path: string): string;
  /** Base games for variants, from `rules/`. */
  resolveGame(id: string): Source | undefined;
  /** Compiles a text with the given schemas only. */
  compileText(text: string, file?: string): CompileResult;
  /** Compiles a file from `rules/` and fails the test with its diagnostics if it does not compile. */
  compileRuleFile(path: string): RuleSet;
}

/** `read` gives the text of a file below `rules/` (tests read them from disk; the dsl itself never does). */
export function ruleFileHelpers(schemas: readonly GameSchema[], read: (path: string) => string): RuleFileHelpers {
  const ruleText = read;
  const resolveGame = (id: string): Source | undefined => {
    try {
      return { file: `rules/${id}.rules`, text: ruleText(`${id}.rules`) };
    } catch {
      return undefined;
    }
  };
  const compileText = (text: string, file = 'test.rules') => compile(text, { schemas, file, resolveGame });
  const compileRuleFile = (path: string): RuleSet => {
    const result = compileText(ruleText(path), `rules/${path}`);
    if (!result.ok) {
      throw new Error(`${path} does not compile:\n${result.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`).join('\n')}`);
    }
    return result.rules;
  };
  return { ruleText, resolveGame, compileText, compileRuleFile };
}
