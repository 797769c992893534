import { parse as peggyParse } from './generated/parser.js';
import { Diagnostics, escapeControls, type Position, type SourceRange } from './diagnostics.js';
import { MAX_NAME_LENGTH, MAX_SOURCE_BYTES, MAX_TEXT_LENGTH } from './limits.js';
import { LineIndex } from './lines.js';

/** A stretch of the text as the grammar gives it: offsets only. */
interface RawRange {
  start: number;
  end: number;
}

interface WordBase<R> {
  /** The word as written in the file. */
  readonly text: string;
  readonly range: R;
}
type WordOf<R> =
  | (WordBase<R> & { readonly kind: 'name'; readonly value: string })
  | (WordBase<R> & { readonly kind: 'number'; readonly value: number })
  | (WordBase<R> & { readonly kind: 'string'; readonly value: string })
  | (WordBase<R> & { readonly kind: 'range'; readonly from: number; readonly to: number | null })
  | (WordBase<R> & { readonly kind: 'times'; readonly value: number })
  | (WordBase<R> & { readonly kind: 'expr'; readonly name: string; readonly offset: number });

type RawWord = WordOf<RawRange>;

/** A word of a rule file, with the file it came from. */
export type Word = WordOf<SourceRange>;

interface RawLine {
  kind: 'line' | 'bad';
  indent: string;
  words: RawWord[];
  bad?: { text: string; range: RawRange };
  comment: string | null;
  range: RawRange;
}

/** One line with words: a statement (column 1) or a row (indented). */
export interface Line {
  readonly words: readonly Word[];
  /** What stands above this line since the previous one: full-line comments (without the `#`)
   * and blank lines (`null`, several collapsed into one). */
  readonly before: readonly (string | null)[];
  /** A trailing `# comment` on the line itself. */
  readonly comment: string | null;
  readonly range: SourceRange;
}

export interface Statement extends Line {
  readonly keyword: string;
  readonly rows: readonly Line[];
}

export interface SyntaxTree {
  readonly file: string;
  readonly text: string;
  readonly statements: readonly Statement[];
  /** Comments and blank lines after the last statement. */
  readonly trailing: readonly (string | null)[];
}

export { MAX_SOURCE_BYTES };

function toRange(file: string, lines: LineIndex, r: RawRange): SourceRange {
  return { file, start: lines.position(r.start), end: lines.position(r.end) };
}

function toWord(file: string, lines: LineIndex, w: RawWord): Word {
  return { ...w, range: toRange(file, lines, w.range) } as Word;
}

/** Words as they are written, for messages. */
export function showWords(words: readonly Word[]): string {
  return words.map((w) => w.text).join(' ');
}

export function spanOf(words: readonly Word[], fallback: SourceRange): SourceRange {
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) return fallback;
  return { file: first.range.file, start: first.range.start, end: last.range.end };
}

/**
 * The name a word is, where a name is expected: a name, or an expression written with a minus,
 * which is also a name (`schock-2` reads as `schock` minus 2 in a pattern, and as the row id
 * `schock-2` where a row id stands). Undefined for any other word.
 */
export function asName(w: Word | undefined): string | undefined {
  if (w?.kind === 'name') return w.value;
  if (w?.kind === 'expr' && w.offset <= 0 && w.text.includes('-')) return w.text;
  return undefined;
}

function nameOf(w: Word): string {
  return w.kind === 'name' ? w.value : w.kind === 'expr' ? w.name : '';
}

/** Long names and texts are refused, so that no message or table repeats a huge word. */
function tooLong(w: Word): boolean {
  return w.kind === 'string' ? w.value.length > MAX_TEXT_LENGTH : nameOf(w).length > MAX_NAME_LENGTH;
}

