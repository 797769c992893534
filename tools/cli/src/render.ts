import { escapeControls, LineIndex, renderDiagnostic, type Diagnostic, type TableModel } from '@regelwerk/dsl';
import type { Io } from './io.js';

const RED = '\u001b[31m';
const YELLOW = '\u001b[33m';
const BOLD = '\u001b[1m';
const RESET = '\u001b[0m';

/** Output is handed to the stream in pieces of about this many characters. */
const CHUNK = 1 << 16;

/**
 * Prints diagnostics with their source lines and carets, coloured on a terminal. Names, messages
 * and source lines come out with control characters escaped (`renderDiagnostic` does it). Each
 * file's lines are indexed once and the text is written in large pieces, so printing stays
 * linear in the number of diagnostics.
 */
export function printDiagnostics(io: Io, diagnostics: readonly Diagnostic[], texts: ReadonlyMap<string, string>): void {
  const indexes = new Map<string, LineIndex>();
  let pending: string[] = [];
  let size = 0;
  for (const d of diagnostics) {
    const { file } = d.range;
    const text = texts.get(file);
    let lines: LineIndex | undefined;
    if (text !== undefined) {
      lines = indexes.get(file);
      if (!lines) indexes.set(file, (lines = new LineIndex(text)));
    }
    let out = renderDiagnostic(d, lines);
    if (io.color) {
      // Colour the `error[code]` that follows `file:line:col: `, wherever else those words appear.
      const label = `${d.severity}[${d.code}]`;
      const at = `${escapeControls(file)}:${d.range.start.line}:${d.range.start.column}: `.length;
      const colour = d.severity === 'error' ? RED : YELLOW;
      out = `${out.slice(0, at)}${BOLD}${colour}${label}${RESET}${out.slice(at + label.length)}`;
    }
    pending.push(out, '\n');
    size += out.length + 1;
    if (size >= CHUNK) {
      io.stderr(pending.join(''));
      pending = [];
      size = 0;
    }
  }
  if (pending.length > 0) io.stderr(pending.join(''));
}

/** A name or text from a rule file or the command line, safe to print on a terminal. */
export function safe(s: string): string {
  return escapeControls(s);
}

/**
 * Characters JSON.stringify leaves as they are but a terminal would act on: DEL, C1 controls,
 * direction marks and overrides, line and paragraph separators, the byte order mark.
 */
const JSON_UNSAFE = /[\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g;

/** JSON for stdout, indented, with every character a terminal would act on written as `\uXXXX`: the same data. */
export function jsonText(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent).replace(JSON_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Text width as a terminal shows it (combining marks take no column). */
function width(s: string): number {
  return [...s.normalize('NFC')].length;
}

function pad(s: string, w: number, right: boolean): string {
  const fill = ' '.repeat(Math.max(0, w - width(s)));
  return right ? fill + s : s + fill;
}

/** A table as aligned text, with a rule under the header; what comes from rule files is escaped. */
export function renderTable(t: TableModel): string {
  const cells = t.rows.map((r) => t.columns.map((c) => safe(String(r[c.key] ?? ''))));
  const labels = t.columns.map((c) => safe(c.label));
  // Loops, not Math.max(...): a table may have more rows than a call may have arguments.
  const widths = labels.map((label, i) => cells.reduce((w, row) => Math.max(w, width(row[i]!)), width(label)));
  const line = (values: string[]) =>
    values
      .map((v, i) => pad(v, widths[i]!, t.columns[i]!.numeric === true))
      .join('  ')
      .trimEnd();
  const out = [safe(t.title), '', line(labels), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.map(line)];
  if (t.note) out.push('', safe(t.note));
  return `${out.join('\n')}\n`;
}

/**
 * How every command names a seat: numbered from 0, as logs number them (`players[0]`, an event's
 * `"seat": 0`) and as JSON output indexes them (`seatLosses[0]`).
 */
export const seatName = (seat: number): string => `seat ${seat}`;

/** Several seats: `seat 2`, `seats 0 and 3`, `seats 0, 1 and 3`, `no seat`. */
export function seatList(seats: readonly number[]): string {
  if (seats.length === 0) return 'no seat';
  if (seats.length === 1) return seatName(seats[0]!);
  return `seats ${seats.slice(0, -1).join(', ')} and ${seats[seats.length - 1]}`;
}
