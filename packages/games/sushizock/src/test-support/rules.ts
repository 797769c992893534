import { readFileSync } from 'node:fs';
import { compile, type CompileResult, type RuleSet, type Source } from '@regelwerk/dsl';
import { schema } from '../schema/index.js';

const RULES_DIR = new URL('../../../../../rules/', import.meta.url);

export function ruleText(path: string): string {
  return readFileSync(new URL(path, RULES_DIR), 'utf8');
}

/** Base games for variants, from rules/. */
export function resolveGame(id: string): Source | undefined {
  try {
    return { file: `rules/${id}.rules`, text: ruleText(`${id}.rules`) };
  } catch {
    return undefined;
  }
}

/** Compiles a text with this game's schema only. */
export function compileText(text: string, file = 'test.rules'): CompileResult {
  return compile(text, { schemas: [schema], file, resolveGame });
}

/** Compiles a file from rules/ and fails the test with its diagnostics if it does not compile. */
export function compileRuleFile(path: string): RuleSet {
  const result = compileText(ruleText(path), `rules/${path}`);
  if (!result.ok) {
    throw new Error(`${path} does not compile:\n${result.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`).join('\n')}`);
  }
  return result.rules;
}
