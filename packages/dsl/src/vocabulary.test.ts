import { describe, expect, it } from 'vitest';
import { compileToy, CUP, PIG, TOYS } from './test-support/toy.js';
import type { RuleSet } from './ruleset.js';
import { vocabulary } from './vocabulary.js';

const rulesOf = (text: string): RuleSet => {
  const r = compileToy(text);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return r.rules;
};

describe('vocabulary', () => {
  const v = vocabulary(rulesOf(PIG), TOYS);

  it('offers the variant’s statements first, then the game’s, each with its usage and summary', () => {
    expect(v.statements.slice(0, 5).map((s) => s.name)).toEqual(['variant', 'insert', 'replace', 'remove', 'set']);
    expect(v.statements.map((s) => s.name)).toEqual(expect.arrayContaining(['players', 'die', 'option', 'dice', 'throws', 'target', 'scores', 'winner']));
    expect(v.statements.map((s) => s.name)).not.toContain('game');
    expect(v.statements.find((s) => s.name === 'insert')).toEqual({ name: 'insert', usage: 'insert <table> above|below <row>', summary: expect.stringMatching(/above or below/) });
    expect(v.statements.find((s) => s.name === 'target')).toEqual({ name: 'target', usage: 'target <points>', summary: 'The points that win.' });
    expect(new Set(v.statements.map((s) => s.name)).size).toBe(v.statements.length);
  });

  it('lists the options with the values they take', () => {
    expect(v.options).toEqual([{ id: 'double-six', kind: 'flag', values: ['on', 'off'], description: 'A six scores twice' }]);
    const withChoice = vocabulary(rulesOf(PIG.replace('option double-six', 'option mode b "How" one-of a b c\noption n 3 "A number" range 1..9\noption double-six')), TOYS);
    expect(withChoice.options.slice(0, 2)).toEqual([
      { id: 'mode', kind: 'choice', values: ['a', 'b', 'c'], description: 'How' },
      { id: 'n', kind: 'number', values: ['1', '3', '9'], description: 'A number' },
    ]);
  });

  it('lists every table with named rows, by the id a variant names it with, and its rows with their labels', () => {
    expect(v.tables).toEqual([
      {
        id: 'scores',
        title: 'Scores',
        rows: [
          { id: 'one', label: 'One' },
          { id: 'six', label: 'Six' },
          { id: 'six2', label: 'Double six' },
        ],
      },
    ]);
  });

  it('lists the faces of the game’s dice once each', () => {
    expect(v.faces).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('of a variant shows the rows as the variant left them', () => {
    const variant = rulesOf('variant "v" extends pig\ninsert scores below one\n  two "Two" 2 points 2\nremove scores six2\n');
    expect(vocabulary(variant, TOYS).tables[0]!.rows.map((r) => r.id)).toEqual(['one', 'two', 'six']);
  });

  it('names the statements that may carry a condition, and how a condition is written, for games that have them', () => {
    // Pig names no phases: its `throws` takes players and options only.
    expect(v.conditions?.statements).toEqual(['throws']);
    expect(v.conditions?.forms.map((f) => f.usage)).toEqual(['when players <min>..<max>', 'when <option>', 'when <condition> and <condition>']);
    expect(vocabulary(rulesOf('game coin "Coin"\nplayers 2\nflips 3\nwinner most-points\n'), TOYS).conditions).toEqual({ statements: [], forms: [] });
    const cup = vocabulary(rulesOf(CUP), TOYS).conditions;
    expect(cup?.statements).toEqual(['stake', 'bonus', 'pot']);
    expect(cup?.forms.map((f) => f.usage)).toEqual([
      'when players <min>..<max>',
      'when <option>',
      'when <condition> and <condition>',
      'when phase opening|endgame',
      'when left <min>..<max>',
    ]);
  });

  it('is plain data that survives JSON', () => {
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });

  it('refuses a rule set whose game it has no schema for, saying so', () => {
    expect(() => vocabulary(rulesOf(PIG), [])).toThrow(/no schema for the game `pig`/);
  });
});
