/**
 * A statement of the rule language: its keyword and its signature. The reader, the usage line
 * of its messages, the words that open a column in its table rows and its entry in the language
 * reference all come from this one declaration.
 */
import type { Reader } from './reader.js';
import type { Part } from './signature.js';

export interface RowsDef<R> {
  /** How a row is written, e.g. `<id> players <n> colours <n> [game-scores-best <n>]`. */
  readonly usage: string;
  /** Whether rows start with an id that variants can refer to. */
  readonly named: boolean;
  /** Words that open a clause in a row; the formatter lines clauses of the same kind up. */
  readonly clauseWords: readonly string[];
  read(r: Reader): R | undefined;
}

export interface StatementDef<V = unknown, R = unknown> {
  readonly keyword: string;
  /** How the statement is written, e.g. `dice <count> <die>`. */
  readonly usage: string;
  /** One sentence: what the statement says. Quoted when the statement is missing. */
  readonly summary: string;
  /** Whether a game that uses it must have it. */
  readonly required: boolean;
  /** Statements with a second word as key (`option <id>`) may appear once per key. */
  readonly keyed: boolean;
  /** More about it for the language reference (Markdown); examples come from the rule files. */
  readonly details?: string;
  /** Reads the words after the keyword; problems are reported through the reader. */
  read(r: Reader): V | undefined;
  readonly rows?: RowsDef<R>;
}

export interface StatementSpec<A, V, R> {
  readonly summary: string;
  /** Default: true. */
  readonly required?: boolean;
  readonly keyed?: boolean;
  /** The words after the keyword; none when absent. */
  readonly args?: Part<A>;
  /** Runs once the whole line is read and nothing is left over: checks that need every word. */
  readonly check?: (value: A, r: Reader) => V | undefined;
  /** For a statement that opens a table: how each indented row is written. */
  readonly rows?: { readonly named: boolean; readonly args: Part<R> };
  readonly details?: string;
}

export function statement<A = null, V = A, R = never>(keyword: string, spec: StatementSpec<A, V, R>): StatementDef<V, R> {
  const { args, check, rows } = spec;
  return {
    keyword,
    usage: args && args.usage.length > 0 ? `${keyword} ${args.usage}` : keyword,
    summary: spec.summary,
    required: spec.required ?? true,
    keyed: spec.keyed ?? false,
    ...(spec.details === undefined ? {} : { details: spec.details }),
    read: (r) => {
      const v = args ? args.read(r) : (null as A);
      r.end();
      if (r.failed || v === undefined) return undefined;
      return check ? check(v, r) : (v as unknown as V);
    },
    ...(rows
      ? {
          rows: {
            usage: rows.args.usage,
            named: rows.named,
            clauseWords: rows.args.clauseWords,
            read: (r: Reader) => {
              const v = rows.args.read(r);
              r.end();
              return r.failed ? undefined : v;
            },
          },
        }
      : {}),
  };
}
