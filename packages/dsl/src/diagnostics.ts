import { lineIndexOf, type LineIndex } from './lines.js';

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

/** A quick fix the compiler proposes, e.g. the closest known name for an unknown one: put `text` in place of `range`. */
export interface Fix {
  readonly label: string;
  readonly range: SourceRange;
  readonly text: string;
}

/** One problem found in a rule file: a stable code, a message that says how to fix it, a place. */
export interface Diagnostic {
  readonly severity: Severity;
  readonly code: string;
  readonly message: string;
  readonly range: SourceRange;
  /** Edits that would fix it, best first; absent when the compiler has none to propose. */
  readonly fixes?: readonly Fix[];
}

/** Collects diagnostics for one compile; passes only ever add to it. */
export class Diagnostics {
  private readonly all: Diagnostic[] = [];
  private errors = 0;

  /** Every diagnostic in the order they were found. */
  get list(): readonly Diagnostic[] {
    return this.all;
  }

  error(code: string, message: string, range: SourceRange, fixes?: readonly Fix[]): void {
    this.all.push(fixes && fixes.length > 0 ? { severity: 'error', code, message, range, fixes } : { severity: 'error', code, message, range });
    this.errors++;
  }

  warning(code: string, message: string, range: SourceRange, fixes?: readonly Fix[]): void {
    this.all.push(fixes && fixes.length > 0 ? { severity: 'warning', code, message, range, fixes } : { severity: 'warning', code, message, range });
  }

  /** Adds diagnostics collected elsewhere (such as a base file's). */
  add(d: Diagnostic): void {
    if (d.severity === 'error') this.error(d.code, d.message, d.range, d.fixes);
    else this.warning(d.code, d.message, d.range, d.fixes);
  }

  get hasErrors(): boolean {
    return this.errors > 0;
  }

  /** Problems in file order, then by position, so output reads top to bottom. */
  sorted(): Diagnostic[] {
    return [...this.all].sort(
      (a, b) =>
        (a.range.file === b.range.file ? 0 : a.range.file.localeCompare(b.range.file)) ||
        a.range.start.offset - b.range.start.offset ||
        a.code.localeCompare(b.code),
    );
  }
}

const MAX_SHOWN_LINE = 160;

/**
 * Characters that must not reach a terminal as they are: C0 and C1 controls (NUL, ESC and the
 * ANSI sequences it starts), DEL, the marks and overrides that change the direction of text
 * (U+202E and its kind), line and paragraph separators, the byte order mark, and halves of
 * surrogate pairs.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Whether a stretch of a line needs more than copying to be shown: tabs, surrogates, unsafe characters. */
// eslint-disable-next-line no-control-regex
const SPECIAL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff\ud800-\udfff]/;

/** How an unsafe character is shown: `\u{1b}` for ESC. */
function escapeChar(c: string): string {
  return `\\u{${c.charCodeAt(0).toString(16)}}`;
}

/**
 * Text with every control character, direction override and other unsafe character written as
 * an escape such as `\u{1b}` or `\u{202e}`, so that a rule text or a name printed on a
 * terminal shows what it holds and cannot move the cursor, recolour the screen or reorder the
 * line. Tabs stay tabs only when `keepTabs` is set.
 */
export function escapeControls(s: string, keepTabs = false): string {
  return s.replace(UNSAFE, (c) => (keepTabs && c === '\t' ? c : escapeChar(c)));
}

/**
 * Renders a diagnostic the way compilers do:
 *
 *     rules/x.rules:3:6: error[statement/unknown]: …
 *       3 | dise 3 d6
 *         |      ^^^^
 *
 * The source line, the file name and the message are shown with unsafe characters escaped
 * (tabs as one space each), and the carets stay under the place they mark. Give the file's text
 * or its `LineIndex`; the text's lines are indexed once and kept for the diagnostics after it.
 */
export function renderDiagnostic(d: Diagnostic, source: string | LineIndex | undefined): string {
  const { file, start, end } = d.range;
  const head = `${escapeControls(file)}:${start.line}:${start.column}: ${d.severity}[${d.code}]: ${escapeControls(d.message)}`;
  if (source === undefined) return head;
  const lines = typeof source === 'string' ? lineIndexOf(source) : source;
  const raw = lines.lineText(start.line);
  if (raw === undefined) return head;
  // Long or binary lines are cut around the problem so the caret stays readable.
  let from = 0;
  if (raw.length > MAX_SHOWN_LINE && start.column > MAX_SHOWN_LINE / 2) {
    from = start.column - 1 - Math.floor(MAX_SHOWN_LINE / 2);
    // Never cut a surrogate pair in half.
    if (isLowSurrogate(raw.charCodeAt(from))) from--;
  }
  let to = Math.min(raw.length, from + MAX_SHOWN_LINE);
  if (to < raw.length && isLowSurrogate(raw.charCodeAt(to))) to++;
  const caretFrom = Math.max(from, Math.min(to, start.column - 1));
  const caretTo = end.line === start.line ? Math.max(caretFrom, Math.min(to, end.column - 1)) : to;
  const stretch = raw.slice(from, to);
  let shown = stretch;
  let caretStart = caretFrom - from;
  let caretWidth = caretTo - caretFrom;
  if (SPECIAL.test(stretch)) {
    // Each character as it is printed: the carets count printed columns.
    shown = '';
    caretStart = 0;
    caretWidth = 0;
    for (let i = from; i < to; ) {
      const size = raw.codePointAt(i)! > 0xffff ? 2 : 1;
      const c = raw.slice(i, i + size);
      const out = c === '\t' ? ' ' : escapeControls(c);
      const columns = size === 2 && out === c ? 1 : out.length;
      if (i < caretFrom) caretStart += columns;
      else if (i < caretTo) caretWidth += columns;
      shown += out;
      i += size;
    }
  }
  const prefix = from > 0 ? '…' : '';
  const gutter = String(start.line);
  const pad = ' '.repeat(gutter.length);
  const caret = ' '.repeat(caretStart + prefix.length) + '^'.repeat(Math.max(1, caretWidth));
  return `${head}\n ${gutter} | ${prefix}${shown}\n ${pad} | ${caret}`;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}
