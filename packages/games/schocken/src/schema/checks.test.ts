/**
 * Schocken's own checks, one table per pass: a small file with one mistake, the code it must
 * produce, where the problem must be reported (line:column of the start, and the text
 * underlined), and a part of the message that tells how to fix it.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SOURCE_BYTES } from '@regelwerk/dsl';
import { expectDiagnostic, type DiagnosticCase as Case } from '@regelwerk/dsl/testing';
import { compileText } from '../test-support/rules.js';
import { isSchockenRules } from './rules.js';
import { MAX_TOKENS } from './limits.js';

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

// schema/limits.ts: a half lasts about the square of the tokens (tools/cli/src/fixtures/probe/schocken-1000-tokens.rules).
describe('tokens', () => {
  it.each<Case>([
    { name: 'more tokens than MAX_TOKENS', source: replace('tokens 13', 'tokens 1000'), code: 'value/out-of-range', at: '7:8', covers: '1000', message: new RegExp(`the number of tokens must be between 1 and ${MAX_TOKENS}, not 1000`) },
  ])('$name → $code', check);

  it('MAX_TOKENS tokens compile', () => {
    expect(compileText(replace('tokens 13', `tokens ${MAX_TOKENS}`)).diagnostics).toEqual([]);
  });
});

describe('turns', () => {
  it.each<Case>([
    { name: 'a turn to a face the die lacks', source: replace('tokens 13', 'tokens 13\nturn 6 6 into 7'), code: 'name/unknown-face', at: '8:15', covers: '7', message: /no face 7/ },
    { name: 'a turn that makes more dice', source: replace('tokens 13', 'tokens 13\nturn 6 into 1 1 1'), code: 'value/out-of-range', at: '8:13', covers: '1 1 1', message: /turning 1 die over gives at most 1 die, not 3; name at most 1 face after `into`/ },
    { name: 'two turns of the same faces', source: replace('tokens 13', 'tokens 13\nturn 6 6 into 1\nturn 6 6 into 2'), code: 'duplicate/statement', at: '9:1', covers: 'turn', message: /^`turn 6 6` is already given on line 8; keep only one$/ },
    { name: 'a misspelt origin', source: replace('tokens 13', 'tokens 13\nturn 6 6 into 1 from same'), code: 'statement/arguments', at: '8:22', covers: 'same', message: /where the dice come from: `same-throw` or `first-throw`, found `same`/ },
    { name: 'keeping a face the die lacks', source: replace('tokens 13', 'tokens 13\nkeep only 1 7'), code: 'name/unknown-face', at: '8:13', covers: '7', message: /the die `d6` has no face 7/ },
  ])('$name → $code', check);

  it('two turns of different faces stand side by side, each with its origin', () => {
    const r = compileText(replace('tokens 13', 'tokens 13\nturn 6 6 6 into 1 1 from first-throw\nturn 6 6 into 1'));
    expect(r.ok && isSchockenRules(r.rules) && r.rules.turns).toEqual([
      { from: [6, 6, 6], to: [1, 1], origin: 'first-throw' },
      { from: [6, 6], to: [1], origin: 'any' },
    ]);
  });

  it('a misspelt origin offers the closest one', () => {
    const fix = compileText(replace('tokens 13', 'tokens 13\nturn 6 6 into 1 from same-trow')).diagnostics[0]?.fixes?.[0];
    expect(fix).toMatchObject({ label: 'Replace with same-throw', text: 'same-throw' });
  });

  it('a turn given twice offers to remove the earlier line', () => {
    const source = replace('tokens 13', 'tokens 13\nturn 6 6 into 1\nturn 6 6 into 2');
    const fix = compileText(source).diagnostics.find((d) => d.code === 'duplicate/statement')?.fixes?.[0];
    expect(fix?.label).toBe('Remove line 8');
    const r = compileText(source.slice(0, fix!.range.start.offset) + fix!.text + source.slice(fix!.range.end.offset));
    expect(r.ok && isSchockenRules(r.rules) && r.rules.turns).toEqual([{ from: [6, 6], to: [2], origin: 'any' }]);
  });
});

describe('conditions and counts per player', () => {
  it.each<Case>([
    {
      name: 'a count per player beyond the limit at an open table',
      source: replace('tokens 13', 'tokens 11 per player'),
      code: 'value/out-of-range',
      at: '7:8',
      covers: '11 per player',
      message: /^with 10 players, `11 per player` gives 110, but the number of tokens must be between 1 and 100; give the game an upper end, like `players 2\.\.9`$/,
    },
    { name: 'tokens for some tables only', source: replace('tokens 13', 'tokens 11 when players 3..'), code: 'condition/gap', at: '7:11', covers: 'when players 3..', message: /^`tokens` has no line for 2 players, and no line without `when` to fall back on; add `tokens … when players 2`/ },
    { name: 'dice that depend on the table', source: replace('dice 3 d6', 'dice 3 d6 when players 3'), code: 'condition/not-allowed', at: '3:11', covers: 'when players 3', message: /^`dice` holds for every table and cannot carry a condition; remove `when players 3` \(in schocken, `throws`, `last-throw`, `tokens`, `halves`, `turn`, `keep`, `round-penalty`, `passing` may\)$/ },
  ])('$name → $code', check);

  it('the fix for a count per player too large gives the game an upper end, and then it compiles', () => {
    const source = replace('tokens 13', 'tokens 11 per player');
    const fix = compileText(source).diagnostics.find((d) => d.code === 'value/out-of-range')?.fixes?.[0];
    const r = compileText(source.slice(0, fix!.range.start.offset) + fix!.text + source.slice(fix!.range.end.offset));
    expect(r.ok && r.rules.players).toEqual({ min: 2, max: 9 });
  });
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
    {
      name: 'a row that counts only from the hand, with no row below to fall to',
      source: replace('  einfach  "Einfacher Wurf"  any  by number desc  penalty 1', '  einfach  "Einfacher Wurf"  any  by number desc  penalty 1  from-hand'),
      code: 'ranking/incomplete',
      at: '15:3',
      covers: 'einfach',
      message: /^46 throws of the row `einfach` match no row below it when not made in one throw, e\.g\. 6 6 6; add a last row/,
    },
  ])('$name → $code', check);

  it('reports a row whose values overlap several throws above once, counting the others', () => {
    const r = compileText(replace('  einfach', '  again "Again {n}" 1 1 n for n in 6..2 penalty 1\n  einfach'));
    const overlaps = r.diagnostics.filter((d) => d.code === 'ranking/overlap');
    expect(overlaps.map((d) => d.message)).toEqual([
      "the throw 1 1 6 is already taken by the row `schock` above; 4 more of this row's throws are taken as well; a throw may belong to one row only",
    ]);
  });

  it('reports a `for` whose values all give the same throw once', () => {
    const r = compileText(replace('  einfach', '  same "Same" 6 6 6 for n in 1..1000 penalty 1\n  einfach'));
    expect(r.diagnostics.filter((d) => d.code === 'ranking/overlap').map((d) => d.message)).toEqual([
      "the throw 6 6 6 is already taken by another value of the same row; 998 more of this row's throws are taken as well; a throw may belong to one row only",
    ]);
  });
});

/** A Schocken file with these dice and one row that takes every throw, as the reliability probe wrote them. */
const probe = (dice: string) => `game schocken "Probe"\nplayers 2..\ndice ${dice}\nthrows 1..3 set-by starter\nreuse-set-aside on\nlast-throw covered\ntokens 13\nhalves 2 final\nranking best-first\n  rest "Rest" any by number desc penalty 1\n`;

