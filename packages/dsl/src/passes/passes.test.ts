/**
 * One table per check pass: a small file with one mistake, the code it must produce, where the
 * problem must be reported (line:column of the start, and the text underlined), and a part of
 * the message that tells how to fix it.
 */
import { describe, expect, it } from 'vitest';
import { compileText } from '../test-support/rules.js';

const SCHOCKEN = `game schocken "Schocken"
players 2..
dice 3 d6
throws 1..3 set-by starter
reuse-set-aside on
last-throw covered
tokens 13
halves 2 final
option fewer-throws-win on "Fewer throws win"
option aus-der-hand off "Only in one throw"
ranking best-first
  schock-out  "Schock out"  1 1 1  penalty all  ends half
  schock  "Schock {n}"  1 1 n  for n in 6..2  penalty n
  strasse  "Straße"  n n-1 n-2  for n in 6..3  penalty 2  from-hand when aus-der-hand
  einfach  "Einfacher Wurf"  any  by number desc  penalty 1
`;

interface Case {
  readonly name: string;
  readonly source: string;
  readonly code: string;
  /** `line:column` of the start of the reported range. */
  readonly at: string;
  /** The text the range covers. */
  readonly covers: string;
  readonly message: RegExp;
}

const replace = (from: string, to: string) => {
  if (!SCHOCKEN.includes(from)) throw new Error(`test setup: ${from} not in the base text`);
  return SCHOCKEN.replace(from, to);
};

function check(c: Case): void {
  const result = compileText(c.source);
  expect(result.ok).toBe(false);
  const d = result.diagnostics.find((x) => x.code === c.code);
  expect(d, `expected ${c.code}, got ${result.diagnostics.map((x) => `${x.code}: ${x.message}`).join('; ')}`).toBeDefined();
  expect(`${d!.range.start.line}:${d!.range.start.column}`).toBe(c.at);
  expect(c.source.slice(d!.range.start.offset, d!.range.end.offset)).toBe(c.covers);
  expect(d!.message).toMatch(c.message);
}

it('the base text of these tables compiles', () => {
  expect(compileText(SCHOCKEN).diagnostics).toEqual([]);
});

describe('syntax', () => {
  it.each<Case>([
    { name: 'an unclosed quote', source: replace('"Schocken"', '"Schocken'), code: 'syntax/unreadable', at: '1:15', covers: '"Schocken', message: /no closing quote/ },
    { name: 'a capital letter', source: replace('tokens 13', 'Tokens 13'), code: 'syntax/unreadable', at: '7:1', covers: 'Tokens 13', message: /lower case/ },
    { name: 'a stray character', source: replace('dice 3 d6', 'dice 3 d6 ;'), code: 'syntax/unreadable', at: '3:11', covers: ';', message: /no meaning/ },
    { name: 'a row without a table', source: `  x "y" 1\n${SCHOCKEN}`, code: 'syntax/row-without-statement', at: '1:3', covers: 'x "y" 1', message: /remove the indentation/ },
    { name: 'a statement starting with a number', source: replace('tokens 13', '13 tokens'), code: 'syntax/statement-name', at: '7:1', covers: '13', message: /starts with its name/ },
  ])('$name → $code', check);
});

describe('header', () => {
  it.each<Case>([
    { name: 'an empty file', source: '', code: 'file/empty', at: '1:1', covers: '', message: /start it with `game/ },
    { name: 'no header', source: SCHOCKEN.slice(SCHOCKEN.indexOf('players')), code: 'file/header', at: '1:1', covers: 'players', message: /starts with `game/ },
    { name: 'an unknown game', source: replace('game schocken', 'game schoken'), code: 'game/unknown', at: '1:6', covers: 'schoken', message: /did you mean `schocken`/ },
    { name: 'a second header', source: `${SCHOCKEN}game schocken "Again"\n`, code: 'file/second-header', at: '16:1', covers: 'game', message: /only be the first/ },
  ])('$name → $code', check);
});

