import type { Diagnostics, SourceRange } from './diagnostics.js';
import type { Die, GameId, OptionInfo, Ranking, Source } from './ruleset.js';
import type { HeadValues, Keyword, RowValues, StatementDef } from './statements.js';
import type { Line, Statement, SyntaxTree } from './syntax.js';

/** A statement after reading: its definition, its value and its rows' values. */
export interface Decl<K extends Keyword = Keyword> {
  readonly def: StatementDef<K>;
  readonly stmt: Statement;
  readonly value: HeadValues[K];
  readonly rows: readonly { readonly line: Line; readonly value: K extends keyof RowValues ? RowValues[K] : never }[];
}

export class DeclTable {
  private readonly byKeyword = new Map<Keyword, Decl[]>();

  add(d: Decl): void {
    const list = this.byKeyword.get(d.def.keyword) ?? [];
    list.push(d);
    this.byKeyword.set(d.def.keyword, list);
  }

  all<K extends Keyword>(k: K): Decl<K>[] {
    return (this.byKeyword.get(k) ?? []) as unknown as Decl<K>[];
  }

  one<K extends Keyword>(k: K): Decl<K> | undefined {
    return this.all(k)[0];
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
  /** The file name used in messages. */
  readonly file?: string;
  /** Looks up the base game of a variant. Without it, variants cannot be compiled. */
  readonly resolveGame?: GameResolver;
  /** The games `resolveGame` knows, for "did you mean" hints. */
  readonly knownGames?: readonly string[];
}

/** What the passes share. Each pass reads what earlier passes filled in and adds its own part. */
export interface CompileContext {
  readonly diagnostics: Diagnostics;
  readonly options: CompileOptions;
  /** The tree of the file being compiled. */
  readonly tree: SyntaxTree;
  header?: Header;
  /** The base game's tree when the file is a variant. */
  baseTree?: SyntaxTree;
  /** The statements after a variant has been applied to its base. */
  statements?: readonly Statement[];
  game?: GameId;
  title?: string;
  readonly decls: DeclTable;
  optionInfo?: Map<string, OptionInfo>;
  dice?: { count: number; die: Die };
  ranking?: Ranking;
  sources: Source[];
}

/** The closest of `candidates` to `word`, if close enough to be a likely typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(word, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

export function didYouMean(word: string, candidates: Iterable<string>): string {
  const c = closest(word, candidates);
  return c ? ` (did you mean \`${c}\`?)` : '';
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

export function listNames(names: Iterable<string>): string {
  return [...names].map((n) => `\`${n}\``).join(', ');
}