// Generous timeouts: these run beside other test files on shared machines; a hang would still fail.
describe('bounded work', { timeout: 30_000 }, () => {
  it.each([
    ['10 d6', '3,003'],
    ['3 d36', '8,436'],
    ['4 d20', '8,855'],
    ['2 d100', '5,050'],
    ['6 d8', '1,716'],
  ])('%s, which took minutes and gigabytes in `odds`, is refused where the dice are written', (dice, n) => {
    check({ name: dice, source: probe(dice), code: 'value/too-large', at: '3:6', covers: dice, message: new RegExp(`^${dice} have ${n} different throws; regelwerk works with at most 252`) });
  });

  it('5 d6, the most throws allowed, are ranked', () => {
    const r = compileText(probe('5 d6'));
    expect(r.ok && isSchockenRules(r.rules) && r.rules.ranking.outcomes).toHaveLength(252);
  });

  // As many rows as a rule file may hold (MAX_SOURCE_BYTES): quadratic checks once took minutes here.
  it('a file full of rows that take every throw is checked, with one problem each', () => {
    const { text, n } = fillRows(probe('5 d6'), '', (i) => `  r${i} "R" any penalty 1\n`);
    const r = compileText(text);
    expect(n).toBeGreaterThan(2_000);
    expect(r.diagnostics.filter((d) => d.code === 'ranking/unreachable')).toHaveLength(n);
  });

  it('a file full of rows of fixed throws, wildcards and long `for`s is checked', () => {
    const [head, tail] = probe('3 d6').split('  rest');
    const pair = (i: number) => `  a${i} "A {n}" n n n for n in 6..1 penalty 1\n  b${i} "B" 1 any any for n in 1..999 penalty n\n`;
    const { text, n } = fillRows(head!, `  rest${tail!}`, pair);
    const r = compileText(text);
    expect(n).toBeGreaterThan(500);
    // Every `a` row after the first takes the same throws.
    expect(r.diagnostics.filter((d) => d.code === 'ranking/overlap')).toHaveLength(n - 1);
  });
});

