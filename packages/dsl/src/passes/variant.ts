import { didYouMean, listNames, type CompileContext } from '../context.js';
import { Diagnostics } from '../diagnostics.js';
import { Reader } from '../reader.js';
import type { GameSchema, StatementBook } from '../schema.js';
import { VARIANT_OPERATIONS, VARIANT_SIGNATURES, VARIANT_USAGE, type VariantOperation } from '../statements.js';
import { parseSyntax, type Line, type Statement } from '../syntax.js';
import { unknownGame } from './header.js';

interface Editable {
  stmt: Statement;
  rows: Line[];
}

function rowId(line: Line): string | undefined {
  const w = line.words[0];
  return w?.kind === 'name' ? w.value : undefined;
}

/** The key that makes two statements "the same" for duplicates and for variant restatement. */
export function statementKey(s: Statement, book: StatementBook, schema?: GameSchema): string {
  if (book.def(s.keyword, schema)?.keyed) {
    const second = s.words[1];
    return `${s.keyword} ${second?.kind === 'name' ? second.value : ''}`;
  }
  return s.keyword;
}

const isOperation = (k: string): k is VariantOperation => (VARIANT_OPERATIONS as readonly string[]).includes(k);

/**
 * Pass 2: a variant is applied to its base game, statement by statement, giving one list of
 * statements that the later passes check as a whole. For a game file this just drops the header.
 */
export function applyVariant(ctx: CompileContext): void {
  const { header, tree, diagnostics, book } = ctx;
  ctx.sources.push({ file: tree.file, text: tree.text });
  if (!header) return;
  if (header.kind === 'game') {
    ctx.statements = tree.statements.slice(1);
    return;
  }
  const known = ctx.options.knownGames ?? book.ids;
  const base = ctx.options.resolveGame?.(header.base);
  if (!base) {
    diagnostics.error(
      'variant/unknown-base',
      `there is no game \`${header.base}\` to extend${didYouMean(header.base, known)}; known games: ${[...known].join(', ')}`,
      header.baseRange,
    );
    return;
  }
  ctx.sources.unshift(base);
  const baseDiagnostics = new Diagnostics();
  const baseTree = parseSyntax(base.text, base.file, baseDiagnostics);
  const baseHead = baseTree.statements[0];
  const baseId = baseHead?.keyword === 'game' && baseHead.words[1]?.kind === 'name' ? baseHead.words[1].value : undefined;
  if (baseDiagnostics.hasErrors || !baseHead || baseId !== header.base) {
    for (const d of baseDiagnostics.list) diagnostics.add(d);
    diagnostics.error(
      'variant/base-unreadable',
      baseId !== header.base && !baseDiagnostics.hasErrors
        ? `${base.file} does not start with \`game ${header.base} "…"\`, so it cannot be extended`
        : `the base game ${base.file} has syntax errors; fix those first`,
      header.baseRange,
    );
    return;
  }
  // The base file's header names the game, and so the schema that checks the variant.
  const schema = book.schemaFor(baseId);
  if (!schema) {
    diagnostics.error('game/unknown', unknownGame(baseId, book.ids), header.baseRange);
    return;
  }
  ctx.baseTree = baseTree;
  ctx.game = baseId;
  ctx.schema = schema;
  const titleWord = baseHead.words[2];
  ctx.title = titleWord?.kind === 'string' ? titleWord.value : baseId;
  const merged: Editable[] = baseTree.statements.slice(1).map((stmt) => ({ stmt, rows: [...stmt.rows] }));
  for (const stmt of tree.statements.slice(1)) {
    if (isOperation(stmt.keyword)) {
      applyOperation(ctx, merged, stmt, stmt.keyword);
      continue;
    }
    if (stmt.keyword === 'game' || stmt.keyword === 'variant') continue;
    // Any other statement restates the base's statement with the same key, or adds a new one.
    const key = statementKey(stmt, book, schema);
    const at = merged.findIndex((e) => statementKey(e.stmt, book, schema) === key);
    if (at >= 0) merged[at] = { stmt, rows: [...stmt.rows] };
    else merged.push({ stmt, rows: [...stmt.rows] });
  }
  ctx.statements = merged.map((e) => ({ ...e.stmt, rows: e.rows }));
}

function applyOperation(ctx: CompileContext, merged: Editable[], stmt: Statement, op: VariantOperation): void {
  const { diagnostics, book, schema } = ctx;
  const r = new Reader(stmt.words.slice(1), stmt.range, diagnostics, VARIANT_USAGE[op]);
  const words = VARIANT_SIGNATURES[op].read(r);
  r.end();
  if (r.failed || !words) return;
  const { table, where, row } = words;
  const tables = merged.filter((e) => book.def(e.stmt.keyword, schema)?.rows?.named);
  const target = tables.find((e) => e.stmt.keyword === table.value);
  if (!target) {
    const names = tables.map((e) => e.stmt.keyword);
    diagnostics.error(
      'variant/unknown-table',
      `the base game has no table \`${table.value}\` with named rows${didYouMean(table.value, names)}; its tables are ${listNames(names)}`,
      table.range,
    );
    return;
  }
  const index = target.rows.findIndex((l) => rowId(l) === row.value);
  if (index < 0) {
    const ids = target.rows.map(rowId).filter((x): x is string => x !== undefined);
    diagnostics.error(
      'name/unknown-row',
      `the table \`${table.value}\` has no row \`${row.value}\`${didYouMean(row.value, ids)}; its rows are ${listNames(ids)}`,
      row.range,
    );
    return;
  }
  if (op === 'remove') {
    if (stmt.rows.length > 0) {
      diagnostics.error('variant/rows', '`remove` takes no rows; remove the indented lines below it', stmt.rows[0]!.range);
    }
    target.rows.splice(index, 1);
    return;
  }
  if (stmt.rows.length === 0) {
    diagnostics.error('variant/no-rows', `\`${op}\` needs the new rows, indented on the lines below it`, stmt.words[0]!.range);
    return;
  }
  if (op === 'replace') target.rows.splice(index, 1, ...stmt.rows);
  else target.rows.splice(where === 'above' ? index : index + 1, 0, ...stmt.rows);
}
