import { renderDiagnostic, type Diagnostic, type TableModel } from '@regelwerk/dsl';
import type { Io } from './io.js';

const RED = '\u001b[31m';
const YELLOW = '\u001b[33m';
const BOLD = '\u001b[1m';
const RESET = '\u001b[0m';

/** Prints diagnostics with their source lines and carets, coloured on a terminal. */
export function printDiagnostics(io: Io, diagnostics: readonly Diagnostic[], texts: ReadonlyMap<string, string>): void {
  for (const d of diagnostics) {
    let out = renderDiagnostic(d, texts.get(d.range.file));
    if (io.color) {
      const colour = d.severity === 'error' ? RED : YELLOW;
      out = out.replace(`${d.severity}[${d.code}]`, `${BOLD}${colour}${d.severity}[${d.code}]${RESET}`);
    }
    io.stderr(`${out}\n`);
  }
}

/** Text width as a terminal shows it (combining marks take no column). */
function width(s: string): number {
  return [...s.normalize('NFC')].length;
}

function pad(s: string, w: number, right: boolean): string {
  const fill = ' '.repeat(Math.max(0, w - width(s)));
  return right ? fill + s : s + fill;
}

/** A table as aligned text, with a rule under the header. */
export function renderTable(t: TableModel): string {
  const cells = t.rows.map((r) => t.columns.map((c) => String(r[c.key] ?? '')));
  const widths = t.columns.map((c, i) => Math.max(width(c.label), ...cells.map((row) => width(row[i]!))));
  const line = (values: string[]) =>
    values
      .map((v, i) => pad(v, widths[i]!, t.columns[i]!.numeric === true))
      .join('  ')
      .trimEnd();
  const out = [t.title, '', line(t.columns.map((c) => c.label)), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.map(line)];
  if (t.note) out.push('', t.note);
  return `${out.join('\n')}\n`;
}
