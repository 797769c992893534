/**
 * Every limit of limits.ts is refused up front, with a diagnostic placed on what exceeds it that
 * names the limit and the number the file would need; just under a limit compiles.
 */
import { describe, expect, it } from 'vitest';
import { groupDigits, multisets, throwSteps } from './dice-maths.js';
import { MAX_DIFFERENT_THROWS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH, MAX_THROW_STEPS } from './limits.js';
import { compileToy, PIG } from './test-support/toy.js';

const replace = (from: string, to: string) => {
  if (!PIG.includes(from)) throw new Error(`test setup: ${from} not in the base text`);
  return PIG.replace(from, to);
};

function only(source: string, code: string) {
  const r = compileToy(source);
  expect(r.ok).toBe(false);
  const d = r.diagnostics.filter((x) => x.code === code);
  expect(d, r.diagnostics.map((x) => `${x.code}: ${x.message}`).join('\n')).toHaveLength(1);
  return { d: d[0]!, covers: source.slice(d[0]!.range.start.offset, d[0]!.range.end.offset), at: `${d[0]!.range.start.line}:${d[0]!.range.start.column}` };
}

describe('counting throws', () => {
  it.each([
    [3, 6, 56],
    [5, 6, 252],
    [10, 6, 3003],
    [3, 36, 8436],
    [4, 20, 8855],
    [2, 100, 5050],
    [6, 8, 1716],
  ])('%i dice of %i faces have %i different throws', (count, faces, n) => {
    expect(multisets(faces, count)).toBe(BigInt(n));
  });

  it('counts the ways a turn goes on as throws × dice kept × throws of the rest', () => {
    // 1 die: keep nothing and throw it again: 6 × 6.
    expect(throwSteps(6, 1)).toBe(36n);
    // 2 d6, keeping none: 21 throws, each followed by 21 throws of both dice; keeping one: a
    // throw and the die kept from it are a (kept, other) pair, 6 × 6 of them, then 6 throws of one die.
    expect(throwSteps(6, 2)).toBe(21n * 21n + 6n * 6n * 6n);
    expect(throwSteps(6, 5)).toBe(253_848n);
  });

  it('writes large counts with thousands separated', () => {
    expect(groupDigits(8436)).toBe('8,436');
    expect(groupDigits(253_848n)).toBe('253,848');
    expect(groupDigits(7)).toBe('7');
  });
});

describe('dice beyond the limits are refused where `dice` is written', () => {
  it.each([
    ['10 d6', '3,003'],
    ['3 d36', '8,436'],
    ['4 d20', '8,855'],
    ['2 d100', '5,050'],
    ['6 d8', '1,716'],
  ])('%s', (dice, n) => {
    const { d, covers, at } = only(replace('dice 1 pig-die', `dice ${dice}`), 'value/too-large');
    expect(at).toBe('4:6');
    expect(covers).toBe(dice);
    expect(d.message).toBe(`${dice} have ${n} different throws; regelwerk works with at most ${MAX_DIFFERENT_THROWS} (5 d6 have 252): use fewer dice or a die with fewer faces`);
  });

  it('too many ways to go on from a throw, with few faces and many dice', () => {
    const { d, covers } = only(replace('dice 1 pig-die', 'dice 9 d4'), 'value/too-large');
    expect(covers).toBe('9 d4');
    expect(d.message).toMatch(new RegExp(`with 9 d4 a turn can go on from a throw in 669,020 ways .*at most ${groupDigits(MAX_THROW_STEPS)} \\(5 d6 have 253,848\\)`));
  });

  it('a declared die counts its different faces, not its sides', () => {
    // Ten dice of 1 2 2 3 3 star have the throws of ten four-sided dice.
    const r = compileToy(replace('dice 1 pig-die', 'die mouse faces 1 2 2 3 3 star\ndice 10 mouse'));
    expect(r.diagnostics.find((x) => x.code === 'value/too-large')?.message).toMatch(/^10 mouse have 286 different throws/);
  });

  it('the largest dice within the limits pass', () => {
    for (const dice of ['5 d6', '8 d4', '6 d5', '10 d3', '2 d21', '3 d10', '1 d100']) {
      const r = compileToy(replace('dice 1 pig-die', `dice ${dice}`));
      expect(r.diagnostics.filter((x) => x.code === 'value/too-large'), dice).toEqual([]);
    }
  });
});

describe('long words are refused where they stand', () => {
  it('a name', () => {
    const long = `a${'b'.repeat(MAX_NAME_LENGTH)}`;
    const { d, covers, at } = only(replace('target 100', `target ${long}`), 'syntax/too-long');
    expect([at, covers]).toEqual(['6:8', long]);
    expect(d.message).toBe(`this name has ${MAX_NAME_LENGTH + 1} characters; a name may have at most ${MAX_NAME_LENGTH}: shorten it`);
  });

  it('a text', () => {
    const long = `"${'x'.repeat(MAX_TEXT_LENGTH + 1)}"`;
    const { d, at } = only(replace('"A six scores twice"', long), 'syntax/too-long');
    expect(at).toBe('7:23');
    expect(d.message).toMatch(/this text has 501 characters; a text may have at most 500/);
  });

  it('a name exactly as long as allowed is read', () => {
    const r = compileToy(replace('scores\n  one', `scores\n  ${'o'.repeat(MAX_NAME_LENGTH)}`));
    expect(r.ok).toBe(true);
  });
});
