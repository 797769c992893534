/**
 * Quick fixes: wherever a message says "did you mean `x`", the diagnostic carries a fix that puts
 * `x` in place of the unknown word, and applying it makes the file compile.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic, Fix } from './diagnostics.js';
import { compileToy, PIG } from './test-support/toy.js';

const replace = (from: string, to: string) => {
  if (!PIG.includes(from)) throw new Error(`test setup: ${from} not in the base text`);
  return PIG.replace(from, to);
};

/** The text with the fix applied at its range. */
function apply(text: string, fix: Fix): string {
  return text.slice(0, fix.range.start.offset) + fix.text + text.slice(fix.range.end.offset);
}

const VARIANT = 'variant "v" extends pig\n';

describe('a quick fix', () => {
  it.each([
    { kind: 'a statement', source: replace('target 100', 'targt 100'), code: 'statement/unknown', word: 'targt', fix: 'target' },
    { kind: 'a game on the game line', source: replace('game pig', 'game pgi'), code: 'game/unknown', word: 'pgi', fix: 'pig' },
    { kind: 'a die', source: replace('dice 1 pig-die', 'dice 1 pig-dei'), code: 'name/unknown-die', word: 'pig-dei', fix: 'pig-die' },
    { kind: 'the base game of a variant', source: 'variant "v" extends pgi\nset double-six on\n', code: 'variant/unknown-base', word: 'pgi', fix: 'pig' },
    { kind: 'an option set by a variant', source: `${VARIANT}set double-sx on\n`, code: 'name/unknown-option', word: 'double-sx', fix: 'double-six' },
    { kind: 'an option named by `when`', source: `${VARIANT}insert scores below six\n  five "Five" 5 points 5 when doubel-six\n`, code: 'name/unknown-option', word: 'doubel-six', fix: 'double-six' },
    { kind: 'a table of the base game', source: `${VARIANT}insert scroes below six\n  five "Five" 5 points 5\n`, code: 'variant/unknown-table', word: 'scroes', fix: 'scores' },
    { kind: 'a row of the base game', source: `${VARIANT}insert scores below sxi\n  five "Five" 5 points 5\n`, code: 'name/unknown-row', word: 'sxi', fix: 'six' },
    {
      kind: 'a choice of an option',
      source: replace('option double-six off "A six scores twice"', 'option double-six off "A six scores twice"\noption mode alpha "How to play" one-of alpha beta\nset mode bta'),
      code: 'value/option',
      word: 'bta',
      fix: 'beta',
    },
    { kind: 'one of a statement’s words', source: replace('winner most-points', 'winner most-pionts'), code: 'statement/arguments', word: 'most-pionts', fix: 'most-points' },
  ])('replaces an unknown name with the closest one: $kind', ({ source, code, word, fix }) => {
    const before = compileToy(source);
    expect(before.ok).toBe(false);
    const d = before.diagnostics.find((x) => x.code === code) as Diagnostic;
    expect(d, before.diagnostics.map((x) => x.message).join('; ')).toBeDefined();
    expect(d.message).toContain(`did you mean \`${fix}\``);
    expect(d.fixes).toEqual([{ label: `Replace with ${fix}`, range: d.range, text: fix }]);
    expect(source.slice(d.range.start.offset, d.range.end.offset)).toBe(word);
    const after = compileToy(apply(source, d.fixes![0]!));
    expect(after.diagnostics).toEqual([]);
    expect(after.ok).toBe(true);
  });

  it('is offered for a face a game’s own pass does not know', () => {
    const source = replace('die pig-die faces 1 2 3 4 5 6', 'die pig-die faces 1 2 3 4 5 six').replace('six  "Six"  6', 'six  "Six"  sx').replace('"Double six" 6', '"Double six" six');
    const r = compileToy(source);
    const d = r.diagnostics.find((x) => x.code === 'name/unknown-face');
    expect(d?.fixes?.[0]?.text).toBe('six');
    expect(compileToy(apply(source, d!.fixes![0]!)).ok).toBe(true);
  });

  it('is absent when no known name is close', () => {
    const r = compileToy(`${VARIANT}set something-else-entirely on\n`);
    const d = r.diagnostics.find((x) => x.code === 'name/unknown-option');
    expect(d?.message).not.toContain('did you mean');
    expect(d).not.toHaveProperty('fixes');
  });

  it('comes with every unknown name of a file, each at its own place', () => {
    const r = compileToy(`${VARIANT}set double-sx on\nset doubel-six off\n`);
    const fixed = r.diagnostics.filter((d) => d.fixes !== undefined);
    expect(fixed.map((d) => [d.range.start.line, d.fixes![0]!.text])).toEqual([
      [2, 'double-six'],
      [3, 'double-six'],
    ]);
  });
});
