import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Diagnostics } from './diagnostics.js';
import { format, formatTree } from './format.js';
import { parseSyntax, type Word } from './syntax.js';
import { ALL_RULE_FILES, ruleText } from './test-support/rules.js';

/** What a file says, without positions: the words and comments of every line. */
function meaning(text: string) {
  const tree = parseSyntax(text, 'x', new Diagnostics());
  const word = (w: Word) => {
    const { range: _range, text: _text, ...rest } = w;
    return rest;
  };
  return {
    statements: tree.statements.map((s) => ({
      words: s.words.map(word),
      comment: s.comment?.trimEnd() ?? null,
      before: s.before.map((b) => b?.trimEnd() ?? null),
      rows: s.rows.map((r) => ({ words: r.words.map(word), comment: r.comment?.trimEnd() ?? null, before: r.before.map((b) => b?.trimEnd() ?? null) })),
    })),
    trailing: tree.trailing.map((b) => b?.trimEnd() ?? null),
  };
}

const formatted = (text: string) => {
  const r = format(text);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return r.text;
};

describe('format', () => {
  it.each(ALL_RULE_FILES)('rules/%s is in canonical form', (path) => {
    const text = ruleText(path);
    expect(formatted(text)).toBe(text);
  });

  it('aligns table columns, puts clauses that never share a row in one column, and aligns comments', () => {
    const input = [
      'game schocken "S"   # head',
      'dice 3 d6 # three',
      'ranking best-first',
      '  a "A" 1 1 1 penalty all ends half',
      '  bb "Bee" 1 1 n for n in 6..2 penalty n',
      '  c "C" any by number desc penalty 1 # rest',
      '',
      '',
      '# end',
    ].join('\n');
    expect(formatted(input)).toBe(
      [
        'game schocken "S"   # head',
        'dice 3 d6           # three',
        'ranking best-first',
        '  a   "A"    1    1  1                  penalty all  ends half',
        '  bb  "Bee"  1    1  n  for n in 6..2   penalty n',
        '  c   "C"    any        by number desc  penalty 1               # rest',
        '',
        '# end',
        '',
      ].join('\n'),
    );
  });

  it('writes numbers, counts, ranges and text in one spelling', () => {
    expect(formatted('tiles x 007 x02 +03 -0 1..06 n-01 "a \\"b\\" \\\\"\n')).toBe('tiles x 7 x2 +3 0 1..6 n-1 "a \\"b\\" \\\\"\n');
  });

  it('refuses to format a file with syntax errors rather than drop text', () => {
    const r = format('game x "y"\nBad line\n');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.diagnostics[0]!.code).toBe('syntax/unreadable');
  });
});

// Random rule-like files: names, numbers, ranges, counts, expressions, text, comments,
// statements and indented rows, blank lines.
const name = fc.stringMatching(/^[a-z][a-z0-9]{0,5}(-[a-z][a-z0-9]{0,3}){0,2}$/).filter((n) => !/^x[0-9]+$/.test(n));
const word = fc.oneof(
  name,
  fc.integer({ min: -999, max: 999 }).map(String),
  fc.integer({ min: 0, max: 99 }).map((n) => `+${n}`),
  fc.tuple(fc.integer({ min: -9, max: 9 }), fc.option(fc.integer({ min: -9, max: 9 }), { nil: undefined })).map(([a, b]) => `${a}..${b ?? ''}`),
  fc.integer({ min: 0, max: 99 }).map((n) => `x${n}`),
  fc.tuple(name, fc.constantFrom('-', '+'), fc.integer({ min: 0, max: 9 })).map(([n, op, d]) => `${n}${op}${d}`),
  fc.string({ maxLength: 8 }).filter((s) => !/[\r\n]/.test(s)).map((s) => JSON.stringify(s).replace(/\\u[0-9a-f]{4}/g, '?').replace(/\\[bfnrt]/g, '?')),
);
const spaces = fc.constantFrom(' ', '  ', '\t', '   ');
const comment = fc.option(fc.string({ maxLength: 12 }).filter((s) => !/[\r\n]/.test(s)).map((s) => `#${s}`), { nil: undefined });
const line = fc.tuple(fc.boolean(), name, fc.array(fc.tuple(spaces, word), { maxLength: 6 }), comment, spaces).map(([indent, first, rest, c, sp]) => {
  const body = (indent ? '  ' : '') + first + rest.map(([s, w]) => s + w).join('');
  return c === undefined ? body : body + sp + c;
});
const file = fc
  .array(fc.oneof({ weight: 6, arbitrary: line }, { weight: 1, arbitrary: fc.constant('') }, { weight: 1, arbitrary: comment.map((c) => c ?? '#') }), { maxLength: 25 })
  .map((lines) => lines.join('\n'));

describe('format properties', () => {
  it('is stable: formatting a formatted file changes nothing', () => {
    fc.assert(
      fc.property(file, (text) => {
        const once = format(text);
        fc.pre(once.ok);
        const twice = format(once.ok ? once.text : '');
        expect(twice).toEqual(once);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps the meaning: the formatted file has the same words and comments', () => {
    fc.assert(
      fc.property(file, (text) => {
        const once = format(text);
        fc.pre(once.ok);
        expect(meaning(once.ok ? once.text : '')).toEqual(meaning(text));
      }),
      { numRuns: 400 },
    );
  });

  it('formats the syntax tree the same way it formats the text', () => {
    const text = ruleText('schocken.rules');
    expect(formatTree(parseSyntax(text, 'x', new Diagnostics()))).toBe(text);
  });
});
