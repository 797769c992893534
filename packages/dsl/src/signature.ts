/**
 * Statement signatures: small declarative descriptions of the words of a statement or a table
 * row, from which its reader, its usage line (quoted in every message about it), the words that
 * open a column in the formatter and its entry in the language reference are all derived.
 *
 *     seq(int('count', 'the number of dice', { min: 1, max: 10 }), name('die', 'the die').at())
 *
 * reads `3 d6`, is written `<count> <die>`, and reports `expected a whole number for the number
 * of dice, found …` with that usage line. A part reads its words from a `Reader`, which reports
 * the first problem of a line and then skips the rest of it.
 */
import type { SourceRange } from './diagnostics.js';
import type { IntLimits, Reader } from './reader.js';
import type { Word } from './syntax.js';

export interface Located<T> {
  readonly value: T;
  readonly range: SourceRange;
}

/** Reads a part; `stops` are the words at which a list must end because the next part starts there. */
type ReadFn<T> = (r: Reader, stops: ReadonlySet<string>) => T | undefined;

interface Shape {
  /** How the part is written in a usage line, e.g. `<count>`, `on|off`, `[ties share|none]`. */
  readonly usage: string;
  /** The words this part can start with; a list before it ends at them. */
  readonly opens: readonly string[];
  /** Whether the part may be absent (an optional clause, an empty list). */
  readonly nullable: boolean;
  /** Words that open a clause at this part's top level: in table rows the formatter aligns at them. */
  readonly clauseWords: readonly string[];
}

const NO_STOPS: ReadonlySet<string> = new Set();

/** One piece of a signature. `undefined` from `read` means the line had a problem (already reported). */
export class Part<T> {
  readonly usage: string;
  readonly opens: readonly string[];
  readonly nullable: boolean;
  readonly clauseWords: readonly string[];

  constructor(
    shape: Shape,
    private readonly reader: ReadFn<T>,
  ) {
    this.usage = shape.usage;
    this.opens = shape.opens;
    this.nullable = shape.nullable;
    this.clauseWords = shape.clauseWords;
  }

  read(r: Reader, stops: ReadonlySet<string> = NO_STOPS): T | undefined {
    return this.reader(r, stops);
  }

  /** The same words, read into another value. */
  map<U>(f: (value: T) => U): Part<U> {
    return new Part(this, (r, stops) => {
      const v = this.reader(r, stops);
      return v === undefined ? undefined : f(v);
    });
  }

  /** The value together with the place it was written, for messages of later passes. */
  at(): Part<Located<T>> {
    return new Part(this, (r, stops) => {
      const range = r.here();
      const v = this.reader(r, stops);
      return v === undefined ? undefined : { value: v, range };
    });
  }
}

const placeholder = (label: string): Shape => ({ usage: `<${label}>`, opens: [], nullable: false, clauseWords: [] });

/** A part with its own reader, for words whose form no combinator below describes. */
export function custom<T>(usage: string, read: ReadFn<T>, nullable = false): Part<T> {
  return new Part({ usage, opens: [], nullable, clauseWords: [] }, read);
}

/** A fixed word, such as `by` in `board 8 by 8`. */
export function lit(word: string): Part<true> {
  return new Part({ usage: word, opens: [word], nullable: false, clauseWords: [word] }, (r) => (r.expect(word) ? true : undefined));
}

/** A whole number within limits, written `<label>`; `what` names it in messages. */
export function int(label: string, what: string, limits: IntLimits = {}): Part<number> {
  return new Part(placeholder(label), (r) => r.int(what, limits));
}

/** A name (lower case with dashes), written `<label>`. */
export function name(label: string, what: string): Part<string> {
  return new Part(placeholder(label), (r) => r.name(what));
}

/** Quoted text, written `"<label>"`. */
export function text(label: string, what: string): Part<string> {
  return new Part({ ...placeholder(label), usage: `"<${label}>"` }, (r) => r.string(what));
}

/** Any one word, whatever its kind; a later pass decides what it may be. */
export function word(label: string, what: string): Part<Word> {
  return new Part(placeholder(label), (r) => r.take() ?? r.fail(`expected ${what}`));
}

