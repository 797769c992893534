/**
 * The common passes with the real games, as the CLI runs them (every game's schema): a small file
 * with one mistake, the code it must produce, where the problem must be reported (line:column of
 * the start, and the text underlined), and a part of the message that tells how to fix it. The
 * tables of each game's own passes are in its package.
 */
import { describe, expect, it } from 'vitest';
import { expectDiagnostic, type DiagnosticCase as Case } from '@regelwerk/dsl/testing';
import { compileText } from './test-support/rules.js';

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

const replace = (from: string, to: string) => {
  if (!SCHOCKEN.includes(from)) throw new Error(`test setup: ${from} not in the base text`);
  return SCHOCKEN.replace(from, to);
};

const check = (c: Case): void => expectDiagnostic(c, compileText);

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
    { name: 'a built-in die too large', source: replace('dice 3 d6', 'dice 3 d1000'), code: 'value/out-of-range', at: '3:8', covers: 'd1000', message: /2 to 100 sides/ },
  ])('$name → $code', check);
});

it('collects every problem of a file in one run', () => {
  const source = replace('tokens 13', 'tokes 13').replace('dice 3 d6', 'dice 11 d6').replace('"Schock {n}"', '"Schock {k}"');
  const codes = compileText(source).diagnostics.map((d) => d.code);
  expect(codes).toEqual(expect.arrayContaining(['statement/unknown', 'value/out-of-range', 'game/missing']));
});
