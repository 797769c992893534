// Errors the compiler finds in the base game's file, placed on the line of the editor's text that
// caused them: the editor shows one text, and a problem it cannot show would go unseen.
import type { Diagnostic, SourceRange } from '@regelwerk/dsl';

/** Where in the base game's file the compiler found a problem the editor shows on its own line. */
export interface BasePlace {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** `change`: the line of the text that changed that part of the base game; `text`: no such line, shown on the first line. */
  readonly via: 'change' | 'text';
}

/** A diagnostic as the editor shows it: of its own text, with `base` when the compiler placed it in the base file. */
export type EditorDiagnostic = Diagnostic & { readonly base?: BasePlace };

/** One line of a text: where it starts and ends, and its first two words. */
interface Line {
  readonly number: number;
  readonly from: number;
  readonly to: number;
  readonly indented: boolean;
  readonly words: readonly string[];
}

function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let from = 0;
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '');
    const code = line.replace(/#.*$/, '');
    out.push({ number: i + 1, from, to: from + line.trimEnd().length, indented: /^\s/.test(line), words: code.trim().split(/\s+/).filter(Boolean) });
    from += raw.length + 1;
  });
  return out;
}

/** The statement (first word of its unindented line) and, on an indented row, the row's id at `line` of a base file. */
function placeIn(base: string, line: number): { readonly statement: string | null; readonly row: string | null } {
  const lines = linesOf(base);
  const at = lines[line - 1];
  if (!at) return { statement: null, row: null };
  const row = at.indented ? (at.words[0] ?? null) : null;
  for (let i = line - 1; i >= 0; i--) {
    const l = lines[i]!;
    if (!l.indented && l.words.length > 0) return { statement: l.words[0]!, row };
  }
  return { statement: null, row };
}

const OPERATIONS = ['remove', 'replace', 'insert'];

/**
 * The line of the variant text that most likely caused a problem at that place of the base game:
 * an operation naming its row, else an operation on its table (a removal first, then a
 * replacement, then an insertion, as they take most away), else a statement of the same keyword
 * that overrides the base's; null when none is there.
 */
function culprit(lines: readonly Line[], statement: string | null, row: string | null): Line | null {
  if (statement === null) return null;
  const ops = lines.filter((l) => !l.indented && OPERATIONS.includes(l.words[0] ?? '') && l.words[1] === statement);
  const rowOf = (l: Line) => (l.words[0] === 'insert' ? l.words[3] : l.words[2]);
  const named = row === null ? undefined : ops.find((l) => rowOf(l) === row);
  if (named) return named;
  for (const op of OPERATIONS) {
    const found = ops.find((l) => l.words[0] === op);
    if (found) return found;
  }
  return lines.find((l) => !l.indented && l.words[0] === statement) ?? null;
}

/**
 * The diagnostics of a compile of `text` (as `file`) with those of other files placed on the line
 * that caused them (`base` says where the compiler found them); `baseText` gives a base file's
 * text by its name. A problem no line can be blamed for goes on the first line of the text.
 */
export function blameBase(diagnostics: readonly Diagnostic[], file: string, text: string, baseText: (file: string) => string | undefined): EditorDiagnostic[] {
  const lines = linesOf(text);
  const header = lines.find((l) => l.words.length > 0) ?? lines[0]!;
  const placed = diagnostics.map((d): EditorDiagnostic => {
    if (d.range.file === file) return d;
    const source = baseText(d.range.file);
    const where = source === undefined ? { statement: null, row: null } : placeIn(source, d.range.start.line);
    const found = culprit(lines, where.statement, where.row);
    const line = found ?? header;
    const start = line.from + /^\s*/.exec(text.slice(line.from, line.to))![0].length;
    const range: SourceRange = {
      file,
      start: { offset: start, line: line.number, column: start - line.from + 1 },
      end: { offset: line.to, line: line.number, column: line.to - line.from + 1 },
    };
    // The base file's quick fixes would edit a file the editor does not hold: they stay behind.
    return { severity: d.severity, code: d.code, message: d.message, range, base: { file: d.range.file, line: d.range.start.line, column: d.range.start.column, via: found ? 'change' : 'text' } };
  });
  // Top to bottom, as the compiler orders a file's problems: the first is the one the status names.
  return placed.sort((a, b) => a.range.start.offset - b.range.start.offset);
}

/** A diagnostic's message in the editor's words: one of the base file says where in it and why it shows here. */
export function messageOf(d: EditorDiagnostic, lang: 'en' | 'de'): string {
  if (!d.base) return d.message;
  const { file, line, via } = d.base;
  if (lang === 'de') return via === 'change' ? `Nach dieser Änderung in ${file}, Zeile ${line}: ${d.message}` : `Im Grundspiel (${file}, Zeile ${line}): ${d.message}`;
  return via === 'change' ? `After this change, in ${file} line ${line}: ${d.message}` : `In the base game (${file} line ${line}): ${d.message}`;
}
