import { readFileSync } from 'node:fs';
import { compile, type CompileResult, type RuleSet, type Source } from '@regelwerk/dsl';
import { SCHEMAS } from '../all.js';

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

/** Compiles a text with every game's schema, as the CLI does. */
export function compileText(text: string, file = 'test.rules'): CompileResult {
  return compile(text, { schemas: SCHEMAS, file, resolveGame });
}

/** Compiles a file from rules/ and fails the test with its diagnostics if it does not compile. */
export function compileRuleFile(path: string): RuleSet {
  const result = compile(ruleText(path), { schemas: SCHEMAS, file: `rules/${path}`, resolveGame });
  if (!result.ok) {
    throw new Error(`${path} does not compile:\n${result.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`).join('\n')}`);
  }
  return result.rules;
}

export const ALL_RULE_FILES = [
  'schocken.rules',
  'sushizock.rules',
  'kaeseschieben.rules',
  'okudos.rules',
  'variants/schocken-jule.rules',
  'variants/schocken-sechsen-umdrehen.rules',
  'variants/schocken-aus-der-hand.rules',
  'variants/sushizock-graeten-5-4-2-1.rules',
  'variants/kaeseschieben-blind.rules',
  'variants/okudos-variante-1.rules',
  'variants/okudos-variante-2.rules',
  'variants/okudos-variante-3.rules',
];
