import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Diagnostics } from './diagnostics.js';
import { format, formatTree } from './format.js';
import { parseSyntax, type Word } from './syntax.js';
import { compileToy, CUP, PIG, TOYS } from './test-support/toy.js';

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
  const r = format(text, { schemas: TOYS });
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return r.text;
};

describe('format', () => {
  it('puts the rows of a table in columns; clauses that never share a row share one', () => {
    expect(formatted(PIG)).toBe(PIG.replace('  one  "One"  1  points 0  bust\n  six  "Six"  6  points 6\n  six2 "Double six" 6 points 12 when double-six', [
      '  one   "One"         1  points 0   bust',
      '  six   "Six"         6  points 6',
      '  six2  "Double six"  6  points 12  when double-six',
    ].join('\n')));
    expect(formatted(formatted(PIG))).toBe(formatted(PIG));
  });

  it('aligns table columns at the clause words of the table’s row signature, and aligns comments', () => {
    const input = ['game pig "P"   # head', 'dice 1 d6 # one', 'scores', '  a "A" 1 points 0 bust', '  bb "Bee" 6 points 6 when x', '  c "C" 5 points 5 # five', '', '', '# end'].join('\n');
    expect(formatted(input)).toBe(
      [
        'game pig "P"  # head',
        'dice 1 d6     # one',
        'scores',
        '  a   "A"    1  points 0  bust',
        '  bb  "Bee"  6  points 6  when x',
        '  c   "C"    5  points 5          # five',
        '',
        '# end',
        '',
      ].join('\n'),
    );
  });

  it('aligns the rows of a variant operation like the rows of the table it names', () => {
    expect(formatted('variant "v" extends pig\ninsert scores below six\n  two "Two" 2 points 2\n')).toBe('variant "v" extends pig\ninsert scores below six\n  two  "Two"  2  points 2\n');
  });

  it('aligns rows of a table it has no signature for by position', () => {
    expect(format('scores\n  a "A" 1 points 0\n', {}).ok && format('scores\n  a "A" 1 points 0\n', {})).toEqual({ ok: true, text: 'scores\n  a  "A"  1  points  0\n' });
  });

  it('writes numbers, counts, ranges and text in one spelling', () => {
    expect(formatted('tiles x 007 x02 +03 -0 1..06 n-01 "a \\"b\\" \\\\"\n')).toBe('tiles x 7 x2 +3 0 1..6 n-1 "a \\"b\\" \\\\"\n');
  });

  it('writes conditions and counts per player one space apart, and the result compiles to the same rule set', () => {
    const messy = CUP.replace('stake 4 when players 3..4', 'stake   4  when   players 3..4').replace('stake 5 when players 5..', 'stake 2 per  player plus   1 when players 5..');
    const text = formatted(messy);
    expect(text).toContain('stake 4 when players 3..4\nstake 2 per player plus 1 when players 5..\n');
    expect(formatted(text)).toBe(text);
    const a = compileToy(messy);
    const b = compileToy(text);
    expect(a.ok && b.ok && a.rules.byPlayers).toEqual(b.ok && b.rules.byPlayers);
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

// A generous timeout: hundreds of runs, beside other test files on a shared machine; a hang still fails.
describe('format properties', { timeout: 30_000 }, () => {
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
    const text = formatted(PIG);
    expect(formatTree(parseSyntax(text, 'x', new Diagnostics()), TOYS)).toBe(text);
  });
});
