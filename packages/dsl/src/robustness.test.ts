/**
 * Whatever the input, the compiler answers with diagnostics that point into the file, and never
 * throws, hangs or crashes: random text, mutated files, binary junk, huge and deep inputs. The toy
 * games stand in for real ones here; the registry runs the same over every real rule file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from './compile.js';
import type { Diagnostic } from './diagnostics.js';
import { format } from './format.js';
import { MAX_SOURCE_BYTES } from './syntax.js';
import { PIG, resolveToy, TOYS } from './test-support/toy.js';

/** Every diagnostic has a code, a message, and a range inside the file it names. */
function expectPositioned(text: string, diagnostics: readonly Diagnostic[], file: string) {
  const bad = diagnostics.filter((d) => {
    const { start, end } = d.range;
    const inside = d.range.file !== file || (start.offset >= 0 && start.offset <= end.offset && end.offset <= text.length && start.line >= 1);
    return !/^[a-z-]+\/[a-z-]+$/.test(d.code) || d.message.length <= 10 || !inside;
  });
  expect(bad).toEqual([]);
}

function compileChecked(text: string) {
  const result = compile(text, { schemas: TOYS, file: 'in.rules', resolveGame: resolveToy });
  expectPositioned(text, result.diagnostics, 'in.rules');
  if (!result.ok) expect(result.diagnostics.some((d) => d.severity === 'error')).toBe(true);
  return result;
}

// Generous timeout: the properties run beside other test files on shared machines; a hang would still fail.
describe('compile never throws', { timeout: 30_000 }, () => {
  it('on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (text) => {
        expect(compileChecked(text).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('on random lines made of the language’s own words', () => {
    const words = fc.constantFrom('game', 'variant', 'pig', 'coin', '"x"', 'extends', 'dice', '1', 'd6', 'scores', 'points', '  a', '"A"', 'bust', 'when', 'target', 'flips', 'each', 'set', 'option', 'on', 'off', 'insert', 'below', 'remove', 'players', '2..', '#', '\n', '\n  ');
    fc.assert(
      fc.property(fc.array(words, { maxLength: 60 }), (ws) => {
        compileChecked(ws.join(' '));
      }),
      { numRuns: 300 },
    );
  });

  it('on a game file with lines dropped, doubled or swapped', () => {
    const lines = PIG.split('\n');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(lines.length - 1), fc.nat(lines.length - 1), fc.constantFrom('drop', 'double', 'swap')), { minLength: 1, maxLength: 4 }), (ops) => {
        const t = [...lines];
        for (const [i, j, op] of ops) {
          if (op === 'drop') t.splice(i % t.length, 1);
          else if (op === 'double') t.splice(i % t.length, 0, t[i % t.length] ?? '');
          else [t[i % t.length], t[j % t.length]] = [t[j % t.length] ?? '', t[i % t.length] ?? ''];
        }
        const text = t.join('\n');
        compileChecked(text);
        const f = format(text, { schemas: TOYS });
        if (f.ok) expect(format(f.text, { schemas: TOYS })).toEqual(f);
      }),
      { numRuns: 200 },
    );
  });
});

// Generous timeouts: these run beside other test files on shared machines; a hang would still fail.
describe('pathological inputs give positioned errors quickly', { timeout: 30_000 }, () => {
  // Each file is as large as a rule file may be (MAX_SOURCE_BYTES).
  it('a file full of repeated statements', () => {
    const n = Math.floor((MAX_SOURCE_BYTES - 20) / 'target 100\n'.length);
    const r = compileChecked(`game pig "P"\n${'target 100\n'.repeat(n)}`);
    expect(r.diagnostics.filter((d) => d.code === 'duplicate/statement')).toHaveLength(n - 1);
  });

  it('a whole file on one line', () => {
    const r = compileChecked(`game pig "P"\nplayers ${'('.repeat(MAX_SOURCE_BYTES - 30)}`);
    expect(r.diagnostics.find((d) => d.code === 'syntax/unreadable')?.range.start).toMatchObject({ line: 2, column: 9 });
  });

  it('a variant that edits a long table many times', () => {
    const rows = Array.from({ length: 1_500 }, (_, i) => `  r${i} "R" 1 points 1\n`).join('');
    const base = PIG.replace('scores\n', `scores\n${rows}`);
    const ops = Array.from({ length: 1_500 }, (_, i) =>
      i % 3 === 0 ? `insert scores below r${i}\n  n${i} "N" 2 points 2\n` : i % 3 === 1 ? `remove scores r${i}\n` : `replace scores r${i}\n  m${i} "M" 3 points 3\n`,
    ).join('');
    const text = `variant "long" extends pig\n${ops}`;
    const r = compile(text, { schemas: TOYS, file: 'in.rules', resolveGame: () => ({ file: 'rules/pig.rules', text: base }) });
    expect(r.diagnostics).toEqual([]);
    expect(r.ok && (r.rules as unknown as { scores: unknown[] }).scores).toHaveLength(1_500 + 2);
  });

  it('many misspelt names among many declared ones', () => {
    const options = Array.from({ length: 1_200 }, (_, i) => `option opt${i}x off "O"\n`).join('');
    const sets = Array.from({ length: 1_200 }, (_, i) => `set opt${i}y on\n`).join('');
    const r = compileChecked(`${PIG}${options}${sets}`);
    expect(r.diagnostics.filter((d) => d.code === 'name/unknown-option')).toHaveLength(1_200);
    // Hints are given while there is time for them: the first names get one.
    expect(r.diagnostics.find((d) => d.code === 'name/unknown-option')?.message).toMatch(/did you mean `opt0x`/);
  });

  it('many misspelt rows in a variant of a long table', () => {
    const rows = Array.from({ length: 1_200 }, (_, i) => `  row${i} "R" 1 points 1\n`).join('');
    const base = PIG.replace('scores\n', `scores\n${rows}`);
    const text = `variant "typos" extends pig\n${Array.from({ length: 1_200 }, (_, i) => `remove scores rov${i}\n`).join('')}`;
    const r = compile(text, { schemas: TOYS, file: 'in.rules', resolveGame: () => ({ file: 'rules/pig.rules', text: base }) });
    expect(r.diagnostics).toHaveLength(1_200);
    // A long list of names is cut short.
    expect(r.diagnostics[0]!.message).toMatch(/its rows are `row0`, `row1`, .* and 1183 more$/);
  });

  it('a table row of 10,000 words is formatted, twice the same', () => {
    // Every pair of a row's words was once kept (400 million pairs at 20,000 words), and the formatter crashed.
    const text = `game pig "P"\nscores\n  a "A" ${'1 '.repeat(10_000)}points 1\n  b "B" 2 points 2 bust\n`;
    const f = format(text, { schemas: TOYS });
    expect(f.ok).toBe(true);
    expect(f.ok && format(f.text, { schemas: TOYS })).toEqual(f);
  });

  it('a file above the size limit has that one problem, and it names the limit', () => {
    // It once came second, after `file/empty`: the file was not read, so it had no statements.
    const d = compileChecked(' '.repeat(MAX_SOURCE_BYTES + 1)).diagnostics;
    expect(d.map((x) => x.code)).toEqual(['syntax/too-large']);
    expect(d[0]!.message).toBe(`the file has ${MAX_SOURCE_BYTES + 1} characters; rule files may have at most ${MAX_SOURCE_BYTES}`);
  });
});
