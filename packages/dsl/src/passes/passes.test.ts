/**
 * The common passes with the toy games of test-support: a small file with one mistake, the
 * code it must produce, where the problem must be reported (line:column of the start, and the
 * text underlined), and a part of the message that tells how to fix it. The same tables for the
 * real games run in their packages and in the registry.
 */
import { describe, expect, it } from 'vitest';
import { expectDiagnostic, type DiagnosticCase as Case } from '../testing.js';
import { compileToy, PIG } from '../test-support/toy.js';

const replace = (from: string, to: string) => {
  if (!PIG.includes(from)) throw new Error(`test setup: ${from} not in the base text`);
  return PIG.replace(from, to);
};

const check = (c: Case): void => expectDiagnostic(c, compileToy);

it('the base text of these tables compiles, through the game’s pass and build', () => {
  const r = compileToy(PIG);
  expect(r.diagnostics).toEqual([]);
  expect(r.ok && r.rules).toMatchObject({ game: 'pig', title: 'Pig', target: 100, dice: { count: 1, die: { id: 'pig-die' } }, winner: { by: 'most-points', ties: 'share' } });
  expect(r.ok && Object.keys(r.rules)).toEqual(['title', 'variant', 'sources', 'players', 'options', 'optionList', 'game', 'dice', 'target', 'scores', 'winner']);
});

describe('header', () => {
  it.each<Case>([
    { name: 'an empty file', source: '', code: 'file/empty', at: '1:1', covers: '', message: /start it with `game/ },
    { name: 'no header', source: PIG.slice(PIG.indexOf('players')), code: 'file/header', at: '1:1', covers: 'players', message: /starts with `game/ },
    { name: 'a game without a schema', source: replace('game pig', 'game pug'), code: 'game/unknown', at: '1:6', covers: 'pug', message: /no engine for a game `pug` \(did you mean `pig`\?\); the games are pig, coin/ },
    { name: 'a second header', source: `${PIG}game pig "Again"\n`, code: 'file/second-header', at: '13:1', covers: 'game', message: /only be the first/ },
    { name: 'a variant without a name', source: 'variant " " extends pig\n', code: 'variant/name', at: '1:9', covers: '" "', message: /variant "house rule" extends pig/ },
  ])('$name → $code', check);
});

