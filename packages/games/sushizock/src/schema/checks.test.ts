/**
 * Sushizock's own checks: a small file with one mistake, the code it must produce, where the problem
 * must be reported (line:column of the start, and the text underlined), and a part of the
 * message that tells how to fix it.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SOURCE_BYTES } from '@regelwerk/dsl';
import { expectDiagnostic, type DiagnosticCase as Case } from '@regelwerk/dsl/testing';
import { compileText } from '../test-support/rules.js';

const check = (c: Case): void => expectDiagnostic(c, compileText);

const SUSHI = `game sushizock "S"
players 2..5
die sushi-die faces sushi sushi bones bones blue red
dice 5 sushi-die
throws 1..3 keep-at-least 1
reuse-set-aside off
tiles sushi n x2 for n in 1..6 total 12
tiles bones -1 x4 -2 x4 -3 x2 -4 x2 total 12
tiles-order shuffled
actions
  take-sushi "A" sushi 1..5 take sushi nth
  steal "B" blue 3 steal sushi top
forced-take bones lowest then sushi lowest
ends-when centre-empty
worthless sushi above bones
winner most-points ties share
`;

describe('tiles', () => {
  const swap = (from: string, to: string) => SUSHI.replace(from, to);
  it('the base text of these cases compiles', () => expect(compileText(SUSHI).diagnostics).toEqual([]));
  it.each<Case>([
    { name: 'a total that does not add up', source: swap('-4 x2 total 12', '-4 x3 total 12'), code: 'count/mismatch', at: '8:43', covers: '12', message: /add up to 13, but `total 12`/ },
    { name: 'an unknown face', source: swap('blue 3 steal', 'green 3 steal'), code: 'name/unknown-face', at: '12:13', covers: 'green', message: /no face `green`/ },
    { name: 'an unknown tile group', source: swap('steal sushi top', 'steal sashimi top'), code: 'name/unknown-group', at: '12:26', covers: 'sashimi', message: /no `sashimi` tiles/ },
    { name: 'a count above the dice', source: swap('blue 3 steal', 'blue 6 steal'), code: 'value/out-of-range', at: '12:18', covers: '6', message: /5 dice can never show `blue` 6 times/ },
    { name: 'an end the game cannot reach', source: swap('ends-when centre-empty', 'ends-when board-empty'), code: 'statement/arguments', at: '14:11', covers: 'board-empty', message: /expected a condition: `centre-empty` or `any-row-empty`, found `board-empty`/ },
    { name: 'a misspelt end', source: swap('ends-when centre-empty', 'ends-when any-row-emty'), code: 'statement/arguments', at: '14:11', covers: 'any-row-emty', message: /found `any-row-emty` \(did you mean `any-row-empty`\?\)/ },
    { name: 'a tile target the game does not know', source: swap('take sushi nth', 'take sushi upt'), code: 'statement/arguments', at: '11:40', covers: 'upt', message: /`nth` or `upto` or `top` or `any`, found `upt` \(did you mean `upto`\?\)/ },
    { name: 'overlapping counts of one face', source: swap('  steal "B"', '  more "C" sushi 5 take bones nth\n  steal "B"'), code: 'table/overlap', at: '12:18', covers: '5', message: /`take-sushi` already covers/ },
    {
      name: 'a range overlapping two rows, the first of them named',
      source: swap('  take-sushi "A" sushi 1..5 take sushi nth', '  two "T" sushi 2 take sushi nth\n  one "O" sushi 1 take sushi nth\n  many "M" sushi 1..3 take sushi nth'),
      code: 'table/overlap',
      at: '13:18',
      covers: '1..3',
      message: /the row `two` already covers/,
    },
    { name: 'too many tiles, refused before they are made', source: swap('tiles bones -1 x4', `tiles bones ${'-1 x100 '.repeat(11)}-1 x4`), code: 'value/out-of-range', message: /^too many tiles: a file may make at most 1000 pieces, and the lists above make 12;/, at: '8:85', covers: '-1' },
    {
      name: 'too many tiles in all the lists of a file',
      source: swap('tiles-order', `${Array.from({ length: 10 }, (_, i) => `tiles g${i} 0 x99`).join('\n')}\ntiles-order`),
      code: 'value/out-of-range',
      message: /^too many tiles: a file may make at most 1000 pieces, and the lists above make 915;/,
      at: '18:10',
      covers: '0',
    },
  ])('$name → $code', check);

  it('offers the closest end condition as a quick fix', () => {
    const r = compileText(swap('ends-when centre-empty', 'ends-when centre-emtpy'));
    expect(r.diagnostics.flatMap((d) => d.fixes ?? []).map((f) => f.text)).toContain('centre-empty');
    const far = compileText(swap('ends-when centre-empty', 'ends-when out-of-chips'));
    expect(far.diagnostics).toMatchObject([{ code: 'statement/arguments', message: expect.stringMatching(/`centre-empty` or `any-row-empty`, found `out-of-chips`/) }]);
  });

  it('a list of tiles too long to read is reported once, not again where its group is named', () => {
    const r = compileText(swap('tiles sushi n x2 for n in 1..6 total 12', 'tiles sushi n x300 for n in 1..6'));
    expect(r.diagnostics.map((d) => d.code)).toEqual(['value/out-of-range']);
  });

  // Generous timeout: it runs beside other test files on shared machines; a hang would still fail.
  it('checks a file full of action rows (as large as a rule file may be), with each overlap reported once', { timeout: 30_000 }, () => {
    const row = (i: number) => `  r${i} "R" blue ${(i % 5) + 1} steal sushi top\n`;
    const empty = swap('  steal "B" blue 3 steal sushi top\n', '');
    let rows = '';
    let n = 0;
    while (empty.length + rows.length + row(n).length <= MAX_SOURCE_BYTES) rows += row(n++);
    const r = compileText(swap('  steal "B" blue 3 steal sushi top\n', rows));
    expect(n).toBeGreaterThan(1_000);
    expect(r.diagnostics.filter((d) => d.code === 'table/overlap')).toHaveLength(n - 5);
  });
});

