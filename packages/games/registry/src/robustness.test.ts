/**
 * Whatever the input, the compiler answers with diagnostics that point into the file, and never
 * throws, hangs or crashes: random text, mutated rule files of every game, binary junk, huge and
 * deep inputs. Every game's schema takes part, as in the CLI.
 */
import { compile, format, MAX_SOURCE_BYTES, type Diagnostic } from '@regelwerk/dsl';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCHEMAS } from './all.js';
import { ALL_RULE_FILES, resolveGame, ruleText } from './test-support/rules.js';

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
  const result = compile(text, { schemas: SCHEMAS, file: 'in.rules', resolveGame });
  expectPositioned(text, result.diagnostics, 'in.rules');
  if (!result.ok) expect(result.diagnostics.some((d) => d.severity === 'error')).toBe(true);
  return result;
}

const mutation = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.string({ maxLength: 6 }) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('swap-lines' as const), at: fc.nat(), other: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate-line' as const), at: fc.nat() }),
);

interface Mutation {
  readonly kind: string;
  readonly at: number;
  readonly text?: string;
  readonly length?: number;
  readonly other?: number;
}

function mutate(text: string, ms: readonly Mutation[]): string {
  let t = text;
  for (const m of ms) {
    const at = m.at % (t.length + 1);
    if (m.kind === 'insert') t = t.slice(0, at) + m.text + t.slice(at);
    else if (m.kind === 'delete') t = t.slice(0, at) + t.slice(at + m.length!);
    else {
      const lines = t.split('\n');
      const i = m.at % lines.length;
      if (m.kind === 'duplicate-line') lines.splice(i, 0, lines[i]!);
      else {
        const j = m.other! % lines.length;
        [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      }
      t = lines.join('\n');
    }
  }
  return t;
}

// Generous timeout: the properties run beside other test files on shared machines; a hang would still fail.
describe('compile never throws', { timeout: 30_000 }, () => {
  it('on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (text) => {
        const result = compileChecked(text);
        expect(result.ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('on random lines made of the language’s own words', () => {
    const words = fc.constantFrom('game', 'variant', 'schocken', 'okudos', '"x"', 'extends', 'dice', '3', 'd6', 'ranking', 'best-first', '  a', '"A"', '1', 'n', 'n-1', 'for', 'in', '6..2', 'penalty', 'all', 'tiles', 'x2', 'total', 'set', 'option', 'on', 'off', 'insert', 'below', 'deal', 'players', '2..', '#', '\n', '\n  ');
    fc.assert(
      fc.property(fc.array(words, { maxLength: 60 }), (ws) => {
        compileChecked(ws.join(' '));
      }),
      { numRuns: 500 },
    );
  });

  it.each(ALL_RULE_FILES)('on mutations of rules/%s', (path) => {
    const original = ruleText(path);
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (ms) => {
        const text = mutate(original, ms);
        compileChecked(text);
        const f = format(text, { schemas: SCHEMAS });
        if (f.ok) expect(format(f.text, { schemas: SCHEMAS })).toEqual(f);
      }),
      { numRuns: 60 },
    );
  });
});

// Generous timeouts: these run beside other test files on shared machines; a hang would still fail.
describe('pathological inputs give positioned errors quickly', { timeout: 30_000 }, () => {
  it('binary junk', () => {
    const junk = Array.from({ length: 4096 }, (_, i) => String.fromCharCode((i * 7919) % 256)).join('');
    const r = compileChecked(junk);
    expect(r.diagnostics[0]!.range.start.line).toBeGreaterThanOrEqual(1);
  });

  // The large files are as large as a rule file may be (MAX_SOURCE_BYTES).
  it('a file full of repeated statements', () => {
    const n = Math.floor((MAX_SOURCE_BYTES - 20) / 'tokens 13\n'.length);
    const r = compileChecked(`game schocken "S"\n${'tokens 13\n'.repeat(n)}`);
    expect(r.diagnostics.filter((d) => d.code === 'duplicate/statement')).toHaveLength(n - 1);
  });

  it('a whole file on one line', () => {
    const r = compileChecked(`game schocken "S"\nplayers ${'('.repeat(MAX_SOURCE_BYTES - 30)}`);
    expect(r.diagnostics.find((d) => d.code === 'syntax/unreadable')?.range.start).toMatchObject({ line: 2, column: 9 });
  });

  it('deeply nested brackets and quotes', () => {
    const r = compileChecked(`game okudos "O"\n${'[{('.repeat(10_000)}\n${'"'.repeat(30_001)}\n`);
    expect(r.diagnostics.filter((d) => d.code === 'syntax/unreadable')).toHaveLength(2);
  });

  it('a huge generator or count is refused with a range error', () => {
    const r = compileChecked('game sushizock "S"\ntiles sushi n x9999 for n in 1..999 total 1\n');
    expect(r.diagnostics.some((d) => d.code === 'value/out-of-range')).toBe(true);
  });

  it('a file above the size limit', () => {
    const r = compileChecked(' '.repeat(MAX_SOURCE_BYTES + 1));
    expect(r.diagnostics.map((d) => d.code)).toContain('syntax/too-large');
  });
});
