import type { Position } from './diagnostics.js';

/**
 * Where each line of a text starts. A line ends at `\r\n`, `\n` or a lone `\r`, as it does for
 * the grammar and in editors, so a position has the line and column an editor shows (columns
 * count UTF-16 code units, from 1). Built once per text in one pass; a position is then found
 * by binary search, so placing every word of a file stays linear in its size.
 */
export class LineIndex {
  /** The offset at which each line starts; the first is 0. */
  private readonly starts: number[] = [0];

  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) this.starts.push(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        this.starts.push(i + 1);
      }
    }
  }

  get lineCount(): number {
    return this.starts.length;
  }

  /** The 1-based line that holds `offset` (an offset at a line end belongs to that line). */
  lineOf(offset: number): number {
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  position(offset: number): Position {
    const line = this.lineOf(offset);
    return { offset, line, column: offset - this.starts[line - 1]! + 1 };
  }

  /** The offset at which a 1-based line starts, or undefined past the last line. */
  lineStart(line: number): number | undefined {
    return this.starts[line - 1];
  }

  /** The text of a 1-based line without its line end, or undefined past the last line. */
  lineText(line: number): string | undefined {
    const start = this.starts[line - 1];
    if (start === undefined) return undefined;
    const next = this.starts[line];
    let end = next ?? this.text.length;
    if (next !== undefined) {
      // Drop the line end: `\n`, `\r` or `\r\n`.
      end--;
      if (this.text.charCodeAt(end) === 10 && end > start && this.text.charCodeAt(end - 1) === 13) end--;
    }
    return this.text.slice(start, end);
  }
}

let lastText: string | undefined;
let lastIndex: LineIndex | undefined;

/** The line index of a text; the last one made is kept, since diagnostics of one file come together. */
export function lineIndexOf(text: string): LineIndex {
  if (lastIndex && lastText === text) return lastIndex;
  lastText = text;
  lastIndex = new LineIndex(text);
  return lastIndex;
}