/** `head`, as many rows `row(0)`, `row(1)`, … as fit in a rule file, and `tail`; and how many rows. */
function fillRows(head: string, tail: string, row: (i: number) => string): { text: string; n: number } {
  const rows: string[] = [];
  let size = head.length + tail.length;
  while (size + row(rows.length).length <= MAX_SOURCE_BYTES) size += (rows[rows.length] = row(rows.length)).length;
  return { text: head + rows.join('') + tail, n: rows.length };
}

describe('variants', () => {
  it('an inserted row that overlaps a row of the base is reported in the variant file', () => {
    const result = compileText('variant "x" extends schocken\ninsert ranking below schock-out\n  dup "Dup" 1 1 6 penalty 9\n', 'v.rules');
    const d = result.diagnostics.find((x) => x.code === 'ranking/overlap');
    expect(d?.range.file).toBe('rules/schocken.rules');
    expect(d?.message).toMatch(/1 1 6 is already taken by the row `dup`/);
  });

  it('removing a row leaves its throws to the rows below', () => {
    const result = compileText('variant "x" extends schocken\nremove ranking admiral\n');
    expect(result.ok && isSchockenRules(result.rules) && result.rules.ranking.outcomes.find((o) => o.key === '6 6 6')?.row).toBe('einfach');
  });
});

