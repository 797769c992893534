/** The rule files are in the canonical form the formatter prints with every game's row signatures. */
import { Diagnostics, format, formatTree, parse } from '@regelwerk/dsl';
import { describe, expect, it } from 'vitest';
import { SCHEMAS } from './all.js';
import { ALL_RULE_FILES, ruleText } from './test-support/rules.js';

describe('format', () => {
  it.each(ALL_RULE_FILES)('rules/%s is in canonical form', (path) => {
    const text = ruleText(path);
    expect(format(text, { schemas: SCHEMAS })).toEqual({ ok: true, text });
  });

  it('formats the syntax tree the same way it formats the text', () => {
    const text = ruleText('schocken.rules');
    expect(formatTree(parse(text, 'x', new Diagnostics()), SCHEMAS)).toBe(text);
  });
});
