import type { RuleSet } from '@regelwerk/dsl';
import type { ReaderTable } from '@regelwerk/engine';
import { changesOf } from '../shared/changes.js';
import { diffTables, otherChanges, type RowChange, type TableDiff } from './compare.js';
import { tablesFor, type TablesRequest } from './tables.js';

// What a rules table with `compare` adds: the diff of its rules against others, and its words.
// Loaded only by a table that compares (most pages show one rule set), so they are not in the
// script every page loads. No markup here: a chunk importing lit made the build split lit out of
// regelwerk.js into a file of its own that every page then loads.

const TEXT = {
  en: {
    isNew: 'new',
    changed: 'changed',
    newRow: 'not in the rules it is compared with',
    changedRow: (was: string) => `differs from the rules it is compared with, which have ${was}`,
    standard: 'the standard rules',
    variantName: (v: string) => `the house rule “${v}”`,
    summary: (against: string, n: number, c: number) =>
      `Compared with ${against}: ${n === 0 ? 'no new rows' : n === 1 ? 'one new row' : `${n} new rows`}, ${c === 0 ? 'no changed rows' : c === 1 ? 'one changed row' : `${c} changed rows`} (odds and ranks follow from the rows and are not marked).`,
    removed: (labels: string) => `Not in this rule set: ${labels}.`,
    noneRemoved: 'No row is taken away.',
    others: (n: number) => (n === 1 ? 'One other rule differs:' : `${n} other rules differ:`),
    compareFailed: (why: string) => `Cannot compare: ${why}`,
  },
  de: {
    isNew: 'neu',
    changed: 'geändert',
    newRow: 'nicht in den Regeln, mit denen verglichen wird',
    changedRow: (was: string) => `anders als in den Regeln, mit denen verglichen wird; dort: ${was}`,
    standard: 'den normalen Regeln',
    variantName: (v: string) => `der Hausregel „${v}“`,
    summary: (against: string, n: number, c: number) =>
      `Verglichen mit ${against}: ${n === 0 ? 'keine neue Zeile' : n === 1 ? 'eine neue Zeile' : `${n} neue Zeilen`}, ${c === 0 ? 'keine geänderte Zeile' : c === 1 ? 'eine geänderte Zeile' : `${c} geänderte Zeilen`} (Chancen und Ränge folgen aus den Zeilen und sind nicht markiert).`,
    removed: (labels: string) => `In diesem Regelsatz gestrichen: ${labels}.`,
    noneRemoved: 'Keine Zeile ist gestrichen.',
    others: (n: number) => (n === 1 ? 'Eine andere Regel ist anders:' : `${n} andere Regeln sind anders:`),
    compareFailed: (why: string) => `Vergleich nicht möglich: ${why}`,
  },
};

/** `others`: the options and statements that differ, in words (the rows are marked in the tables). */
export type Comparison = { readonly against: string; readonly diffs: ReadonlyMap<string, TableDiff>; readonly others: readonly string[] } | { readonly problem: string };

/** What one table shows of a comparison: its diff, what it is compared with, and (first table only) the other rules that differ. */
export interface Compared {
  readonly diff: TableDiff;
  readonly against: string;
  readonly others: readonly string[];
}

/** The diff of `tables` (made from `rules`) against the rules named by `against` (`standard` or a variant). */
export async function comparisonOf(request: TablesRequest, against: string, tables: readonly ReaderTable[], rules: RuleSet): Promise<Comparison> {
  const variant = against === 'standard' ? null : against;
  const t = TEXT[request.lang];
  const base = await tablesFor({ ...request, variant });
  if (!base.ok) return { problem: t.compareFailed(base.diagnostics.map((d) => d.message).join('; ')) };
  // The statements that differ in words, as `regelwerk diff` says them.
  const changes = await changesOf(request.game, base.rules, rules);
  const others = changes ? otherChanges(changes, new Set(tables.map((x) => x.id))).map((c) => c.words[request.lang]) : [];
  return { against: variant === null ? t.standard : t.variantName(variant), diffs: diffTables(base.tables, tables), others };
}

const cellText = (c: ReaderTable['rows'][number]['cells'][number]) => (typeof c === 'string' ? c : `${c.text}, ${c.note}`);

/** The words of a compared row's mark ("new"/"changed") and its description for screen readers. */
export function markWords(change: RowChange, table: ReaderTable, lang: 'en' | 'de'): { readonly mark: string; readonly description: string } {
  const t = TEXT[lang];
  if (change.kind === 'new') return { mark: t.isNew, description: t.newRow };
  return { mark: t.changed, description: t.changedRow(change.columns.map((col, i) => `${table.columns[col]?.label ?? ''} ${cellText(change.was[i] ?? '')}`).join(', ')) };
}

/** The words of what a compared table found: its new and changed rows, the rows taken away, and the line before the other rules that differ. */
export function summaryWords(compared: Compared, lang: 'en' | 'de'): { readonly summary: string; readonly removed: string; readonly others: string } {
  const t = TEXT[lang];
  const counts = [...compared.diff.rows.values()].reduce((n, c) => (c.kind === 'new' ? [n[0]! + 1, n[1]!] : [n[0]!, n[1]! + 1]), [0, 0]);
  const removed = compared.diff.removed;
  return { summary: t.summary(compared.against, counts[0]!, counts[1]!), removed: removed.length > 0 ? t.removed(removed.map((r) => r.label).join(', ')) : t.noneRemoved, others: t.others(compared.others.length) };
}
