import { listNames, suggest, type CompileContext } from '../context.js';
import { Diagnostics } from '../diagnostics.js';
import { Reader } from '../reader.js';
import type { GameSchema, StatementBook } from '../schema.js';
import { VARIANT_OPERATIONS, VARIANT_SIGNATURES, VARIANT_USAGE, type VariantOperation } from '../statements.js';
import { asName, parseSyntax, type Line, type Statement } from '../syntax.js';
import { conditionKey } from '../conditions.js';
import { unknownGame } from './header.js';

function rowId(line: Line): string | undefined {
  return asName(line.words[0]);
}

interface RowNode {
  readonly line: Line;
  readonly id: string | undefined;
  prev: RowNode | null;
  next: RowNode | null;
}

/**
 * The rows of a table while a variant edits them: a linked list with the rows of each id at
 * hand, so that every `insert`, `replace` and `remove` takes the same short time however long
 * the table and however many operations the variant has.
 */
class RowList {
  private head: RowNode | null = null;
  private tail: RowNode | null = null;
  private readonly byId = new Map<string, RowNode[]>();
  /** Rows with an id. */
  named = 0;

  constructor(lines: readonly Line[]) {
    this.insertAll(lines, null, null);
  }

  /** The first row with this id, in table order. */
  find(id: string): RowNode | undefined {
    const nodes = this.byId.get(id);
    if (!nodes || nodes.length === 0) return undefined;
    if (nodes.length === 1) return nodes[0];
    // Several rows share the id (itself an error, reported later): the first in table order counts.
    for (let n = this.head; n; n = n.next) if (n.id === id) return n;
    return undefined;
  }

  /** Puts a line between `prev` and `next`, which are neighbours in the list (null: an end). */
  private insert(line: Line, prev: RowNode | null, next: RowNode | null): RowNode {
    const node: RowNode = { line, id: rowId(line), prev, next };
    if (prev) prev.next = node;
    else this.head = node;
    if (next) next.prev = node;
    else this.tail = node;
    if (node.id !== undefined) {
      const list = this.byId.get(node.id);
      if (list) list.push(node);
      else this.byId.set(node.id, [node]);
      this.named++;
    }
    return node;
  }

  /** Puts lines, in order, between `prev` and `next`, which are neighbours in the list. */
  insertAll(lines: readonly Line[], prev: RowNode | null, next: RowNode | null): void {
    let at = prev;
    for (const line of lines) at = this.insert(line, at, next);
  }

  remove(node: RowNode): void {
    if (node.prev) node.prev.next = node.next;
    else this.head = node.next;
    if (node.next) node.next.prev = node.prev;
    else this.tail = node.prev;
    if (node.id !== undefined) {
      const list = this.byId.get(node.id)!;
      list.splice(list.indexOf(node), 1);
      this.named--;
    }
  }

  *ids(): Generator<string> {
    for (let n = this.head; n; n = n.next) if (n.id !== undefined) yield n.id;
  }

  lines(): Line[] {
    const out: Line[] = [];
    for (let n = this.head; n; n = n.next) out.push(n.line);
    return out;
  }
}

interface Editable {
  stmt: Statement;
  rows: readonly Line[];
  /** The rows as a list, once a variant operation edits them. */
  list?: RowList;
}

/** The key that makes two lines the same statement (`tokens`, `tiles bones`, `turn 6 6`), whatever their conditions. */
export function statementKey(s: Statement, book: StatementBook, schema?: GameSchema): string {
  const def = book.def(s.keyword, schema);
  if (def?.key) return `${s.keyword} ${def.key.of(s.words.slice(1))}`;
  if (def?.keyed) return `${s.keyword} ${asName(s.words[1]) ?? ''}`;
  return s.keyword;
}

/**
 * The key of a line for duplicates and for variant restatement: the statement's key and, for a
 * conditional statement, its condition (`tokens when players 4..4`). A variant's line replaces
 * the base's line with the same key; other lines are added.
 */
export function lineKey(s: Statement, book: StatementBook, schema?: GameSchema): string {
  const key = statementKey(s, book, schema);
  if (!book.def(s.keyword, schema)?.conditional) return key;
  const condition = conditionKey(s.words);
  return condition === '' ? key : `${key} when ${condition}`;
}

/**
 * Whether `stmt` is the first of its line (`lineKey`) in `seen`, where it is then recorded. A
 * line given again is reported instead (see `duplicateStatement`).
 */
export function firstOfLine(seen: Map<string, Statement>, stmt: Statement, book: StatementBook, schema: GameSchema | undefined, diagnostics: Diagnostics): boolean {
  const key = lineKey(stmt, book, schema);
  const earlier = seen.get(key);
  if (earlier) {
    duplicateStatement(diagnostics, key, earlier, stmt);
    return false;
  }
  seen.set(key, stmt);
  return true;
}

/**
 * Reports a statement given twice, with a quick fix that removes the earlier one (the later line
 * is what the author was writing last).
 */
