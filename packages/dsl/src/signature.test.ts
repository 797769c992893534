/**
 * Signatures: the usage line, the reader and the formatter's clause words of a statement all
 * come from one declaration. These tests read single lines with parts and check what is derived.
 */
import { describe, expect, it } from 'vitest';
import { Diagnostics } from './diagnostics.js';
import { forClause } from './parts.js';
import { pieces } from './pieces.js';
import { Reader } from './reader.js';
import { clauses, hint, int, list, lit, many, name, oneOf, optional, seq, word, type Part } from './signature.js';
import { board, BOARD, DICE, DIE, endsWhen, ENDS_WHEN, GAME, OPTION, PLAYERS, REUSE_SET_ASIDE, SET, THROWS, VARIANT, VARIANT_USAGE, WINNER } from './statements.js';
import { parseSyntax } from './syntax.js';
import { FLIPS, SCORES, TARGET } from './test-support/toy.js';

const ENDS_WHEN_ARGS = many(oneOf('a condition', ['a', 'b'] as const, 'condition'), { min: 1 });

/** Reads the words of `line` with `part`, the way a statement reads the words after its keyword. */
function read<T>(part: Part<T>, line: string) {
  const diagnostics = new Diagnostics();
  const stmt = parseSyntax(`x ${line}`, 't', diagnostics).statements[0]!;
  const r = new Reader(stmt.words.slice(1), stmt.range, diagnostics, 'x …');
  const value = part.read(r);
  r.end();
  return { value: r.failed ? undefined : value, messages: diagnostics.list.map((d) => `${d.range.start.column - 2}: ${d.code}: ${d.message}`) };
}

describe('usage lines come from the signatures', () => {
  it.each([
    [GAME, 'game <id> "<title>"'],
    [VARIANT, 'variant "<name>" extends <game>'],
    [PLAYERS, 'players <min>..<max>'],
    [DIE, 'die <id> faces <face> <face> …'],
    [OPTION, 'option <id> <default> "<description>" [one-of <a> <b> …] [range <min>..<max>]'],
    [SET, 'set <option> <value>'],
    [DICE, 'dice <count> <die>'],
    [THROWS, 'throws <min>..<max> [set-by starter] [keep-at-least <n>] [when <condition>]'],
    [REUSE_SET_ASIDE, 'reuse-set-aside on|off'],
    [ENDS_WHEN, 'ends-when <condition> …'],
    [WINNER, 'winner most-points|fewest-points [ties share|none]'],
    [BOARD, 'board <width> by <height> [<fill>]'],
    [board({ sudoku: 'a sudoku' }), 'board <width> by <height> [sudoku]'],
    [board({ a: 'a', b: 'b' }), 'board <width> by <height> [a|b]'],
    [endsWhen({ 'a-end': 'a', 'b-end': 'b' }), 'ends-when <condition> …'],
    [TARGET, 'target <points>'],
    [SCORES, 'scores'],
    [FLIPS, 'flips <n> [each player|round]'],
  ])('%# %s', (def, usage) => {
    expect(def.usage).toBe(usage);
  });

  it('writes the rows of a table and the variant operations the same way', () => {
    expect(SCORES.rows?.usage).toBe('<id> "<label>" <face> points <n> [bust] [when <option>]');
    expect(VARIANT_USAGE).toEqual({ insert: 'insert <table> above|below <row>', replace: 'replace <table> <row>', remove: 'remove <table> <row>' });
    expect(pieces('tile').usage).toBe('<value>[ x<count>] … [for <n> in <a>..<b>] [total <count>]');
    expect(list(seq(name('group', 'g'), oneOf('pick', ['lowest', 'highest'])), 'then').usage).toBe('<group> lowest|highest [then <group> lowest|highest …]');
  });

  it('gives the formatter the words that open a clause in a row: literals and optional clauses at the top level', () => {
    expect(SCORES.rows?.clauseWords).toEqual(['points', 'bust', 'when']);
  });

  it.each([
    ['[set-by starter]', 'set-by starter'],
    ['[keep-at-least <n>]', 'keep-at-least <n>'],
    ['[for <n> in <a>..<b>]', 'for'],
    ['[by number|sum desc|asc]', 'by'],
    ['penalty <n>|all', 'penalty'],
    ['[ends half]', 'ends half'],
    ['[from-hand [when <option>]]', 'from-hand'],
  ])('names the clause %s as `%s` in "expected" messages', (usage, expected) => {
    expect(hint(usage)).toBe(expected);
  });
});

describe('readers come from the signatures', () => {
  const board = seq(int('width', 'the width', { min: 1, max: 9 }), lit('by'), int('height', 'the height', { min: 1, max: 9 }));

  it('reads parts in order and reports the first problem of a line only', () => {
    expect(read(board, '3 by 4')).toEqual({ value: [3, true, 4], messages: [] });
    expect(read(board, '3 x 4 5')).toEqual({ value: undefined, messages: ['3: statement/arguments: expected `by`, found `x`; written `x …`'] });
    expect(read(board, '30 by 4').messages).toEqual(['1: value/out-of-range: the width must be between 1 and 9, not 30; written `x …`']);
    expect(read(board, '3 by 4 5').messages).toEqual(['8: statement/arguments: nothing more is expected here, found `5`; written `x …`']);
  });

  it('ends a list where the next part starts, also after parts that may be absent', () => {
    const faces = seq(many(int('face', 'a face')), lit('into'), many(int('face', 'a face')), optional('when', name('option', 'the option')));
    expect(read(faces, '6 6 into 1 when x').value).toEqual([[6, 6], true, [1], 'x']);
    expect(read(pieces('tile'), '-1 x4 n for n in 1..2 total 6').value).toMatchObject({ items: [{ times: 4 }, { times: 1 }], gen: { name: 'n', from: 1, to: 2 }, total: { value: 6 } });
  });

  it('reports too few items with its own message, or by reading one more', () => {
    expect(read(pieces('chip'), 'total 3').messages).toEqual(['1: statement/arguments: expected at least one chip value; written `x …`']);
    expect(read(ENDS_WHEN_ARGS, '').messages[0]).toMatch(/expected a condition: `a` or `b`, the line ends there/);
  });

  it('reads clauses in any order, a repeated one with its last value, an absent one as null', () => {
    const c = clauses(optional('set-by', lit('starter')), optional('keep-at-least', int('n', 'the dice to keep')), forClause);
    expect(read(c, 'keep-at-least 1 set-by starter keep-at-least 2').value).toEqual([true, 2, null]);
    expect(read(c, 'keep 2').messages).toEqual(['1: statement/arguments: expected `set-by starter`, `keep-at-least <n>` or `for`, found `keep`; written `x …`']);
  });

  it('keeps where a value was written, and accepts any word where a later pass decides', () => {
    const v = read(seq(name('a', 'a').at(), word('value', 'the value to set')), 'x 3').value!;
    expect(v[0].range.start.column).toBe(3);
    expect(v[1]).toMatchObject({ kind: 'number', value: 3 });
    expect(read(seq(name('a', 'a'), word('value', 'the value to set')), 'x').messages).toEqual(['2: statement/arguments: expected the value to set; written `x …`']);
  });
});