function badHint(text: string): string {
  const c = text[0] ?? '';
  if (c === '"') return 'this text has no closing quote; close it on the same line';
  if (/[A-Z]/.test(c)) return 'names are written in lower case with dashes, like `schock-out`; put display text in "quotes"';
  if (/[0-9+-]/.test(c)) return 'write numbers like `3`, `-2` or `+1`, ranges like `2..5`, counts like `x4`, each separated by a space';
  if (/[a-z]/.test(c)) return 'a name is lower-case letters and digits joined by dashes (`sushi-die`); separate words with spaces';
  if (/[^\x20-\x7e]/.test(c)) return 'only plain ASCII may stand outside "quotes" and comments';
  return 'this character has no meaning here; put display text in "quotes" and notes after `#`';
}

/**
 * Reads a rule file into statements and their rows. Never throws on bad input: every line that
 * cannot be read is reported, and the rest of the file is still read.
 */
export function parseSyntax(text: string, file: string, diagnostics: Diagnostics): SyntaxTree {
  if (text.length > MAX_SOURCE_BYTES) {
    const at: Position = { offset: 0, line: 1, column: 1 };
    diagnostics.error(
      'syntax/too-large',
      `the file has ${text.length} characters; rule files may have at most ${MAX_SOURCE_BYTES}`,
      { file, start: at, end: at },
    );
    return { file, text, statements: [], trailing: [] };
  }
  const rawLines = peggyParse(text) as RawLine[];
  const lines = new LineIndex(text);
  const statements: Statement[] = [];
  let pending: (string | null)[] = [];
  let current: { head: Statement; rows: Line[] } | null = null;

  const flush = () => {
    if (current) statements.push({ ...current.head, rows: current.rows });
    current = null;
  };

  for (const raw of rawLines) {
    const range = toRange(file, lines, raw.range);
    let words = raw.words.map((w) => toWord(file, lines, w));
    const long = words.findIndex(tooLong);
    if (long >= 0) {
      const w = words[long]!;
      const [what, length, max] = w.kind === 'string' ? ['text', w.value.length, MAX_TEXT_LENGTH] : ['name', nameOf(w).length, MAX_NAME_LENGTH];
      diagnostics.error(
        'syntax/too-long',
        `this ${what} has ${length} characters; a ${what} may have at most ${max}: shorten it`,
        w.range,
      );
      // As with an unreadable word, the words before it still count.
      words = words.slice(0, long);
    }
    if (raw.kind === 'bad' && raw.bad) {
      const badText = raw.bad.text.trimEnd();
      const r = toRange(file, lines, raw.bad.range);
      // The rest of a line holds no line end, so the unreadable text ends on the line it starts on.
      const end = lines.position(raw.bad.range.start + badText.length);
      const cut = badText.length > 40 ? `${badText.slice(0, 40)}…` : badText;
      const shown = escapeControls(cut).replace(/\ufffd/g, '\\u{fffd}');
      diagnostics.error('syntax/unreadable', `cannot read \`${shown}\`: ${badHint(badText)}`, {
        file,
        start: r.start,
        end,
      });
      // The readable words before the problem still count, so later passes can check them.
    }
    if (words.length === 0) {
      if (raw.comment !== null) {
        pending.push(raw.comment);
      } else if (raw.kind !== 'bad') {
        const atStart = current === null && statements.length === 0 && pending.length === 0;
        if (!atStart && pending[pending.length - 1] !== null) pending.push(null);
      }
      continue;
    }
    const line: Line = {
      words,
      before: pending,
      comment: raw.comment,
      range: spanOf(words, range),
    };
    pending = [];
    if (raw.indent.length > 0) {
      if (current === null) {
        diagnostics.error(
          'syntax/row-without-statement',
          'this line is indented, so it is read as a row of a table, but no statement above it opens a table; remove the indentation',
          spanOf(words, range),
        );
        continue;
      }
      (current as { rows: Line[] }).rows.push(line);
      continue;
    }
    flush();
    const first = words[0]!;
    if (first.kind !== 'name') {
      diagnostics.error(
        'syntax/statement-name',
        `a statement starts with its name, like \`dice\` or \`players\`, not with \`${first.text}\``,
        first.range,
      );
      continue;
    }
    current = { head: { ...line, keyword: first.value, rows: [] }, rows: [] };
  }
  flush();
  while (pending[pending.length - 1] === null) pending.pop();
  return { file, text, statements, trailing: pending };
}