/** One of a few names, written `a|b`, or `<label>` when the choices are too many to list. */
export function oneOf<C extends string>(what: string, choices: readonly C[], label?: string): Part<C> {
  const usage = label === undefined ? choices.join('|') : `<${label}>`;
  return new Part({ usage, opens: [], nullable: false, clauseWords: [] }, (r) => r.oneOf(what, choices));
}

/** `on` or `off`, read as a boolean. */
export function onOff(what: string): Part<boolean> {
  return oneOf(what, ['on', 'off'] as const).map((v) => v === 'on');
}

/** A range such as `2..5` (a single number counts as a range too), written `<min>..<max>`. */
export function range(
  what: string,
  limits: IntLimits & { readonly open?: boolean; readonly ascending?: boolean } = {},
  labels: { readonly from?: string; readonly to?: string; readonly single?: string } = {},
): Part<{ from: number; to: number | null }> {
  const span = `<${labels.from ?? 'min'}>..<${labels.to ?? 'max'}>`;
  const usage = labels.single === undefined ? span : `<${labels.single}>|${span}`;
  return new Part({ usage, opens: [], nullable: false, clauseWords: [] }, (r) => r.range(what, limits));
}

/** A word that may be there or not, written `[word]`: true when it is. */
export function flag(keyword: string): Part<boolean> {
  return new Part({ usage: `[${keyword}]`, opens: [keyword], nullable: true, clauseWords: [keyword] }, (r) => r.keyword(keyword));
}

/** A clause opened by a word, written `[word …]`: its value, or null when the clause is absent. */
export function optional<T>(keyword: string, inner: Part<T>): Part<T | null> {
  const usage = `[${[keyword, inner.usage].filter((s) => s.length > 0).join(' ')}]`;
  return new Part({ usage, opens: [keyword], nullable: true, clauseWords: [keyword] }, (r) => {
    if (!r.keyword(keyword)) return null;
    return inner.read(r);
  });
}

type Values<P extends readonly Part<unknown>[]> = { -readonly [K in keyof P]: P[K] extends Part<infer T> ? T : never };

/**
 * Parts one after the other. A list ends where the next part can start (the words that open
 * it, and those of the parts after it while the ones in between may be absent).
 */
export function seq<P extends readonly Part<unknown>[]>(...parts: P): Part<Values<P>> {
  const stopsAfter = parts.map((_, i) => {
    const stops = new Set<string>();
    for (const next of parts.slice(i + 1)) {
      for (const w of next.opens) stops.add(w);
      if (!next.nullable) break;
    }
    return stops;
  });
  const shape: Shape = {
    usage: parts
      .map((p) => p.usage)
      .filter((u) => u.length > 0)
      .join(' '),
    opens: firstOpens(parts),
    nullable: parts.every((p) => p.nullable),
    clauseWords: parts.flatMap((p) => p.clauseWords),
  };
  // A list at the end (or before parts that may be absent) also ends where what follows the whole sequence starts.
  const openTail = parts.map((_, i) => parts.slice(i + 1).every((p) => p.nullable));
  const stopsOf = (i: number, outer: ReadonlySet<string>): ReadonlySet<string> =>
    outer.size === 0 || !openTail[i] ? stopsAfter[i]! : new Set([...stopsAfter[i]!, ...outer]);
  return new Part(shape, (r, outer) => {
    // Every part is asked even after a problem: the reader then stays silent, as one slip per line is enough.
    const values = parts.map((p, i) => p.read(r, stopsOf(i, outer)));
    return r.failed || values.some((v) => v === undefined) ? undefined : (values as Values<P>);
  });
}

function firstOpens(parts: readonly Part<unknown>[]): string[] {
  const out: string[] = [];
  for (const p of parts) {
    out.push(...p.opens);
    if (!p.nullable) break;
  }
  return out;
}

export interface ManyOptions {
  /** Fewer items than this is a problem: `tooFew` is reported, or else the reader of one more item says what is missing. */
  readonly min?: number;
  readonly max?: number;
  /** The message for fewer than `min` or more than `max` items. */
  readonly tooFew?: string;
  /** The code of that message; `statement/arguments` unless given. */
  readonly code?: string;
  /** How often the item is shown in the usage line before `…` (default: `min`, at least once). */
  readonly shown?: number;
  /** Shows the list as one `<label>` instead. */
  readonly label?: string;
}