describe('ties', () => {
  const withTies = (line: string) => replace('halves 2 final', `halves 2 final\n${line}`);
  const fixed = (source: string, code: string, which = 0) => {
    const fix = compileText(source).diagnostics.find((d) => d.code === code)?.fixes?.[which];
    expect(fix).toBeDefined();
    return compileText(source.slice(0, fix!.range.start.offset) + fix!.text + source.slice(fix!.range.end.offset));
  };

  it.each<Case>([
    { name: 'a line that can leave throws equal', source: withTies('ties fewer-throws'), code: 'ties/undecided', at: '9:6', covers: 'fewer-throws', message: /end the line with `later-loses`, `earlier-loses` or `throw-off`/ },
    { name: 'a step after one that decides', source: withTies('ties later-loses then throw-off'), code: 'ties/unreachable', at: '9:23', covers: 'throw-off', message: /`later-loses` settles every tie/ },
    { name: 'throws of a step that throws nothing', source: withTies('ties later-loses throws 2'), code: 'ties/not-throw-off', at: '9:6', covers: 'later-loses', message: /`throws` and `by` say how a throw-off is thrown/ },
    { name: 'a step written twice', source: withTies('ties fewer-throws then fewer-throws then later-loses'), code: 'ties/repeated', at: '9:24', covers: 'fewer-throws', message: /already a step of this line/ },
    { name: 'a misspelt step', source: withTies('ties throw-of'), code: 'statement/arguments', at: '9:6', covers: 'throw-of', message: /a way to settle equal throws/ },
  ])('$name → $code', check);

  it('reads the steps, with a throw-off’s throws and comparison filled in', () => {
    const r = compileText(withTies('ties fewer-throws then throw-off by sum'));
    expect(r.ok && isSchockenRules(r.rules) && r.rules.ties).toEqual([{ kind: 'fewer-throws' }, { kind: 'throw-off', throws: 1, by: 'sum' }]);
    const plain = compileText(SCHOCKEN);
    expect(plain.ok && isSchockenRules(plain.rules) && plain.rules.ties).toBeUndefined();
  });

  it('each fix gives a line that compiles', () => {
    const undecided = fixed(withTies('ties fewer-throws'), 'ties/undecided');
    expect(undecided.ok && isSchockenRules(undecided.rules) && undecided.rules.ties).toEqual([{ kind: 'fewer-throws' }, { kind: 'later-loses' }]);
    const offered = fixed(withTies('ties fewer-throws'), 'ties/undecided', 1);
    expect(offered.ok && isSchockenRules(offered.rules) && offered.rules.ties).toEqual([{ kind: 'fewer-throws' }, { kind: 'throw-off', throws: 1, by: 'rank' }]);
    const unreachable = fixed(withTies('ties later-loses then throw-off'), 'ties/unreachable');
    expect(unreachable.ok && isSchockenRules(unreachable.rules) && unreachable.rules.ties).toEqual([{ kind: 'later-loses' }]);
    const thrown = fixed(withTies('ties later-loses throws 2'), 'ties/not-throw-off');
    expect(thrown.ok && isSchockenRules(thrown.rules) && thrown.rules.ties).toEqual([{ kind: 'throw-off', throws: 2, by: 'rank' }]);
    const repeated = fixed(withTies('ties fewer-throws then fewer-throws then later-loses'), 'ties/repeated');
    expect(repeated.ok && isSchockenRules(repeated.rules) && repeated.rules.ties).toEqual([{ kind: 'fewer-throws' }, { kind: 'later-loses' }]);
  });
});

describe('blind', () => {
  const withBlind = (line: string) => replace('halves 2 final', `halves 2 final\n${line}`);
  const rulesOf = (source: string) => {
    const r = compileText(source);
    return r.ok && isSchockenRules(r.rules) ? r.rules : null;
  };

  it.each<Case>([
    { name: 'a row the ranking lacks', source: withBlind('blind first-throw except schock-ot'), code: 'name/unknown-row', at: '9:26', covers: 'schock-ot', message: /the ranking has no row `schock-ot` \(did you mean `schock-out`\?\); its rows are `schock-out`, `schock`/ },
    { name: 'a row excepted twice', source: withBlind('blind first-throw except schock schock'), code: 'blind/repeated', at: '9:33', covers: 'schock', message: /`schock` is already excepted on this line/ },
    { name: 'counting once', source: withBlind('blind first-throw times 1'), code: 'value/out-of-range', at: '9:25', covers: '1', message: /between 2 and 10/ },
    { name: 'a blind throw other than the first', source: withBlind('blind last-throw'), code: 'statement/arguments', at: '9:7', covers: 'last-throw', message: /first-throw/ },
    // The rows run to the end of the line, as the usage `[times <n>] [except <row> …]` shows.
    { name: '`times` after `except`', source: withBlind('blind first-throw except schock-out times 3'), code: 'statement/arguments', at: '9:43', covers: '3', message: /a row of the ranking whose throws do not multiply/ },
  ])('$name → $code', check);

  it('reads twice by default and the rows excepted; without the line, no blind throw', () => {
    expect(rulesOf(withBlind('blind first-throw'))?.blind).toEqual({ times: 2, except: [] });
    expect(rulesOf(withBlind('blind first-throw times 3 except schock-out strasse'))?.blind).toEqual({ times: 3, except: ['schock-out', 'strasse'] });
    expect(rulesOf(SCHOCKEN)?.blind).toBeUndefined();
  });

  it('the fix of a misspelt row gives a line that compiles', () => {
    const source = withBlind('blind first-throw except schock-ot');
    const fix = compileText(source).diagnostics.find((d) => d.code === 'name/unknown-row')?.fixes?.[0];
    expect(fix).toBeDefined();
    expect(rulesOf(source.slice(0, fix!.range.start.offset) + fix!.text + source.slice(fix!.range.end.offset))?.blind).toEqual({ times: 2, except: ['schock-out'] });
  });
});

