/**
 * Places in a file are the line and column an editor shows: a line ends at `\r\n`, `\n` or a
 * lone `\r` (as it does for the grammar), columns count from 1. A fuzzer once found more than a
 * quarter of mutated files placed wrong, because a lone `\r` ended a line for the grammar but not
 * for the positions; these tests keep it from coming back.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, parse } from './compile.js';
import type { Diagnostic, Position } from './diagnostics.js';
import { LineIndex } from './lines.js';
import { PIG, resolveToy, TOYS } from './test-support/toy.js';

/** Line and column of an offset the simplest way: split the text before it at every line end. */
function reference(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split(/\r\n|\n|\r/);
  // An offset between `\r` and `\n` is still on the line the `\r\n` ends.
  if (text[offset - 1] === '\r' && text[offset] === '\n') return { line: lines.length - 1, column: lines[lines.length - 2]!.length + 2 };
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

function expectPlaced(text: string, p: Position): void {
  expect({ line: p.line, column: p.column }, `offset ${p.offset} of ${JSON.stringify(text.slice(0, 200))}`).toEqual(reference(text, p.offset));
}

function expectAllPlaced(text: string, diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) {
    if (d.range.file !== 'in.rules') continue;
    expectPlaced(text, d.range.start);
    expectPlaced(text, d.range.end);
  }
}

describe('a line index', () => {
  it.each([
    ['\\n', 'a\nbc\n\nd'],
    ['\\r\\n', 'a\r\nbc\r\n\r\nd'],
    ['a lone \\r', 'a\rbc\r\rd'],
    ['mixed line ends', 'a\r\nbc\n\rd'],
  ])('places every offset with %s', (_, text) => {
    const index = new LineIndex(text);
    for (let offset = 0; offset <= text.length; offset++) {
      const { line, column } = index.position(offset);
      expect({ line, column }).toEqual(reference(text, offset));
    }
    expect(index.lineCount).toBe(4);
    expect([1, 2, 3, 4].map((l) => index.lineText(l))).toEqual(['a', 'bc', '', 'd']);
    expect(index.lineText(5)).toBeUndefined();
  });

  it('knows a file without a final line end, an empty file, and a file of line ends', () => {
    expect(new LineIndex('').lineText(1)).toBe('');
    expect(new LineIndex('x').lineCount).toBe(1);
    expect(new LineIndex('\r\r\n\n').lineCount).toBe(4);
  });
});

// Generous timeout: the properties run beside other test files on shared machines.
describe('every word and diagnostic is placed as an editor shows it', { timeout: 30_000 }, () => {
  it.each([
    ['\\n', '\n'],
    ['\\r\\n', '\r\n'],
    ['a lone \\r', '\r'],
  ])('with line ends %s, a mistake on line 6 is on line 6', (_, eol) => {
    const text = PIG.replace('target 100', 'targt 100').split('\n').join(eol);
    const r = compile(text, { schemas: TOYS, file: 'in.rules', resolveGame: resolveToy });
    const d = r.diagnostics.find((x) => x.code === 'statement/unknown')!;
    expect(d.range.start).toMatchObject({ line: 6, column: 1 });
    expect(d.range.end).toMatchObject({ line: 6, column: 6 });
    expect(text.slice(d.range.start.offset, d.range.end.offset)).toBe('targt');
  });

  it('a file with lone \\r line ends compiles to the same rules as with \\n', () => {
    const lf = compile(PIG, { schemas: TOYS, file: 'in.rules' });
    const cr = compile(PIG.split('\n').join('\r'), { schemas: TOYS, file: 'in.rules' });
    expect(cr.ok && { ...cr.rules, sources: [] }).toEqual(lf.ok && { ...lf.rules, sources: [] });
  });

  it('words after a lone \\r inside a line', () => {
    const text = 'game pig "P"\rplayers 2..\r\ndice 1 d6 \r  x\n';
    const tree = parse(text, 'in.rules');
    const words = tree.statements.flatMap((s) => [...s.words, ...s.rows.flatMap((r) => r.words)]);
    expect(words.map((w) => `${w.text}@${w.range.start.line}:${w.range.start.column}`)).toEqual(['game@1:1', 'pig@1:6', '"P"@1:10', 'players@2:1', '2..@2:9', 'dice@3:1', '1@3:6', 'd6@3:8', 'x@4:3']);
  });

  it('for random lines with every kind of line end, in every pass', () => {
    const words = fc.constantFrom('game', 'pig', '"x"', 'dice', '1', 'd6', 'scores', '  a', '"A"', 'points', 'bust', 'target', 'players', '2..', 'set', 'option', 'on', '#', '(', '"open', '\u0000', 'é');
    const eol = fc.constantFrom('\n', '\r\n', '\r', '\n  ', '\r  ');
    const line = fc.array(words, { maxLength: 6 }).map((ws) => ws.join(' '));
    fc.assert(
      fc.property(fc.array(fc.tuple(line, eol), { maxLength: 14 }), (parts) => {
        const text = `game pig "P"\n${parts.map(([l, e]) => l + e).join('')}`;
        const r = compile(text, { schemas: TOYS, file: 'in.rules', resolveGame: resolveToy });
        expectAllPlaced(text, r.diagnostics);
        for (const s of parse(text, 'in.rules').statements) {
          for (const w of [...s.words, ...s.rows.flatMap((row) => row.words)]) {
            expectPlaced(text, w.range.start);
            expectPlaced(text, w.range.end);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('for the toy game with its line ends changed and a line damaged', () => {
    const lines = PIG.split('\n');
    fc.assert(
      fc.property(fc.constantFrom('\n', '\r\n', '\r'), fc.nat(lines.length - 1), fc.string({ maxLength: 5 }), fc.nat(40), (eol, at, insert, column) => {
        const damaged = [...lines];
        const l = damaged[at]!;
        damaged[at] = l.slice(0, column) + insert + l.slice(column);
        const text = damaged.join(eol);
        expectAllPlaced(text, compile(text, { schemas: TOYS, file: 'in.rules', resolveGame: resolveToy }).diagnostics);
      }),
      { numRuns: 300 },
    );
  });
});