describe('variant', () => {
  it.each<Case>([
    { name: 'an unknown base game', source: 'variant "x" extends pug\n', code: 'variant/unknown-base', at: '1:21', covers: 'pug', message: /did you mean `pig`\?\); known games: pig, coin/ },
    { name: 'an unknown table', source: 'variant "x" extends pig\ninsert score below six\n  a "A" 2 points 2\n', code: 'variant/unknown-table', at: '2:8', covers: 'score', message: /did you mean `scores`/ },
    { name: 'an unknown row', source: 'variant "x" extends pig\nreplace scores sx\n  a "A" 2 points 2\n', code: 'name/unknown-row', at: '2:16', covers: 'sx', message: /did you mean `six`/ },
    { name: 'an insert without rows', source: 'variant "x" extends pig\ninsert scores above six\n', code: 'variant/no-rows', at: '2:1', covers: 'insert', message: /needs the new rows/ },
    { name: 'a remove with rows', source: 'variant "x" extends pig\nremove scores six\n  a "A" 2 points 2\n', code: 'variant/rows', at: '3:3', covers: 'a "A" 2 points 2', message: /takes no rows/ },
    { name: 'a statement the variant gives twice', source: 'variant "x" extends pig\ntarget 50\ntarget 60\n', code: 'duplicate/statement', at: '3:1', covers: 'target', message: /`target` is already given on line 2; keep only one/ },
    { name: 'an option the variant sets twice', source: 'variant "x" extends pig\nset double-six on\nset double-six off\n', code: 'duplicate/statement', at: '3:1', covers: 'set', message: /`set double-six` is already given on line 2/ },
    { name: 'a malformed operation', source: 'variant "x" extends pig\ninsert scores after six\n', code: 'statement/arguments', at: '2:15', covers: 'after', message: /where to insert: `above` or `below`, found `after`; written `insert <table> above\|below <row>`/ },
  ])('$name → $code', check);

  it('an inserted row is checked by the base game’s pass, and reported where it is written', () => {
    const r = compileToy('variant "x" extends pig\ninsert scores below one\n  two "Two" 7 points 2\n', 'v.rules');
    const d = r.diagnostics.find((x) => x.code === 'name/unknown-face');
    expect(d?.range.file).toBe('v.rules');
    expect(d?.message).toMatch(/no face `7`/);
  });

  it('a statement given twice in a variant offers to remove the earlier line, which then compiles', () => {
    const source = 'variant "x" extends pig\ntarget 50\ntarget 60\n';
    const d = compileToy(source).diagnostics.find((x) => x.code === 'duplicate/statement');
    const fix = d?.fixes?.[0];
    expect(fix?.label).toBe('Remove line 2');
    const fixed = source.slice(0, fix!.range.start.offset) + fix!.text + source.slice(fix!.range.end.offset);
    const r = compileToy(fixed);
    expect(r.diagnostics).toEqual([]);
    expect(r.ok && r.rules).toMatchObject({ target: 60 });
  });

  it('a row id of letters and digits joined by dashes (`six-2`) is a name, also where it could read as `six` minus 2', () => {
    const r = compileToy('variant "x" extends pig\ninsert scores below six\n  six-2 "Six again" 6 points 7\nreplace scores six-2\n  six-2b "Six, b" 6 points 8\n');
    expect(r.diagnostics).toEqual([]);
    expect(r.ok && (r.rules as unknown as { scores: { id: string }[] }).scores.map((s) => s.id)).toEqual(['one', 'six', 'six-2b']);
  });

  it('a variant is a rule set of its base game, with its changes', () => {
    const r = compileToy('variant "doubles" extends pig\nset double-six on\nremove scores one\ntarget 50\n');
    expect(r.ok && r.rules).toMatchObject({ game: 'pig', title: 'Pig', variant: { name: 'doubles', base: 'pig' }, target: 50 });
    expect(r.ok && r.rules.sources.map((s) => s.file)).toEqual(['rules/pig.rules', 'test.rules']);
    expect(r.ok && (r.rules as unknown as { scores: { id: string }[] }).scores.map((s) => s.id)).toEqual(['six', 'six2']);
  });
});

