import { Diagnostics, type Diagnostic } from './diagnostics.js';
import type { GameSchema } from './schema.js';
import { UNIVERSAL, VARIANT_OPERATIONS } from './statements.js';
import { parseSyntax, type Line, type Statement, type SyntaxTree, type Word } from './syntax.js';

export interface FormatOptions {
  /** The file name used in messages. */
  readonly file?: string;
  /** The games whose tables the file may hold: their row signatures say which words open a clause. */
  readonly schemas?: readonly GameSchema[];
}

/**
 * The words that open a clause in the rows of this statement's table (for `insert` and `replace`,
 * of the table they name), from the row signatures of every statement of that name.
 */
function clauseWords(stmt: Statement, schemas: readonly GameSchema[]): ReadonlySet<string> {
  const named = stmt.words[1];
  const table = (VARIANT_OPERATIONS as readonly string[]).includes(stmt.keyword) ? (named?.kind === 'name' ? named.value : '') : stmt.keyword;
  const defs = [...UNIVERSAL, ...schemas.flatMap((s) => s.statements)].filter((d) => d.keyword === table);
  return new Set(defs.flatMap((d) => d.rows?.clauseWords ?? []));
}

const INDENT = '  ';
const GAP = '  ';

function digits(text: string): string {
  const d = text.replace(/^[+-]/, '').replace(/^0+(?=\d)/, '');
  return d;
}

function numberText(text: string): string {
  const sign = text.startsWith('-') ? '-' : text.startsWith('+') ? '+' : '';
  const d = digits(text);
  return d === '0' && sign === '-' ? '0' : sign + d;
}

