import type { Condition, CountRef } from './conditions.js';
import type { Diagnostics, Fix, SourceRange } from './diagnostics.js';
import { MAX_LISTED_NAMES, MAX_NAME_LENGTH } from './limits.js';
import type { Die, OptionInfo, Source } from './ruleset.js';
import type { GameSchema, StatementBook } from './schema.js';
import type { Budget } from './reader.js';
import type { Located } from './signature.js';
import type { StatementDef } from './statement.js';
import type { Line, Statement, SyntaxTree } from './syntax.js';

/** A statement after reading: its definition, its value and its rows' values. */
export interface Decl<V = unknown, R = unknown> {
  readonly def: StatementDef<V, R>;
  readonly stmt: Statement;
  readonly value: V;
  readonly rows: readonly { readonly line: Line; readonly value: R }[];
  /** The line's `when …` clause, if it has one. */
  readonly condition: Condition | null;
  /** Values of the player count on the line (`10 per player`). */
  readonly counts: readonly CountRef[];
}

export class DeclTable {
  private readonly byKeyword = new Map<string, Decl[]>();
  private readonly order: Decl[] = [];
  /** The lines in force at the table size being built for; null: every line. */
  private inForce: ReadonlySet<Decl> | null = null;

  add(d: Decl): void {
    const list = this.byKeyword.get(d.def.keyword) ?? [];
    list.push(d);
    this.byKeyword.set(d.def.keyword, list);
    this.order.push(d);
  }

  /** Every line of a statement that was read, whatever its condition: what check passes look at. */
  all<V, R>(def: StatementDef<V, R>): Decl<V, R>[] {
    return (this.byKeyword.get(def.keyword) ?? []) as unknown as Decl<V, R>[];
  }

  /** Every line read, in file order (a variant's lines where they change the base). */
  every(): readonly Decl[] {
    return this.order;
  }

  /**
   * The lines of a statement in force at the table size being built for (all of them until the
   * conditions pass has chosen): what a build reads, e.g. the `turn` rules that take part.
   */
  held<V, R>(def: StatementDef<V, R>): Decl<V, R>[] {
    const all = this.all(def);
    const inForce = this.inForce;
    return inForce === null ? all : all.filter((d) => inForce.has(d as Decl));
  }

  /** Chooses the lines in force (the conditions pass, for each table size the rule set is built for). */
  select(inForce: ReadonlySet<Decl> | null): void {
    this.inForce = inForce;
  }

  one<V, R>(def: StatementDef<V, R>): Decl<V, R> | undefined {
    return this.held(def)[0];
  }

  /** For building a rule set: a required statement, which the passes have made sure is there. */
  need<V, R>(def: StatementDef<V, R>): Decl<V, R> {
    const d = this.one(def);
    if (!d) throw new Error(`building the rule set: \`${def.keyword}\` is missing although no error was reported`);
    return d;
  }
}

/** A typed slot for what a game's pass works out and its build reads (e.g. a ranking of throws). */
export interface Fact<T> {
  readonly name: string;
  /** Only carries the type. */
  readonly type?: T;
}

export function fact<T>(name: string): Fact<T> {
  return { name };
}

export class Facts {
  private readonly values = new Map<Fact<unknown>, unknown>();

  set<T>(f: Fact<T>, value: T): void {
    this.values.set(f, value);
  }

  get<T>(f: Fact<T>): T | undefined {
    return this.values.get(f) as T | undefined;
  }

  /** For building a rule set: a fact an earlier pass has left, as it does whenever there is no error. */
  need<T>(f: Fact<T>): T {
    if (!this.values.has(f)) throw new Error(`building the rule set: the fact \`${f.name}\` was not worked out although no error was reported`);
    return this.values.get(f) as T;
  }
}

export type Header =
  | { readonly kind: 'game'; readonly id: string; readonly title: string; readonly range: SourceRange }
  | {
      readonly kind: 'variant';
      readonly name: string;
      readonly base: string;
      readonly baseRange: SourceRange;
      readonly range: SourceRange;
    };

/** Finds a base game's rule text by id, or says there is none. */
export type GameResolver = (id: string) => Source | undefined;

export interface CompileOptions {
  /** The games the file may be for (or extend). A file for a game not among them is reported. */
  readonly schemas?: readonly GameSchema[];
  /** The file name used in messages. */
  readonly file?: string;
  /** Looks up the base game of a variant. Without it, variants cannot be compiled. */
  readonly resolveGame?: GameResolver;
  /** The games `resolveGame` knows, for "did you mean" hints; the schemas' ids unless given. */
  readonly knownGames?: readonly string[];
}

