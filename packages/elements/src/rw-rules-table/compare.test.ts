import type { ReaderTable } from '@regelwerk/engine';
import { describe, expect, it } from 'vitest';
import { changesOf } from '../shared/changes.js';
import { diffTable, diffTables, otherChanges } from './compare.js';
import { tablesFor } from './tables.js';

const columns = [
  { label: 'Rank', numeric: true, computed: true },
  { label: 'Name' },
  { label: 'Tokens', numeric: true },
  { label: 'Chance', numeric: true, computed: true },
];
const table = (rows: [string, string, string][]): ReaderTable => ({
  id: 'ranking',
  caption: 'Ranking',
  columns,
  headerColumn: 1,
  rows: rows.map(([name, ...rest], i) => ({ key: name, cells: [String(i + 1), name, ...rest] })),
});

describe('the row diff of two rule sets', () => {
  const base = table([
    ['Top', 'all', '1 %'],
    ['Middle', '3', '9 %'],
    ['Gone', '2', '20 %'],
    ['Bottom', '1', '70 %'],
  ]);

  it('marks an inserted row as new and leaves rows whose rank and odds merely moved unmarked', () => {
    const variant = table([
      ['Top', 'all', '1 %'],
      ['Inserted', '7', '2 %'],
      ['Middle', '3', '8 %'],
      ['Gone', '2', '20 %'],
      ['Bottom', '1', '69 %'],
    ]);
    const diff = diffTable(base, variant);
    expect([...diff.rows]).toEqual([['Inserted', { kind: 'new' }]]);
    expect(diff.removed).toEqual([]);
  });

  it('marks a row whose stated cell differs as changed, naming the column and the old value', () => {
    const variant = table([
      ['Top', 'all', '1 %'],
      ['Middle', '4', '9 %'],
      ['Gone', '2', '20 %'],
      ['Bottom', '1', '70 %'],
    ]);
    expect(diffTable(base, variant).rows.get('Middle')).toEqual({ kind: 'changed', columns: [2], was: ['3'] });
  });

  it('compares a cell with a note by its text and its note', () => {
    const withNote = (note: string): ReaderTable => ({ ...base, rows: [{ key: 'Top', cells: ['1', 'Top', { text: 'all', note }, '1 %'] }] });
    expect(diffTable(withNote('ends the half'), withNote('ends the half')).rows.size).toBe(0);
    expect(diffTable(withNote('ends the half'), withNote('ends the game')).rows.get('Top')?.kind).toBe('changed');
  });

  it('lists rows the variant takes away by their header cell, in the base order', () => {
    const variant = table([
      ['Top', 'all', '1 %'],
      ['Middle', '3', '9 %'],
      ['Bottom', '1', '90 %'],
    ]);
    const diff = diffTable(base, variant);
    expect(diff.removed).toEqual([{ key: 'Gone', label: 'Gone' }]);
    expect(diff.rows.size).toBe(0);
  });

  it('treats a table only the variant has as all new', () => {
    const diffs = diffTables([], [base]);
    expect([...diffs.get('ranking')!.rows.values()].every((c) => c.kind === 'new')).toBe(true);
    expect(diffs.get('ranking')!.rows.size).toBe(4);
  });
});

describe('comparing shipped Schocken house rules with the standard rules', () => {
  const tables = async (variant: string | null) => {
    const result = await tablesFor({ game: 'schocken', variant, lang: 'en' });
    if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
    return result.tables;
  };

  it('finds the Jule row new and every other row unchanged', async () => {
    const diff = diffTables(await tables(null), await tables('jule')).get('ranking')!;
    expect([...diff.rows]).toEqual([['Jule', { kind: 'new' }]]);
    expect(diff.removed).toEqual([]);
  });

  it('finds no row changed by a house rule that only sets an option (its odds move, its rows do not)', async () => {
    const [base, variant] = [await tables(null), await tables('sechsen-umdrehen')];
    const diff = diffTables(base, variant).get('ranking')!;
    expect(diff.rows.size).toBe(0);
    expect(diff.removed).toEqual([]);
    // The comparison leaves the odds out knowingly: they do differ.
    const odds = (t: typeof base) => t[0]!.rows.map((r) => r.cells.slice(4).join('|')).join('\n');
    expect(odds(variant)).not.toBe(odds(base));
  });
});

describe('the other rules a compared table names', () => {
  const compared = async (variant: string, lang: 'en' | 'de') => {
    const [base, rules] = await Promise.all([tablesFor({ game: 'schocken', variant: null, lang }), tablesFor({ game: 'schocken', variant, lang })]);
    if (!base.ok || !rules.ok) throw new Error('the shipped rules do not compile');
    const changes = await changesOf('schocken', base.rules, rules.rules);
    return otherChanges(changes!, new Set(rules.tables.map((t) => t.id))).map((c) => c.words[lang]);
  };

  it('names a house rule that changes only the flow, in English and in German', async () => {
    expect(await compared('stechen', 'en')).toEqual(['`ties` changed: (not there) → `throw-off`']);
    expect(await compared('stechen', 'de')).toEqual(['`ties` geändert: (fehlt) → `throw-off`']);
    expect(await compared('burgerwerk-blind-doppelt', 'de')).toEqual(['`blind` geändert: (fehlt) → `first-throw times 2 except schock-out`']);
    expect(await compared('zehn-deckel-je-spieler', 'en')).toEqual(['`players` changed: `2..` → `2..10`', '`tokens` changed: `13` → `10 per player`']);
  });

  it('names an option set differently, and leaves out the rows the table marks itself', async () => {
    expect(await compared('sechsen-umdrehen', 'en')).toEqual([expect.stringMatching(/^Option `sechsen-umdrehen` changed: off → on/)]);
    expect(await compared('jule', 'en')).toEqual([]);
  });

  it('keeps a row change of a table that is not shown', () => {
    const row = { kind: 'row-inserted', table: 'deal', row: 'five', words: { en: 'Row "five" inserted into `deal`', de: 'Zeile „five“ in `deal` eingefügt' } } as const;
    const value = { kind: 'value', path: 'ties', words: { en: 'x', de: 'y' } } as const;
    const changes = { changes: [row, value], counts: { options: 0, inserted: 1, replaced: 0, removed: 0, values: 1 }, summary: { en: '', de: '' } };
    expect(otherChanges(changes, new Set(['deal']))).toEqual([value]);
    expect(otherChanges(changes, new Set(['ranking']))).toEqual([row, value]);
  });
});
