/**
 * Every rule file in rules/ compiles to exactly the rule set recorded in fixtures/compiled/: the
 * JSON, key order included, is compared as text. The fixtures were written before the rule
 * language lost its central statement table, so this shows the move changed no compiled number.
 * `REGELWERK_UPDATE_FIXTURES=1 npx vitest run src/compiled-rules.test.ts` rewrites them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_RULE_FILES, compileRuleFile } from './test-support/rules.js';

const FIXTURES = new URL('./fixtures/compiled/', import.meta.url);

const fixture = (path: string) => new URL(`${path.replace('variants/', 'variant-').replace(/\.rules$/, '')}.json`, FIXTURES);

describe('compiled rule files', () => {
  it.each(ALL_RULE_FILES)('rules/%s compiles to the recorded JSON', (path) => {
    const json = `${JSON.stringify(compileRuleFile(path), null, 2)}\n`;
    if (process.env.REGELWERK_UPDATE_FIXTURES) writeFileSync(fixture(path), json);
    expect(json).toBe(readFileSync(fixture(path), 'utf8'));
  });
});