describe('variant', () => {
  it.each<Case>([
    { name: 'an unknown base game', source: 'variant "x" extends schocke\n', code: 'variant/unknown-base', at: '1:21', covers: 'schocke', message: /did you mean `schocken`/ },
    { name: 'an unknown table', source: 'variant "x" extends schocken\ninsert rankings below schock\n  a "A" 4 2 1 penalty 7\n', code: 'variant/unknown-table', at: '2:8', covers: 'rankings', message: /did you mean `ranking`/ },
    { name: 'an unknown row', source: 'variant "x" extends schocken\nreplace ranking shock\n  a "A" 4 2 1 penalty 7\n', code: 'name/unknown-row', at: '2:17', covers: 'shock', message: /did you mean `schock`/ },
    { name: 'an insert without rows', source: 'variant "x" extends schocken\ninsert ranking above schock\n', code: 'variant/no-rows', at: '2:1', covers: 'insert', message: /needs the new rows/ },
  ])('$name → $code', check);

  it('an inserted row that overlaps a row of the base is reported in the variant file', () => {
    const result = compileText('variant "x" extends schocken\ninsert ranking below schock-out\n  dup "Dup" 1 1 6 penalty 9\n', 'v.rules');
    const d = result.diagnostics.find((x) => x.code === 'ranking/overlap');
    expect(d?.range.file).toBe('rules/schocken.rules');
    expect(d?.message).toMatch(/1 1 6 is already taken by the row `dup`/);
  });

  it('removing a row leaves its throws to the rows below', () => {
    const result = compileText('variant "x" extends schocken\nremove ranking admiral\n');
    expect(result.ok && result.rules.game === 'schocken' && result.rules.ranking.outcomes.find((o) => o.key === '6 6 6')?.row).toBe('einfach');
  });
});

describe('read-statements', () => {
  it.each<Case>([
    { name: 'a misspelt statement', source: replace('tokens 13', 'tokes 13'), code: 'statement/unknown', at: '7:1', covers: 'tokes', message: /did you mean `tokens`/ },
    { name: 'a statement of another game', source: replace('tokens 13', 'tokens 13\nhand 3'), code: 'statement/not-for-game', at: '8:1', covers: 'hand', message: /not a rule of schocken/ },
    { name: 'a duplicate statement', source: replace('tokens 13', 'tokens 13\ntokens 12'), code: 'duplicate/statement', at: '8:1', covers: 'tokens', message: /already given .* line 7/ },
    { name: 'a duplicate row id', source: replace('  einfach', '  schock "Again" 6 6 5 penalty 1\n  einfach'), code: 'duplicate/row', at: '15:3', covers: 'schock', message: /already has a row `schock`/ },
    { name: 'a missing statement', source: replace('tokens 13\n', ''), code: 'game/missing', at: '1:1', covers: 'game', message: /needs the `tokens` statement/ },
    { name: 'a word instead of a number', source: replace('tokens 13', 'tokens many'), code: 'statement/arguments', at: '7:8', covers: 'many', message: /whole number .* found `many`/ },
    { name: 'a number out of range', source: replace('dice 3 d6', 'dice 11 d6'), code: 'value/out-of-range', at: '3:6', covers: '11', message: /between 1 and 10/ },
    { name: 'an extra word', source: replace('tokens 13', 'tokens 13 14'), code: 'statement/arguments', at: '7:11', covers: '14', message: /nothing more/ },
    { name: 'a descending player range', source: replace('players 2..', 'players 5..2'), code: 'value/out-of-range', at: '2:9', covers: '5..2', message: /low to high/ },
    { name: 'a table with no rows', source: SCHOCKEN.slice(0, SCHOCKEN.indexOf('  schock-out')), code: 'table/empty', at: '11:1', covers: 'ranking', message: /has no rows/ },
    { name: 'rows under a plain statement', source: replace('tokens 13', 'tokens 13\n  more 1'), code: 'syntax/unexpected-rows', at: '8:3', covers: 'more 1', message: /does not open a table/ },
    { name: 'a variant operation in a game file', source: `${SCHOCKEN}remove ranking schock\n`, code: 'statement/variant-only', at: '16:1', covers: 'remove', message: /only be used in a variant/ },
  ])('$name → $code', check);
});

