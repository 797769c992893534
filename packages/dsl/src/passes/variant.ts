import { didYouMean, listNames, type CompileContext } from '../context.js';
import { Diagnostics } from '../diagnostics.js';
import { Reader } from '../reader.js';
import { GAME_IDS, type GameId } from '../ruleset.js';
import { isKeyword, STATEMENTS, statementKey, VARIANT_USAGE } from '../statements.js';
import { parseSyntax, type Line, type Statement } from '../syntax.js';

interface Editable {
  stmt: Statement;
  rows: Line[];
}

function rowId(line: Line): string | undefined {
  const w = line.words[0];
  return w?.kind === 'name' ? w.value : undefined;
}

/**
 * Pass 2: a variant is applied to its base game, statement by statement, giving one list of
 * statements that the later passes check as a whole. For a game file this just drops the header.
 */
export function applyVariant(ctx: CompileContext): void {
  const { header, tree, diagnostics } = ctx;
  ctx.sources.push({ file: tree.file, text: tree.text });
  if (!header) return;
  if (header.kind === 'game') {
    ctx.statements = tree.statements.slice(1);
    return;
  }
  const known = ctx.options.knownGames ?? GAME_IDS;
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
    for (const d of baseDiagnostics.list) diagnostics.list.push(d);
    diagnostics.error(
      'variant/base-unreadable',
      baseId !== header.base && !baseDiagnostics.hasErrors
        ? `${base.file} does not start with \`game ${header.base} "…"\`, so it cannot be extended`
        : `the base game ${base.file} has syntax errors; fix those first`,
      header.baseRange,
    );
    return;
  }
  ctx.baseTree = baseTree;
  ctx.game = baseId as GameId;
  const titleWord = baseHead.words[2];
  ctx.title = titleWord?.kind === 'string' ? titleWord.value : baseId;

  const merged: Editable[] = baseTree.statements.slice(1).map((stmt) => ({ stmt, rows: [...stmt.rows] }));
  for (const stmt of tree.statements.slice(1)) {
    if (stmt.keyword === 'insert' || stmt.keyword === 'replace' || stmt.keyword === 'remove') {
      applyOperation(ctx, merged, stmt, stmt.keyword);
      continue;
    }
    if (stmt.keyword === 'game' || stmt.keyword === 'variant') continue;
    // Any other statement restates the base's statement with the same key, or adds a new one.
    const key = statementKey(stmt);
    const at = merged.findIndex((e) => statementKey(e.stmt) === key);
    if (at >= 0) merged[at] = { stmt, rows: [...stmt.rows] };
    else merged.push({ stmt, rows: [...stmt.rows] });
  }
  ctx.statements = merged.map((e) => ({ ...e.stmt, rows: e.rows }));
}

function applyOperation(
  ctx: CompileContext,
  merged: Editable[],
  stmt: Statement,
  op: 'insert' | 'replace' | 'remove',
): void {
  const { diagnostics } = ctx;
  const r = new Reader(stmt.words.slice(1), stmt.range, diagnostics, VARIANT_USAGE[op]);
  const tableRange = r.here();
  const table = r.name('the table');
  const where = op === 'insert' ? r.oneOf('where to insert', ['above', 'below'] as const) : undefined;
  const rowRange = r.here();
  const row = r.name('the row');
  r.end();
  if (r.failed || table === undefined || row === undefined) return;

  const tables = merged.filter((e) => isKeyword(e.stmt.keyword) && STATEMENTS[e.stmt.keyword].rows?.named);
  const target = tables.find((e) => e.stmt.keyword === table);
  if (!target) {
    const names = tables.map((e) => e.stmt.keyword);
    diagnostics.error(
      'variant/unknown-table',
      `the base game has no table \`${table}\` with named rows${didYouMean(table, names)}; its tables are ${listNames(names)}`,
      tableRange,
    );
    return;
  }
  const index = target.rows.findIndex((l) => rowId(l) === row);
  if (index < 0) {
    const ids = target.rows.map(rowId).filter((x): x is string => x !== undefined);
    diagnostics.error('name/unknown-row', `the table \`${table}\` has no row \`${row}\`${didYouMean(row, ids)}; its rows are ${listNames(ids)}`, rowRange);
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