describe('row effects', () => {
  const both = replace('penalty all  ends half', 'penalty all  ends half  ends game');
  it.each<Case>([
    { name: 'a row that ends the half and the game', source: both, code: 'ranking/ends-twice', at: '12:60', covers: 'ends game', message: /a row ends the half or the whole game, not both/ },
    { name: 'a row that ends the half twice', source: replace('penalty all  ends half', 'penalty all  ends half ends half'), code: 'ranking/ends-twice', at: '12:59', covers: 'ends half', message: /`ends half` is written twice on this row/ },
    { name: 'a row that ends something else', source: replace('penalty all  ends half', 'penalty all  ends match'), code: 'statement/arguments', at: '12:54', covers: 'match', message: /`half` or `game`/ },
  ])('$name → $code', check);

  it('the fix takes the second `ends` out, and then the row ends the half', () => {
    const fix = compileText(both).diagnostics.find((d) => d.code === 'ranking/ends-twice')?.fixes?.[0];
    expect(fix?.label).toBe('Remove `ends game`');
    const r = compileText(both.slice(0, fix!.range.start.offset) + fix!.text + both.slice(fix!.range.end.offset));
    expect(r.diagnostics).toEqual([]);
    expect(r.ok && isSchockenRules(r.rules) && r.rules.ranking.rows[0]).toMatchObject({ id: 'schock-out', endsHalf: true });
  });

  it('`ends game` compiles, on the row and its throws only', () => {
    const r = compileText(replace('ends half', 'ends game'));
    expect(r.diagnostics).toEqual([]);
    if (!r.ok || !isSchockenRules(r.rules)) throw new Error('no rules');
    expect(r.rules.ranking.rows.map((x) => x.endsGame ?? false)).toEqual([true, false, false, false]);
    expect(r.rules.ranking.outcomes.filter((o) => o.endsGame).map((o) => o.dice)).toEqual([[1, 1, 1]]);
  });
});

describe('match', () => {
  it.each<Case>([
    { name: 'halves lost at a count beside a final', source: replace('halves 2 final', 'halves 2 final\nmatch lost-at 2 halves'), code: 'match/final', at: '8:10', covers: 'final', message: /there is no final, so `halves` is written without `final`/ },
    { name: 'a match of nothing', source: replace('halves 2 final', 'halves 2\nmatch'), code: 'statement/arguments', at: '9:6', covers: '', message: /name the match: `lost-at <n> halves`, `lives <n>`/ },
    { name: 'halves lost at zero', source: replace('halves 2 final', 'halves 2\nmatch lost-at 0 halves'), code: 'value/out-of-range', at: '9:15', covers: '0', message: /between 1 and 10/ },
  ])('$name → $code', check);

  it('the fix takes `final` out, and then the file compiles to halves until one player lost two', () => {
    const source = replace('halves 2 final', 'halves 2 final\nmatch lost-at 2 halves');
    const fix = compileText(source).diagnostics.find((d) => d.code === 'match/final')?.fixes?.[0];
    expect(fix?.label).toBe('Remove `final`');
    const r = compileText(source.slice(0, fix!.range.start.offset) + fix!.text + source.slice(fix!.range.end.offset));
    expect(r.diagnostics).toEqual([]);
    expect(r.ok && isSchockenRules(r.rules) && r.rules.match).toEqual({ lostAt: 2, lives: null });
  });

  it('lives and lost halves stand on one line: halves until one lost two, in each game of a match for lives', () => {
    const r = compileText(replace('halves 2 final', 'halves 2\nmatch lost-at 2 halves lives 3'));
    expect(r.diagnostics).toEqual([]);
    expect(r.ok && r.rules.match).toEqual({ lostAt: 2, lives: 3 });
  });


  it('a rule set without `match` carries none', () => {
    const r = compileText(SCHOCKEN);
    expect(r.ok && isSchockenRules(r.rules) && 'match' in r.rules).toBe(false);
  });
});
