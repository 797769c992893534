import { suggest } from './context.js';
import type { Diagnostics, Fix, SourceRange } from './diagnostics.js';
import type { Condition, CountRef } from './conditions.js';
import type { Located } from './signature.js';
import { asName, type Word } from './syntax.js';

import { MAX_NUMBER, MAX_PIECES } from './limits.js';

export { MAX_NUMBER };

/** What a whole file may still make, shared by the readers of its lines. */
export interface Budget {
  /** Pieces (tiles, chips) the lists read so far have left for the rest (MAX_PIECES in all). */
  pieces: number;
}

export interface IntLimits {
  readonly min?: number;
  readonly max?: number;
}

/**
 * Reads the words of one line left to right. The first problem on a line is reported and the
 * rest of the line is then skipped, so one slip does not cause a cascade of messages.
 */
export class Reader {
  private index = 0;
  failed = false;
  /** Options named by `when <option>` on this line; the options pass checks that they exist. */
  readonly optionRefs: Located<string>[] = [];
  /** The line's `when …` condition, when its statement may carry one and it does. */
  condition: Condition | null = null;
  /** Values of the player count on this line (`10 per player`); the conditions pass checks their limits. */
  readonly counts: CountRef[] = [];

  constructor(
    readonly words: readonly Word[],
    /** Where to point when a word is missing: the end of the line. */
    private readonly lineRange: SourceRange,
    private readonly diagnostics: Diagnostics,
    /** How the line is written, e.g. `dice <count> <die>`, quoted in messages. */
    private readonly usage: string,
    /** Shared by the readers of one file; a reader on its own has the whole budget. */
    readonly budget: Budget = { pieces: MAX_PIECES },
  ) {}

  peek(offset = 0): Word | undefined {
    return this.words[this.index + offset];
  }

  /** The word read last. */
  previous(): Word | undefined {
    return this.words[this.index - 1];
  }

  atEnd(): boolean {
    return this.failed || this.index >= this.words.length;
  }

  /** The range to report for the next word, or the end of the line when none is left. */
  here(): SourceRange {
    const w = this.peek();
    if (w) return w.range;
    const last = this.words[this.words.length - 1];
    const at = last ? last.range.end : this.lineRange.end;
    return { file: this.lineRange.file, start: at, end: at };
  }

  fail(message: string, range: SourceRange = this.here(), code = 'statement/arguments', fixes?: readonly Fix[]): undefined {
    if (!this.failed) this.diagnostics.error(code, `${message}; written \`${this.usage}\``, range, fixes);
    this.failed = true;
    return undefined;
  }

  private found(): string {
    const w = this.peek();
    return w ? `found \`${w.text}\`` : 'the line ends there';
  }

  take(): Word | undefined {
    if (this.failed) return undefined;
    const w = this.words[this.index];
    if (w) this.index++;
    return w;
  }

  /** Consumes the word if it is the name `k`. */
  keyword(k: string): boolean {
    const w = this.peek();
    if (!this.failed && w?.kind === 'name' && w.value === k) {
      this.index++;
      return true;
    }
    return false;
  }

  expect(k: string): boolean {
    if (this.failed) return false;
    if (this.keyword(k)) return true;
    this.fail(`expected \`${k}\`, ${this.found()}`);
    return false;
  }

  int(what: string, limits: IntLimits = {}): number | undefined {
    if (this.failed) return undefined;
    const w = this.peek();
    if (w?.kind !== 'number') return this.fail(`expected a whole number for ${what}, ${this.found()}`);
    this.index++;
    return this.checkInt(w.value, what, limits, w.range);
  }

  checkInt(value: number, what: string, limits: IntLimits, range: SourceRange): number | undefined {
    const min = limits.min ?? -MAX_NUMBER;
    const max = limits.max ?? MAX_NUMBER;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      return this.fail(`${what} must be between ${min} and ${max}, not ${value}`, range, 'value/out-of-range');
    }
    return value;
  }

  name(what: string): string | undefined {
    if (this.failed) return undefined;
    const value = asName(this.peek());
    if (value === undefined) return this.fail(`expected a name for ${what}, ${this.found()}`);
    this.index++;
    return value;
  }

  string(what: string): string | undefined {
    if (this.failed) return undefined;
    const w = this.peek();
    if (w?.kind !== 'string') return this.fail(`expected "quoted text" for ${what}, ${this.found()}`);
    this.index++;
    return w.value;
  }

  oneOf<T extends string>(what: string, choices: readonly T[]): T | undefined {
    if (this.failed) return undefined;
    const w = this.peek();
    if (w?.kind === 'name' && (choices as readonly string[]).includes(w.value)) {
      this.index++;
      return w.value as T;
    }
    // A misspelt choice (`same` for `same-throw`) comes with the closest as a quick fix.
    const s = w?.kind === 'name' ? suggest(w.value, choices, w.range) : undefined;
    return this.fail(`expected ${what}: ${choices.map((c) => `\`${c}\``).join(' or ')}, ${this.found()}${s?.hint ?? ''}`, this.here(), 'statement/arguments', s?.fixes);
  }

  /** A range such as `2..5`; `open` allows `2..` (no upper end). A single number is also a range. */
  range(what: string, limits: IntLimits & { open?: boolean; ascending?: boolean } = {}):
    | { from: number; to: number | null }
    | undefined {
    if (this.failed) return undefined;
    const w = this.peek();
    if (w?.kind === 'number') {
      this.index++;
      const v = this.checkInt(w.value, what, limits, w.range);
      return v === undefined ? undefined : { from: v, to: v };
    }
    if (w?.kind !== 'range') return this.fail(`expected a range such as \`2..5\` for ${what}, ${this.found()}`);
    this.index++;
    const from = this.checkInt(w.from, what, limits, w.range);
    if (from === undefined) return undefined;
    if (w.to === null) {
      if (!limits.open) return this.fail(`${what} needs an upper end, like \`${w.from}..${w.from + 3}\``, w.range);
      return { from, to: null };
    }
    const to = this.checkInt(w.to, what, limits, w.range);
    if (to === undefined) return undefined;
    if (limits.ascending && to < from) {
      return this.fail(`${what} runs from low to high: write \`${to}..${from}\``, w.range, 'value/out-of-range');
    }
    return { from, to };
  }

  /** Reports words left over at the end of the line. */
  end(): void {
    if (this.failed) return;
    const w = this.peek();
    if (w) this.fail(`nothing more is expected here, found \`${w.text}\``, w.range);
  }
}