describe('read-statements', () => {
  it.each<Case>([
    { name: 'a misspelt statement', source: replace('target 100', 'targt 100'), code: 'statement/unknown', at: '6:1', covers: 'targt', message: /did you mean `target`/ },
    { name: 'a statement of another game', source: replace('target 100', 'target 100\nflips 3'), code: 'statement/not-for-game', at: '7:1', covers: 'flips', message: /not a rule of pig/ },
    { name: 'a duplicate statement', source: replace('target 100', 'target 100\ntarget 50'), code: 'duplicate/statement', at: '7:1', covers: 'target', message: /already given .* line 6/ },
    { name: 'a duplicate row id', source: replace('  six2', '  six "Again" 5 points 1\n  six2'), code: 'duplicate/row', at: '11:3', covers: 'six', message: /already has a row `six`/ },
    { name: 'a missing statement', source: replace('target 100\n', ''), code: 'game/missing', at: '1:1', covers: 'game', message: /pig needs the `target` statement \(The points that win\.\); add `target <points>`/ },
    { name: 'a word instead of a number', source: replace('target 100', 'target many'), code: 'statement/arguments', at: '6:8', covers: 'many', message: /whole number for the points that win, found `many`; written `target <points>`/ },
    { name: 'a number out of range', source: replace('dice 1 pig-die', 'dice 11 pig-die'), code: 'value/out-of-range', at: '4:6', covers: '11', message: /between 1 and 10/ },
    { name: 'an extra word', source: replace('target 100', 'target 100 14'), code: 'statement/arguments', at: '6:12', covers: '14', message: /nothing more/ },
    { name: 'a wrong row', source: replace('six  "Six"  6  points 6', 'six  "Six"  6  point 6'), code: 'statement/arguments', at: '10:18', covers: 'point', message: /expected `points`, found `point`; written `<id> "<label>" <face> points <n> \[bust\] \[when <option>\]`/ },
    { name: 'a table with no rows', source: PIG.slice(0, PIG.indexOf('  one')), code: 'table/empty', at: '8:1', covers: 'scores', message: /has no rows; add rows indented below it, written `<id> "<label>"/ },
    { name: 'rows under a plain statement', source: replace('target 100', 'target 100\n  more 1'), code: 'syntax/unexpected-rows', at: '7:3', covers: 'more 1', message: /does not open a table/ },
    { name: 'a variant operation in a game file', source: `${PIG}remove scores six\n`, code: 'statement/variant-only', at: '13:1', covers: 'remove', message: /only be used in a variant/ },
  ])('$name → $code', check);
});

describe('options', () => {
  it.each<Case>([
    { name: 'setting an unknown option', source: `${PIG}set double-sx on\n`, code: 'name/unknown-option', at: '13:5', covers: 'double-sx', message: /did you mean `double-six`/ },
    { name: 'a flag set to a number', source: `${PIG}set double-six 3\n`, code: 'value/option', at: '13:16', covers: '3', message: /`on` or `off`/ },
    { name: 'a when naming no option', source: replace('when double-six', 'when double-sx'), code: 'name/unknown-option', at: '11:38', covers: 'double-sx', message: /does not declare: `double-sx` \(did you mean `double-six`\?\)/ },
    { name: 'a when naming an option that is not on/off', source: `${PIG.replace('when double-six', 'when mode')}option mode fast "How fast" one-of slow fast\n`, code: 'value/option', at: '11:38', covers: 'mode', message: /needs an on\/off option/ },
    { name: 'a choice default not among its choices', source: `${PIG}option mode fast "How fast" one-of slow medium\n`, code: 'value/option', at: '13:13', covers: 'fast', message: /not one of its choices/ },
  ])('$name → $code', check);

  it('a set option reaches the rule set and switches the rows that depend on it', () => {
    const off = compileToy(PIG);
    const on = compileToy(`${PIG}set double-six on\n`);
    expect(on.ok && on.rules.options['double-six']).toBe(true);
    expect(off.ok && (off.rules as unknown as { scores: unknown[] }).scores).toHaveLength(2);
    expect(on.ok && (on.rules as unknown as { scores: unknown[] }).scores).toHaveLength(3);
  });
});

describe('dice', () => {
  it.each<Case>([
    { name: 'an unknown die', source: replace('dice 1 pig-die', 'dice 1 pig-dice'), code: 'name/unknown-die', at: '4:8', covers: 'pig-dice', message: /did you mean `pig-die`.*declare it with `die pig-dice faces/ },
    { name: 'a built-in die too large', source: replace('dice 1 pig-die', 'dice 1 d1000'), code: 'value/out-of-range', at: '4:8', covers: 'd1000', message: /2 to 100 sides/ },
    { name: 'a die with one face', source: replace('faces 1 2 3 4 5 6', 'faces 1'), code: 'value/out-of-range', at: '3:20', covers: '', message: /between 2 and 100 faces/ },
  ])('$name → $code', check);

  it('a die nobody throws is a warning, not an error', () => {
    const r = compileToy(replace('dice 1 pig-die', 'dice 1 d6'));
    expect(r.ok).toBe(true);
    expect(r.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['warning name/unused']);
  });
});

describe("a game's own passes", () => {
  it('run after the common ones and report with the same codes and places', () => {
    check({ name: 'a score for a face the die lacks', source: replace('six  "Six"  6', 'six "Six"  7'), code: 'name/unknown-face', at: '10:14', covers: '7', message: /no face `7` \(did you mean `1`\?\); the faces are `1`, `2`/ });
  });

  it('do not run for a file whose game is unknown', () => {
    expect(compileToy(replace('game pig', 'game pug')).diagnostics.map((d) => d.code)).toEqual(['game/unknown']);
  });
});

it('collects every problem of a file in one run', () => {
  const source = replace('target 100', 'targt 100').replace('dice 1 pig-die', 'dice 11 pig-die').replace('six  "Six"  6', 'six "Six"  7');
  const codes = compileToy(source).diagnostics.map((d) => d.code);
  expect(codes).toEqual(expect.arrayContaining(['statement/unknown', 'value/out-of-range', 'game/missing']));
});