describe('options', () => {
  it.each<Case>([
    { name: 'setting an unknown option', source: `${SCHOCKEN}set aus-der-hnd on\n`, code: 'name/unknown-option', at: '16:5', covers: 'aus-der-hnd', message: /did you mean `aus-der-hand`/ },
    { name: 'a flag set to a number', source: `${SCHOCKEN}set aus-der-hand 3\n`, code: 'value/option', at: '16:18', covers: '3', message: /`on` or `off`/ },
    { name: 'a when naming no option', source: replace('when aus-der-hand', 'when aus-dr-hand'), code: 'name/unknown-option', at: '14:74', covers: 'aus-dr-hand', message: /does not declare/ },
    { name: 'a choice default not among its choices', source: `${SCHOCKEN}option mode fast "How fast" one-of slow medium\n`, code: 'value/option', at: '16:13', covers: 'fast', message: /not one of its choices/ },
  ])('$name → $code', check);

  it('a set option reaches the rule set', () => {
    const r = compileText(`${SCHOCKEN}set aus-der-hand on\n`);
    expect(r.ok && r.rules.options['aus-der-hand']).toBe(true);
  });
});

describe('dice', () => {
  it.each<Case>([
    { name: 'an unknown die', source: replace('dice 3 d6', 'dice 3 wuerfel'), code: 'name/unknown-die', at: '3:8', covers: 'wuerfel', message: /declare it with `die wuerfel faces/ },
    { name: 'a turn to a face the die lacks', source: replace('tokens 13', 'tokens 13\nturn 6 6 into 7'), code: 'name/unknown-face', at: '8:15', covers: '7', message: /no face 7/ },
    { name: 'a built-in die too large', source: replace('dice 3 d6', 'dice 3 d1000'), code: 'value/out-of-range', at: '3:8', covers: 'd1000', message: /2 to 100 sides/ },
  ])('$name → $code', check);
});

describe('ranking', () => {
  it.each<Case>([
    { name: 'a pattern that needs a face the die lacks', source: replace('for n in 6..3  penalty 2', 'for n in 6..2  penalty 2'), code: 'ranking/never-matches', at: '14:33', covers: 'for n in 6..2', message: /for n = 2 the pattern needs a 0/ },
    { name: 'two rows claiming one throw', source: replace('  einfach', '  pasch "Pasch" 1 1 6 penalty 1\n  einfach'), code: 'ranking/overlap', at: '15:17', covers: '1 1 6', message: /1 1 6 is already taken by the row `schock`/ },
    { name: 'a row below a catch-all', source: `${SCHOCKEN}  late "Late" 6 6 6 penalty 1\n`, code: 'ranking/unreachable', at: '16:3', covers: 'late', message: /can never count/ },
    { name: 'throws with no row', source: replace('  einfach  "Einfacher Wurf"  any  by number desc  penalty 1\n', ''), code: 'ranking/incomplete', at: '11:1', covers: 'ranking', message: /46 throws match no row, e\.g\. 6 6 6/ },
    { name: 'a pattern with too few values', source: replace('1 1 1  penalty all', '1 1  penalty all'), code: 'ranking/pattern-length', at: '12:29', covers: '1 1', message: /3 dice, but this pattern has 2/ },
    { name: 'an undefined variable', source: replace('1 1 1  penalty all', '1 1 m  penalty all'), code: 'name/unknown-variable', at: '12:33', covers: 'm', message: /add `for m in/ },
    { name: 'a placeholder that is not the variable', source: replace('"Schock {n}"', '"Schock {k}"'), code: 'name/unknown-placeholder', at: '13:11', covers: '"Schock {k}"', message: /only use `\{n\}`/ },
    { name: 'a row without penalty', source: replace('penalty all  ends half', 'ends half'), code: 'ranking/no-penalty', at: '12:3', covers: 'schock-out', message: /needs `penalty/ },
  ])('$name → $code', check);
});

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
    { name: 'overlapping counts of one face', source: swap('  steal "B"', '  more "C" sushi 5 take bones nth\n  steal "B"'), code: 'table/overlap', at: '12:18', covers: '5', message: /`take-sushi` already covers/ },
  ])('$name → $code', check);
});

const CHEESE = `game kaeseschieben "K"
players 2..4
die mouse-die faces 1 2 2 3 3 star
dice 1 mouse-die
joker star throw-again times 2
board 8 by 8
start 4 from-right
two-players opposite
cubes
  small "s" count 4 value 2 worms 0
  large "l" count 4 value 4 worms 2
worms 4 spare 2
wormy-value 0
layout centre
  small large
  large small
  small large
  large small
steps exact orthogonal
last-cube steal 1
ends-when board-empty
winner most-points
next-round starter lowest-points
`;

const OKUDOS = `game okudos "O"
players 2..4
board 9 by 9 sudoku
sectors 3 by 3
chips n x9 for n in 1..9 total 81
discard-at-start 9
hand 3
deal
  two players 2 colours 3
  three players 3 colours 2
  four players 4 colours 2
irregular-bonus 1
ends-when all-pass out-of-chips
winner most-points
`;

describe('board', () => {
  it('the base texts of these cases compile', () => {
    expect(compileText(CHEESE).diagnostics).toEqual([]);
    expect(compileText(OKUDOS).diagnostics).toEqual([]);
  });
  it.each<Case>([
    { name: 'more wormy cubes than cubes', source: CHEESE.replace('worms 2\n', 'worms 5\n'), code: 'count/mismatch', at: '11:35', covers: '5', message: /only 4 `large` cubes/ },
    { name: 'worms that do not add up', source: CHEESE.replace('worms 4 spare 2', 'worms 4 spare 1'), code: 'count/mismatch', at: '12:1', covers: 'worms 4 spare 1', message: /carry 2 worms, but 4 worms less 1 spare leaves 3/ },
    { name: 'a layout with a wrong count', source: CHEESE.replace('  large small\n  small large\n  large small', '  large small\n  small large\n  large large'), code: 'count/mismatch', at: '14:1', covers: 'layout', message: /places 3 `small` cubes, but `cubes` has 4/ },
    { name: 'an unknown cube size', source: CHEESE.replace('  small large\n  large small\n', '  small large\n  huge small\n'), code: 'name/unknown-size', at: '16:3', covers: 'huge', message: /no cube size `huge`/ },
    { name: 'a ragged layout', source: CHEESE.replace('  large small\n  small large\n', '  large small small\n  small large\n'), code: 'layout/ragged', at: '16:3', covers: 'large small small', message: /needs 2 cells, this one has 3/ },
    { name: 'a start beyond the board', source: CHEESE.replace('start 4', 'start 9'), code: 'value/out-of-range', at: '7:7', covers: '9', message: /8 squares wide/ },
    { name: 'a face with no number of steps', source: CHEESE.replace('3 3 star', '3 cheese star'), code: 'name/unknown-face', at: '3:29', covers: 'cheese', message: /no number of steps/ },
    { name: 'sectors that do not tile a sudoku', source: OKUDOS.replace('sectors 3 by 3', 'sectors 3 by 2'), code: 'count/mismatch', at: '4:1', covers: 'sectors 3 by 2', message: /3×2 does not/ },
    { name: 'a deal that needs more sectors', source: OKUDOS.replace('four players 4 colours 2', 'four players 4 colours 3'), code: 'count/mismatch', at: '11:26', covers: '3', message: /need 12 sectors, but there are 9/ },
    { name: 'a player count with no deal', source: OKUDOS.replace('  four players 4 colours 2\n', ''), code: 'table/missing-row', at: '8:1', covers: 'deal', message: /no row for 4 players/ },
    { name: 'a chip number above the sudoku', source: OKUDOS.replace('for n in 1..9 total 81', 'for n in 1..10 total 90'), code: 'value/out-of-range', at: '5:1', covers: OKUDOS.split('\n')[4]!.replace('1..9 total 81', '1..10 total 90'), message: /from 1 to 9, not 10/ },
    { name: 'too few chips', source: OKUDOS.replace('discard-at-start 9', 'discard-at-start 75'), code: 'count/mismatch', at: '7:1', covers: 'hand 3', message: /too few to discard 75/ },
  ])('$name → $code', check);
});

it('collects every problem of a file in one run', () => {
  const source = replace('tokens 13', 'tokes 13').replace('dice 3 d6', 'dice 11 d6').replace('"Schock {n}"', '"Schock {k}"');
  const codes = compileText(source).diagnostics.map((d) => d.code);
  expect(codes).toEqual(expect.arrayContaining(['statement/unknown', 'value/out-of-range', 'game/missing']));
});