/** The same part over and over, to the end of the line or to the next part: written `<x> …`. */
export function many<T>(item: Part<T>, options: ManyOptions = {}): Part<T[]> {
  const min = options.min ?? 0;
  const shown = options.shown ?? Math.max(1, min);
  const usage = options.label === undefined ? `${Array.from({ length: shown }, () => item.usage).join(' ')} …` : `<${options.label}>`;
  return new Part({ usage, opens: item.opens, nullable: min === 0, clauseWords: [] }, (r, stops) => {
    const out: T[] = [];
    while (!r.atEnd() && !stopsAt(r, stops)) {
      const v = item.read(r);
      if (v !== undefined) out.push(v);
    }
    if (out.length < min || (options.max !== undefined && out.length > options.max)) {
      if (options.tooFew !== undefined) return r.fail(options.tooFew, r.here(), options.code);
      if (out.length < min) item.read(r);
      return undefined;
    }
    return r.failed ? undefined : out;
  });
}

function stopsAt(r: Reader, stops: ReadonlySet<string>): boolean {
  const w = r.peek();
  return w?.kind === 'name' && stops.has(w.value);
}

/** One part or more, separated by a word: written `<x> [then <x> …]`. */
export function list<T>(item: Part<T>, separator: string): Part<T[]> {
  const usage = `${item.usage} [${separator} ${item.usage} …]`;
  return new Part({ usage, opens: item.opens, nullable: false, clauseWords: [] }, (r) => {
    const out: T[] = [];
    do {
      const v = item.read(r);
      if (v !== undefined) out.push(v);
    } while (r.keyword(separator));
    return r.failed ? undefined : out;
  });
}

type ClauseValues<P extends readonly Part<unknown>[]> = { -readonly [K in keyof P]: P[K] extends Part<infer T> ? Exclude<T, null> | null : never };

/**
 * Clauses in any order, each opened by its own word, to the end of the line. A clause written
 * twice counts with its last value; an absent one is null.
 */
export function clauses<P extends readonly Part<unknown>[]>(...members: P): Part<ClauseValues<P>> {
  const opens = members.flatMap((m) => m.opens);
  const hints = members.map((m) => `\`${hint(m.usage)}\``);
  const expected = hints.length > 1 ? `${hints.slice(0, -1).join(', ')} or ${hints[hints.length - 1]}` : (hints[0] ?? '');
  const shape: Shape = { usage: members.map((m) => m.usage).join(' '), opens, nullable: true, clauseWords: opens };
  return new Part(shape, (r) => {
    const values: unknown[] = members.map(() => null);
    while (!r.atEnd()) {
      const w = r.peek()!;
      const at = members.findIndex((m) => w.kind === 'name' && m.opens.includes(w.value));
      // A line's `when` clause follows its clauses (`throws 1..2 set-by starter when phase middle`).
      if (at < 0 && w.kind === 'name' && w.value === 'when') break;
      if (at < 0) {
        r.fail(`expected ${expected}, found \`${w.text}\``);
        break;
      }
      const v = members[at]!.read(r);
      values[at] = v ?? null;
    }
    return r.failed ? undefined : (values as ClauseValues<P>);
  });
}

const LITERAL = /^[a-z][a-z0-9-]*$/;
const PLACEHOLDER = /^<[^>]+>$/;

/**
 * How a clause is named in "expected `a` or `b`": whole when it is its word, literal words and
 * at most one plain placeholder (`keep-at-least <n>`, `set-by starter`), else by its leading
 * literal words (`for`, `ends half`).
 */
export function hint(usage: string): string {
  const words = usage.replace(/^\[(.*)\]$/, '$1').split(' ');
  const rest = words.slice(1);
  if (rest.every((w) => LITERAL.test(w) || PLACEHOLDER.test(w)) && rest.filter((w) => PLACEHOLDER.test(w)).length <= 1) {
    return words.join(' ');
  }
  const lead = [words[0]!];
  for (const w of rest) {
    if (!LITERAL.test(w)) break;
    lead.push(w);
  }
  return lead.join(' ');
}