function duplicateStatement(diagnostics: Diagnostics, key: string, earlier: Statement, again: Statement): void {
  const where = earlier.range.file === again.range.file ? '' : ` in ${earlier.range.file}`;
  diagnostics.error(
    'duplicate/statement',
    `\`${key}\` is already given${where} on line ${earlier.range.start.line}; keep only one`,
    again.words[0]!.range,
    earlier.range.file === again.range.file ? [{ label: `Remove line ${earlier.range.start.line}`, range: earlier.range, text: '' }] : undefined,
  );
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
    const s = suggest(header.base, known, header.baseRange);
    diagnostics.error('variant/unknown-base', `there is no game \`${header.base}\` to extend${s.hint}; known games: ${[...known].join(', ')}`, header.baseRange, s.fixes);
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
    unknownGame(diagnostics, baseId, book.ids, header.baseRange);
    return;
  }
  ctx.baseTree = baseTree;
  ctx.game = baseId;
  ctx.schema = schema;
  const titleWord = baseHead.words[2];
  ctx.title = titleWord?.kind === 'string' ? titleWord.value : baseId;
  if (titleWord?.kind === 'string' && titleWord.value.trim().length === 0) {
    diagnostics.error('game/title', `the base game has no title; give it one, like \`game ${baseId} "House rules"\``, titleWord.range);
  }
  const merged = new Merged(baseTree.statements.slice(1), book, schema);
  // A variant states each statement once, as a game file does: a second `set tokens` or `turn`
  // would otherwise silently replace the first.
  const restated = new Map<string, Statement>();
  for (const stmt of tree.statements.slice(1)) {
    if (isOperation(stmt.keyword)) {
      applyOperation(ctx, merged, stmt, stmt.keyword);
      continue;
    }
    if (stmt.keyword === 'game' || stmt.keyword === 'variant') continue;
    if (!firstOfLine(restated, stmt, book, schema, diagnostics)) continue;
    merged.restate(stmt);
  }
  ctx.statements = merged.statements();
}

/** The base game's statements as a variant changes them, found by key and by table in constant time. */
class Merged {
  private readonly entries: Editable[] = [];
  /** The first line of each key (`dice`, `tiles sushi`, `tokens when players 4..4`). */
  private readonly byKey = new Map<string, number>();
  /** The first statement of each table with named rows, by keyword. */
  private readonly tableAt = new Map<string, number>();

  constructor(
    statements: readonly Statement[],
    private readonly book: StatementBook,
    private readonly schema: GameSchema,
  ) {
    for (const stmt of statements) this.push(stmt);
  }

  private push(stmt: Statement): void {
    const at = this.entries.length;
    this.entries.push({ stmt, rows: stmt.rows });
    const key = lineKey(stmt, this.book, this.schema);
    if (!this.byKey.has(key)) this.byKey.set(key, at);
    if (this.book.def(stmt.keyword, this.schema)?.rows?.named && !this.tableAt.has(stmt.keyword)) this.tableAt.set(stmt.keyword, at);
  }

  /** A statement of the variant replaces the base's statement with the same key, or is added. */
  restate(stmt: Statement): void {
    const at = this.byKey.get(lineKey(stmt, this.book, this.schema));
    if (at === undefined) this.push(stmt);
    else this.entries[at] = { stmt, rows: stmt.rows };
  }

  table(keyword: string): Editable | undefined {
    const at = this.tableAt.get(keyword);
    return at === undefined ? undefined : this.entries[at];
  }

  tableNames(): string[] {
    return [...this.tableAt.keys()];
  }

  statements(): Statement[] {
    return this.entries.map((e) => ({ ...e.stmt, rows: e.list ? e.list.lines() : e.rows }));
  }
}

function applyOperation(ctx: CompileContext, merged: Merged, stmt: Statement, op: VariantOperation): void {
  const { diagnostics } = ctx;
  const r = new Reader(stmt.words.slice(1), stmt.range, diagnostics, VARIANT_USAGE[op]);
  const words = VARIANT_SIGNATURES[op].read(r);
  r.end();
  if (r.failed || !words) return;
  const { table, where, row } = words;
  const target = merged.table(table.value);
  if (!target) {
    const names = merged.tableNames();
    const s = suggest(table.value, names, table.range);
    diagnostics.error('variant/unknown-table', `the base game has no table \`${table.value}\` with named rows${s.hint}; its tables are ${listNames(names)}`, table.range, s.fixes);
    return;
  }
  const list = (target.list ??= new RowList(target.rows));
  const found = list.find(row.value);
  if (!found) {
    const s = suggest(row.value, list.ids(), row.range);
    diagnostics.error('name/unknown-row', `the table \`${table.value}\` has no row \`${row.value}\`${s.hint}; its rows are ${listNames(list.ids(), list.named)}`, row.range, s.fixes);
    return;
  }
  if (op === 'remove') {
    if (stmt.rows.length > 0) {
      diagnostics.error('variant/rows', '`remove` takes no rows; remove the indented lines below it', stmt.rows[0]!.range);
    }
    list.remove(found);
    return;
  }
  if (stmt.rows.length === 0) {
    diagnostics.error('variant/no-rows', `\`${op}\` needs the new rows, indented on the lines below it`, stmt.words[0]!.range);
    return;
  }
  if (op === 'replace') {
    list.insertAll(stmt.rows, found.prev, found);
    list.remove(found);
  } else if (where === 'above') list.insertAll(stmt.rows, found.prev, found);
  else list.insertAll(stmt.rows, found, found.next);
}
