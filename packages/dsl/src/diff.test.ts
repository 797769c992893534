import { describe, expect, it } from 'vitest';
import { diffRules } from './diff.js';
import type { RuleSet } from './ruleset.js';
import { compileToy, CUP, PIG, TOYS } from './test-support/toy.js';

const rulesOf = (text: string): RuleSet => {
  const r = compileToy(text);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return r.rules;
};
const base = rulesOf(PIG);
const variant = (body: string) => rulesOf(`variant "v" extends pig\n${body}`);

describe('diffRules', () => {
  it('finds nothing between a rule set and itself, or a variant that changes nothing, and says so', () => {
    for (const other of [base, rulesOf(PIG), variant('set double-six off\n'), rulesOf(PIG.replace('target 100', 'target 100  # the same, with a comment'))]) {
      const d = diffRules(base, other, TOYS);
      expect(d.changes).toEqual([]);
      expect(d.counts).toEqual({ options: 0, inserted: 0, replaced: 0, removed: 0, values: 0 });
      expect(d.summary.en).toBe('No changes: both rule sets say the same.');
      expect(d.summary.de).toMatch(/^Keine Änderungen/);
    }
  });

  it('names an option set differently, with its description, in both languages', () => {
    const d = diffRules(base, variant('set double-six on\n'), TOYS);
    expect(d.changes).toEqual([
      { kind: 'option', option: 'double-six', before: 'off', after: 'on', words: { en: 'Option `double-six` changed: off → on (A six scores twice)', de: 'Option `double-six` geändert: aus → an (A six scores twice)' } },
    ]);
    expect(d.summary).toEqual({ en: '1 change: 1 option.', de: '1 Änderung: 1 Option.' });
  });

  it('says where an inserted row goes, by the label of its neighbour', () => {
    const d = diffRules(base, variant('insert scores below one\n  two "Two" 2 points 2\n  three "Three" 3 points 3\ninsert scores above one\n  zero "Zero" 1 points 9\n'), TOYS);
    expect(d.changes.map((c) => [c.kind, c.row, c.words.en])).toEqual([
      ['row-inserted', 'zero', 'Row "Zero" inserted into `scores` above "One": `"Zero" 1 points 9`'],
      ['row-inserted', 'two', 'Row "Two" inserted into `scores` below "One": `"Two" 2 points 2`'],
      ['row-inserted', 'three', 'Row "Three" inserted into `scores` below "One": `"Three" 3 points 3`'],
    ]);
    expect(d.changes[1]!.words.de).toBe('Zeile „Two“ in `scores` eingefügt unter „One“: `"Two" 2 points 2`');
    expect(d.counts.inserted).toBe(3);
    expect(d.summary.en).toBe('3 changes: 3 rows inserted.');
  });

  it('tells replaced rows (same id, other words) from removed ones', () => {
    const d = diffRules(base, variant('replace scores six\n  six "Six" 6 points 7\nremove scores six2\n'), TOYS);
    expect(d.changes).toEqual([
      {
        kind: 'row-replaced',
        table: 'scores',
        row: 'six',
        before: '"Six" 6 points 6',
        after: '"Six" 6 points 7',
        words: { en: 'Row "Six" of `scores` replaced: `"Six" 6 points 6` → `"Six" 6 points 7`', de: 'Zeile „Six“ in `scores` ersetzt: `"Six" 6 points 6` → `"Six" 6 points 7`' },
      },
      { kind: 'row-removed', table: 'scores', row: 'six2', words: { en: 'Row "Double six" removed from `scores`', de: 'Zeile „Double six“ aus `scores` entfernt' } },
    ]);
    expect(d.summary.en).toBe('2 changes: 1 row replaced, 1 row removed.');
    expect(d.summary.de).toBe('2 Änderungen: 1 Zeile ersetzt, 1 Zeile entfernt.');
  });

  it('gives other values that differ by statement, before → after', () => {
    const d = diffRules(base, variant('target 50\ndice 2 pig-die\n'), TOYS);
    expect(d.changes.map((c) => [c.kind, c.path, c.before, c.after, c.words.en])).toEqual([
      ['value', 'dice', '1 pig-die', '2 pig-die', '`dice` changed: `1 pig-die` → `2 pig-die`'],
      ['value', 'target', '100', '50', '`target` changed: `100` → `50`'],
    ]);
    expect(d.summary.en).toBe('2 changes: 2 other values.');
    expect(d.summary.de).toBe('2 Änderungen: 2 andere Werte.');
  });

  it('reads both directions: what the variant changes, seen from the variant, is undone', () => {
    const v = variant('set double-six on\nremove scores one\n');
    const back = diffRules(v, base, TOYS);
    expect(back.changes.map((c) => [c.kind, c.row ?? c.option, c.before, c.after])).toEqual([
      ['option', 'double-six', 'on', 'off'],
      ['row-inserted', 'one', undefined, '"One" 1 points 0 bust'],
    ]);
    expect(back.changes[1]!.words.en).toMatch(/above "Six"/);
  });

  it('compares a statement given per condition line by line, the condition naming the line', () => {
    const cup = rulesOf(CUP);
    const d = diffRules(cup, rulesOf('variant "v" extends cup\nstake 9 when players 3..4\nstake 8\nbonus early 1 when players 5..\n'), TOYS);
    expect(d.changes.map((c) => [c.path, c.before, c.after])).toEqual([
      ['stake when players 3..4', '4', '9'],
      ['stake', undefined, '8'],
      ['bonus early when players 5..', undefined, 'early 1'],
    ]);
    expect(d.changes[0]!.words).toEqual({ en: '`stake when players 3..4` changed: `4` → `9`', de: '`stake when players 3..4` geändert: `4` → `9`' });
    expect(d.changes[1]!.words.en).toBe('`stake` changed: (not there) → `8`');
    // `players 3` and `players 3..3` are the same condition.
    expect(diffRules(cup, rulesOf('variant "v" extends cup\nstake 3 when players 2..2\n'), TOYS).changes).toEqual([]);
  });

  it('refuses rule sets of two different games', () => {
    const coin = rulesOf('game coin "Coin"\nplayers 2\nflips 3\nwinner most-points\n');
    expect(() => diffRules(base, coin, TOYS)).toThrow(/different games, `pig` and `coin`/);
  });
});