/** What the passes share. Each pass reads what earlier passes filled in and adds its own part. */
export interface CompileContext {
  readonly diagnostics: Diagnostics;
  readonly options: CompileOptions;
  /** The statements of the games given. */
  readonly book: StatementBook;
  /** The tree of the file being compiled. */
  readonly tree: SyntaxTree;
  header?: Header;
  /** The base game's tree when the file is a variant. */
  baseTree?: SyntaxTree;
  /** The statements after a variant has been applied to its base. */
  statements?: readonly Statement[];
  /** The game the file is for (a variant's base game), once known. */
  game?: string;
  schema?: GameSchema;
  title?: string;
  readonly decls: DeclTable;
  optionInfo?: Map<string, OptionInfo>;
  /** Every `when <option>` read, for the options pass. */
  readonly optionRefs: Located<string>[];
  dice?: { count: number; die: Die };
  /** What the whole file may still make (pieces), shared by the readers of its statements. */
  readonly budget: Budget;
  /** What game passes work out for later passes and for the build. */
  readonly facts: Facts;
  sources: Source[];
  /**
   * The stretches of table sizes that read the same lines (one when nothing depends on the
   * player count), left by the conditions pass for the build.
   */
  playerSpans?: readonly { readonly min: number; readonly max: number | null }[];
  /** The number of players the build is running for: what `per player` counts are worked out with. */
  tableSize?: number;
  /**
   * Chooses the lines in force at a table of `n` (and sets `tableSize`) in a situation of play
   * (a phase, players left; none: where no `when phase`/`when left` line holds); left by the conditions pass.
   */
  selectPlayers?: (n: number, situation?: Situation) => void;
  /**
   * The situations of play whose lines differ, for a table of `n`, the first being the start of
   * play (the first phase, every player in); left by the conditions pass, absent when no line
   * depends on the phase or the players left.
   */
  situations?: (n: number) => readonly SituationSpan[];
}

/** A moment of play as conditions see it: its phase and how many players are still in. */
export interface Situation {
  readonly phase: string | null;
  readonly left: number | null;
}

/** Situations that read the same lines: a phase (null: any) and a stretch of players left (null: any). */
export interface SituationSpan {
  readonly phase: string | null;
  readonly left: { readonly min: number; readonly max: number | null } | null;
}

/**
 * The work "did you mean" hints may do in one compile, in steps of the edit distance. A file
 * with very many misspelt names gets hints for the first ones only, so that checking it stays
 * linear in its size however many names it declares.
 */
const HINT_WORK = 20_000_000;
let hintWork = HINT_WORK;

/** Gives the next compile its full budget for hints; `compile` calls it first. */
export function resetHints(): void {
  hintWork = HINT_WORK;
}

/** The closest of `candidates` to `word`, if close enough to be a likely typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  if (word.length > MAX_NAME_LENGTH) return undefined;
  for (const c of candidates) {
    if (--hintWork < 0) return undefined;
    if (Math.abs(word.length - c.length) > 3) continue;
    hintWork -= word.length * c.length;
    const d = editDistance(word, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

export function didYouMean(word: string, candidates: Iterable<string>): string {
  return hintFor(closest(word, candidates));
}

const hintFor = (c: string | undefined) => (c ? ` (did you mean \`${c}\`?)` : '');

/** A "did you mean" hint for a message, and the quick fix that goes with it. */
export interface Suggestion {
  /** ` (did you mean \`x\`?)`, or empty when no known name is close. */
  readonly hint: string;
  /** Replace the unknown word (at `range`) with the closest name; undefined when there is none. */
  readonly fixes: readonly Fix[] | undefined;
}

/**
 * The closest of `candidates` to the unknown `word` written at `range`: as a hint for the message
 * and as a quick fix an editor can apply. Pass both to `Diagnostics.error`.
 */
export function suggest(word: string, candidates: Iterable<string>, range: SourceRange): Suggestion {
  const c = closest(word, candidates);
  return { hint: hintFor(c), fixes: c === undefined ? undefined : [{ label: `Replace with ${c}`, range, text: c }] };
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return 99;
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

/**
 * Names for a message, `a`, `b`, `c`: at most MAX_LISTED_NAMES, then how many more there are.
 * Give `total` when the names are many, so they need not all be walked for each message.
 */
export function listNames(names: Iterable<string>, total?: number): string {
  const shown: string[] = [];
  let count = 0;
  for (const n of names) {
    if (shown.length < MAX_LISTED_NAMES) shown.push(`\`${n}\``);
    count++;
    if (total !== undefined && count >= MAX_LISTED_NAMES) break;
  }
  const all = total ?? count;
  return all > shown.length ? `${shown.join(', ')} and ${all - shown.length} more` : shown.join(', ');
}
