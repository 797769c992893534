/** A position in a source text; `line` and `column` are 1-based, `offset` 0-based. */
export interface Position {
  readonly offset: number;
  readonly line: number;
  readonly column: number;
}

/** A stretch of one file's text. */
export interface SourceRange {
  readonly file: string;
  readonly start: Position;
  readonly end: Position;
}

export type Severity = 'error' | 'warning';

/** One problem found in a rule file: a stable code, a message that says how to fix it, a place. */
export interface Diagnostic {
  readonly severity: Severity;
  readonly code: string;
  readonly message: string;
  readonly range: SourceRange;
}

/** Collects diagnostics for one compile; passes only ever add to it. */
export class Diagnostics {
  readonly list: Diagnostic[] = [];

  error(code: string, message: string, range: SourceRange): void {
    this.list.push({ severity: 'error', code, message, range });
  }

  warning(code: string, message: string, range: SourceRange): void {
    this.list.push({ severity: 'warning', code, message, range });
  }

  get hasErrors(): boolean {
    return this.list.some((d) => d.severity === 'error');
  }

  /** Problems in file order, then by position, so output reads top to bottom. */
  sorted(): Diagnostic[] {
    return [...this.list].sort(
      (a, b) =>
        a.range.file.localeCompare(b.range.file) ||
        a.range.start.offset - b.range.start.offset ||
        a.code.localeCompare(b.code),
    );
  }
}

const MAX_SHOWN_LINE = 160;

/**
 * Renders a diagnostic the way compilers do:
 *
 *     rules/x.rules:3:6: error[statement/unknown]: …
 *       3 | dise 3 d6
 *         |      ^^^^
 */
export function renderDiagnostic(d: Diagnostic, sourceText: string | undefined): string {
  const { file, start, end } = d.range;
  const head = `${file}:${start.line}:${start.column}: ${d.severity}[${d.code}]: ${d.message}`;
  if (sourceText === undefined) return head;
  const lines = sourceText.split(/\r\n|\n|\r/);
  const raw = lines[start.line - 1];
  if (raw === undefined) return head;
  // Long or binary lines are cut around the problem so the caret stays readable.
  let from = 0;
  if (raw.length > MAX_SHOWN_LINE && start.column > MAX_SHOWN_LINE / 2) {
    from = start.column - 1 - Math.floor(MAX_SHOWN_LINE / 2);
  }
  const shown = printable(raw.slice(from, from + MAX_SHOWN_LINE));
  const caretStart = Math.max(0, start.column - 1 - from);
  const width =
    end.line === start.line ? Math.max(1, end.column - start.column) : Math.max(1, shown.length - caretStart);
  const gutter = String(start.line);
  const pad = ' '.repeat(gutter.length);
  const prefix = from > 0 ? '…' : '';
  const caret = ' '.repeat(caretStart + prefix.length) + '^'.repeat(Math.min(width, Math.max(1, shown.length - caretStart)));
  return `${head}\n ${gutter} | ${prefix}${shown}\n ${pad} | ${caret}`;
}

/** Control characters and other unprintables become `?` so a terminal is never disturbed. */
function printable(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '?').replace(/\t/g, ' ');
}