/** The canonical spelling of a word. */
export function wordText(w: Word): string {
  switch (w.kind) {
    case 'name':
      return w.value;
    case 'number':
      return numberText(w.text);
    case 'string':
      return `"${w.value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    case 'range': {
      const [from, to] = w.text.split('..');
      return `${numberText(from!)}..${to ? numberText(to) : ''}`;
    }
    case 'times':
      return `x${digits(w.text.slice(1))}`;
    case 'expr':
      return `${w.name}${w.text[w.name.length]}${digits(w.text.slice(w.name.length + 1))}`;
  }
}

function commentText(c: string): string {
  return `#${c.trimEnd()}`;
}

interface Cell {
  key: string;
  text: string;
}

function cells(line: Line, clauses: ReadonlySet<string>): Cell[] {
  const out: Cell[] = [];
  let clause: Cell | null = null;
  line.words.forEach((w, i) => {
    const t = wordText(w);
    if (w.kind === 'name' && clauses.has(w.value) && i > 0) {
      clause = { key: w.value, text: t };
      out.push(clause);
    } else if (clause) {
      clause.text += ` ${t}`;
    } else {
      out.push({ key: `#${i}`, text: t });
    }
  });
  return out;
}

/**
 * Orders the column keys of a table so that each row's cells stay in their order; keys that
 * never share a row (such as `for` and `by`) share a column. Returns null when rows disagree
 * on the order, and the table is then written without alignment.
 */
function columns(rows: Cell[][]): Map<string, number> | null {
  const firstSeen = new Map<string, number>();
  const after = new Map<string, Set<string>>();
  // The rows each key is in: two keys share a column only if they never share a row. (Not every
  // pair of keys of a row: a row of 20,000 words would make 400 million.)
  const rowsOf = new Map<string, Set<number>>();
  rows.forEach((row, r) => {
    row.forEach((c, i) => {
      if (!firstSeen.has(c.key)) firstSeen.set(c.key, firstSeen.size);
      if (!after.has(c.key)) after.set(c.key, new Set());
      if (i > 0) after.get(row[i - 1]!.key)!.add(c.key);
      let inRows = rowsOf.get(c.key);
      if (!inRows) rowsOf.set(c.key, (inRows = new Set()));
      inRows.add(r);
    });
  });
  const together = (a: string, b: string): boolean => {
    const [x, y] = [rowsOf.get(a)!, rowsOf.get(b)!].sort((p, q) => p.size - q.size) as [Set<number>, Set<number>];
    for (const r of x) if (y.has(r)) return true;
    return false;
  };
  const indegree = new Map<string, number>([...firstSeen.keys()].map((k) => [k, 0]));
  for (const next of after.values()) for (const k of next) indegree.set(k, indegree.get(k)! + 1);
  const order: string[] = [];
  const ready = [...indegree].filter(([, n]) => n === 0).map(([k]) => k);
  while (ready.length > 0) {
    if (ready.length > 1) ready.sort((a, b) => firstSeen.get(a)! - firstSeen.get(b)!);
    const k = ready.shift()!;
    order.push(k);
    for (const n of after.get(k)!) {
      indegree.set(n, indegree.get(n)! - 1);
      if (indegree.get(n) === 0) ready.push(n);
    }
  }
  if (order.length !== firstSeen.size) return null;
  const column = new Map<string, number>();
  let col = -1;
  let members: string[] = [];
  for (const k of order) {
    if (col >= 0 && members.every((m) => !together(m, k))) {
      members.push(k);
    } else {
      col++;
      members = [k];
    }
    column.set(k, col);
  }
  return column;
}

function tableLines(rows: readonly Line[], clauses: ReadonlySet<string>): string[] {
  const rowCells = rows.map((row) => cells(row, clauses));
  const column = columns(rowCells);
  if (!column) return rowCells.map((r) => r.map((c) => c.text).join(' '));
  const width: number[] = [];
  for (const r of rowCells) {
    for (const c of r) {
      const i = column.get(c.key)!;
      width[i] = Math.max(width[i] ?? 0, c.text.length);
    }
  }
  const start: number[] = [];
  width.forEach((w, i) => (start[i] = i === 0 ? 0 : start[i - 1]! + width[i - 1]! + GAP.length));
  return rowCells.map((r) => {
    let s = '';
    for (const c of r) {
      const at = start[column.get(c.key)!]!;
      s = s.length === 0 ? c.text : `${s.padEnd(at - GAP.length)}${GAP}${c.text}`;
    }
    return s;
  });
}

function pushBefore(out: string[], before: readonly (string | null)[], indent: string): void {
  for (const b of before) out.push(b === null ? '' : `${indent}${commentText(b)}`);
}

/** Appends lines, aligning trailing comments within each run of adjacent lines. */
function pushRun(out: string[], run: { text: string; comment: string | null }[]): void {
  // A loop, not Math.max(...): a run may have more lines than a call may have arguments.
  const width = run.some((l) => l.comment !== null) ? run.reduce((w, l) => Math.max(w, l.text.length), 0) : 0;
  for (const l of run) {
    out.push(l.comment === null ? l.text : `${l.text.padEnd(width)}${GAP}${commentText(l.comment)}`);
  }
}

/** Prints a syntax tree in the canonical form. */
export function formatTree(tree: SyntaxTree, schemas: readonly GameSchema[] = []): string {
  const out: string[] = [];
  let run: { text: string; comment: string | null }[] = [];
  const flush = () => {
    pushRun(out, run);
    run = [];
  };
  for (const s of tree.statements) {
    if (s.before.length > 0) {
      flush();
      pushBefore(out, s.before, '');
    }
    run.push({ text: s.words.map(wordText).join(' '), comment: s.comment });
    if (s.rows.length > 0) {
      // A table's rows align their comments among themselves, not with the statements around.
      flush();
      const texts = tableLines(s.rows, clauseWords(s, schemas));
      s.rows.forEach((row, i) => {
        if (row.before.length > 0) {
          flush();
          pushBefore(out, row.before, INDENT);
        }
        run.push({ text: INDENT + texts[i]!, comment: row.comment });
      });
      flush();
    }
  }
  flush();
  if (tree.trailing.length > 0) pushBefore(out, tree.trailing, '');
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}

export type FormatResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/**
 * Formats a rule file. A file with syntax errors is not formatted, so that no unreadable text
 * is ever dropped; its problems are returned instead.
 */
export function format(text: string, options: FormatOptions = {}): FormatResult {
  const diagnostics = new Diagnostics();
  const tree = parseSyntax(text, options.file ?? '<input>', diagnostics);
  if (diagnostics.hasErrors) return { ok: false, diagnostics: diagnostics.sorted() };
  return { ok: true, text: formatTree(tree, options.schemas) };
}
