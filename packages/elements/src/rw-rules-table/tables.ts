import type { Diagnostic, RuleSet, Source, TableModel } from '@regelwerk/dsl';
import { readParams, type Lang, type LocalText, type ReaderTable } from '@regelwerk/engine';
import { gameEntry } from '@regelwerk/games';
import { compileRules, playModule } from '../shared/games.js';

/**
 * What a rules table shows: the tables, or the compiler's problems. Plain data, so a worker can
 * send it; with the rule set they come from, for a comparison of its statements.
 */
export type TablesResult =
  | { readonly ok: true; readonly title: string; readonly tables: readonly ReaderTable[]; readonly rules: RuleSet }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] }
  /** A table parameter was refused (unknown, not a whole number, out of the rules' range): the reason in both languages. */
  | { readonly ok: false; readonly diagnostics: readonly []; readonly param: LocalText };

export interface TablesRequest {
  readonly game: string;
  readonly variant?: string | null;
  readonly source?: Source;
  readonly lang: Lang;
  /** The game's table parameters as asked for (the `params` attribute): each must be one the game declares. */
  readonly params?: Readonly<Record<string, string | number>>;
  /** Further values (the element's other attributes), read only for the names the game declares. */
  readonly attributes?: Readonly<Record<string, string>>;
}

/** A schema's plain table (English) as a reader's table. */
function readerTable(t: TableModel): ReaderTable {
  return {
    id: t.id,
    caption: t.title,
    columns: t.columns.map((c) => ({ label: c.label, numeric: c.numeric ?? false })),
    rows: t.rows.map((r, i) => ({ key: String(i), cells: t.columns.map((c) => String(r[c.key] ?? '')) })),
    headerColumn: -1,
    ...(t.note ? { note: t.note } : {}),
  };
}

/**
 * Compiles the rules and makes their tables: a playable game describes its tables for readers
 * (with exact odds where dice decide), a game with rules only shows its schema's tables.
 */
export async function tablesFor(request: TablesRequest): Promise<TablesResult> {
  const compiled = await compileRules(request.game, request.source ? { source: request.source } : { variant: request.variant ?? null });
  if (!compiled.ok) return { ok: false, diagnostics: compiled.diagnostics };
  const entry = gameEntry(request.game)!;
  const rules = compiled.rules;
  const load = playModule(request.game);
  if (load) {
    const module = await load();
    const params = readParams(module.params, rules, request.params, { ...(request.attributes ? { loose: request.attributes } : {}) });
    if (!params.ok) return { ok: false, diagnostics: [], param: params.error.message };
    return { ok: true, title: rules.title, tables: module.tables(rules, { lang: request.lang, params: params.value }), rules };
  }
  // Only a game with rules alone describes its schema's tables: the describer loads for it only.
  const [{ describeTables }, schema] = await Promise.all([import('./describe.js'), entry.schema()]);
  return { ok: true, title: rules.title, tables: describeTables(rules, [schema]).tables.map(readerTable), rules };
}
