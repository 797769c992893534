/**
 * The statement list of docs/rule-language.md is written from the statement signatures of the
 * dsl and of every game's schema, so each statement is described in one place. This test fails
 * when the list is out of date; `npm run docs:rules` (REGELWERK_UPDATE_DOCS=1) rewrites it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { statementReference, UNIVERSAL, VARIANT_OPERATIONS } from '@regelwerk/dsl';
import { expect, it } from 'vitest';
import { SCHEMAS } from './all.js';
import { ALL_RULE_FILES, ruleText } from './test-support/rules.js';

const DOC = new URL('../../../../docs/rule-language.md', import.meta.url);
const BEGIN = '<!-- BEGIN statements';
const END = '<!-- END statements -->';

const doc = () => readFileSync(DOC, 'utf8');

/** The generated part of the document, between the end of the BEGIN marker and the END marker. */
function section(text: string): { from: number; to: number } {
  expect(text.indexOf(BEGIN), `docs/rule-language.md needs the markers ${BEGIN} … ${END}`).toBeGreaterThan(0);
  return { from: text.indexOf('-->', text.indexOf(BEGIN)) + '-->'.length, to: text.indexOf(END) };
}

// It reads and compiles every rule file: seconds on a busy machine.
it('docs/rule-language.md lists the statements as their signatures say', { timeout: 30_000 }, () => {
  const sources = ALL_RULE_FILES.map((path) => ({ file: `rules/${path}`, text: ruleText(path) }));
  const generated = `\n\n${statementReference(SCHEMAS, sources)}\n`;
  if (process.env.REGELWERK_UPDATE_DOCS) {
    const text = doc();
    const { from, to } = section(text);
    writeFileSync(DOC, text.slice(0, from) + generated + text.slice(to));
  }
  const text = doc();
  const { from, to } = section(text);
  expect(text.slice(from, to)).toBe(generated);
});

it('names every statement of every game and every variant operation', () => {
  const keywords = [...UNIVERSAL, ...SCHEMAS.flatMap((s) => s.statements)].map((d) => d.keyword);
  for (const k of [...keywords, ...VARIANT_OPERATIONS]) expect(doc()).toContain(`#### \`${k}`);
});
