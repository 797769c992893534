import type { RuleChange, RuleChanges } from '@regelwerk/dsl';
import type { ReaderCell, ReaderTable } from '@regelwerk/engine';

/** How a row of a variant's table stands against the same table of the rules it is compared with. */
export type RowChange =
  | { readonly kind: 'new' }
  /** `columns`: the indexes (in the variant's table) of the stated cells that differ; `was`: their base cells. */
  | { readonly kind: 'changed'; readonly columns: readonly number[]; readonly was: readonly ReaderCell[] };

export interface TableDiff {
  /** By row key; rows absent here are the same in both rule sets (computed cells such as odds may move). */
  readonly rows: ReadonlyMap<string, RowChange>;
  /** Rows of the base the variant no longer has: their keys and header cells, in the base's order. */
  readonly removed: readonly { readonly key: string; readonly label: string }[];
}

const text = (c: ReaderCell | undefined): string => (c === undefined ? '' : typeof c === 'string' ? c : `${c.text} (${c.note})`);

/**
 * Compares a variant's table with the base's, row by row (rows match by key, columns by label).
 * A row is new when the base lacks it, changed when a cell the rules state differs (a column
 * marked `computed`, such as a rank or odds, follows from the rest and is left out), removed
 * when only the base has it. A column only one side has is left out too.
 */
export function diffTable(base: ReaderTable, variant: ReaderTable): TableDiff {
  const baseColumn = new Map(base.columns.map((c, i) => [c.label, i]));
  const compared = variant.columns.flatMap((c, i) => {
    const j = baseColumn.get(c.label);
    return c.computed || j === undefined || base.columns[j]!.computed ? [] : [[i, j] as const];
  });
  const baseRows = new Map(base.rows.map((r) => [r.key, r]));
  const rows = new Map<string, RowChange>();
  for (const row of variant.rows) {
    const was = baseRows.get(row.key);
    if (!was) {
      rows.set(row.key, { kind: 'new' });
      continue;
    }
    const differ = compared.filter(([i, j]) => text(row.cells[i]) !== text(was.cells[j]));
    if (differ.length > 0) rows.set(row.key, { kind: 'changed', columns: differ.map(([i]) => i), was: differ.map(([, j]) => was.cells[j] ?? '') });
  }
  const kept = new Set(variant.rows.map((r) => r.key));
  const removed = base.rows.filter((r) => !kept.has(r.key)).map((r) => ({ key: r.key, label: text(r.cells[base.headerColumn] ?? r.key) }));
  return { rows, removed };
}

/** Diffs the tables two rule sets share (matched by id); a table only the variant has is all new. */
export function diffTables(base: readonly ReaderTable[], variant: readonly ReaderTable[]): ReadonlyMap<string, TableDiff> {
  const byId = new Map(base.map((t) => [t.id, t]));
  return new Map(
    variant.map((t) => {
      const other = byId.get(t.id);
      return [t.id, other ? diffTable(other, t) : { rows: new Map(t.rows.map((r) => [r.key, { kind: 'new' } as const])), removed: [] }];
    }),
  );
}

/**
 * The changes of `diffRules` a compared table does not mark itself: options and other statements
 * (the flow: `ties throw-off`, `blind …`, `starter …`, `tokens …`), and row changes of tables not
 * shown. Row changes of a table shown are its "new"/"changed" marks and its list of rows taken away.
 */
export function otherChanges(changes: RuleChanges, shown: ReadonlySet<string>): readonly RuleChange[] {
  return changes.changes.filter((c) => !(c.table !== undefined && c.kind.startsWith('row-') && shown.has(c.table)));
}
