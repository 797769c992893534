/**
 * Every rule file in rules/ compiles to exactly the rule set recorded in fixtures/compiled/: the
 * JSON, key order included, is compared as text. The fixtures were written before the rule
 * language lost its central statement table, so this shows the move changed no compiled number.
 * `REGELWERK_UPDATE_FIXTURES=1 npx vitest run src/compiled-rules.test.ts` rewrites them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { compile } from '@regelwerk/dsl';
import { describe, expect, it } from 'vitest';

const RULES = new URL('../../../../rules/', import.meta.url);
const FIXTURES = new URL('./fixtures/compiled/', import.meta.url);

const RULE_FILES = [
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

const text = (path: string) => readFileSync(new URL(path, RULES), 'utf8');

function compiledJson(path: string): string {
  const result = compile(text(path), {
    file: `rules/${path}`,
    resolveGame: (id) => (existsSync(new URL(`${id}.rules`, RULES)) ? { file: `rules/${id}.rules`, text: text(`${id}.rules`) } : undefined),
  });
  if (!result.ok) throw new Error(`${path} does not compile: ${result.diagnostics.map((d) => d.message).join('; ')}`);
  return `${JSON.stringify(result.rules, null, 2)}\n`;
}

const fixture = (path: string) => new URL(`${path.replace('variants/', 'variant-').replace(/\.rules$/, '')}.json`, FIXTURES);

describe('compiled rule files', () => {
  it.each(RULE_FILES)('rules/%s compiles to the recorded JSON', (path) => {
    const json = compiledJson(path);
    if (process.env.REGELWERK_UPDATE_FIXTURES) writeFileSync(fixture(path), json);
    expect(json).toBe(readFileSync(fixture(path), 'utf8'));
  });
});
