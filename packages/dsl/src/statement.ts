/**
 * A statement of the rule language: its keyword and its signature. The reader, the usage line
 * of its messages, the words that open a column in its table rows and its entry in the language
 * reference all come from this one declaration.
 */
import { conditionClause } from './conditions.js';
import type { Reader } from './reader.js';
import { custom, seq, type Part } from './signature.js';
import type { Word } from './syntax.js';

/** What makes two lines of a statement the same statement, when it is not the keyword alone. */
export interface StatementKey {
  /** For the reference: `once per faces turned`. */
  readonly describe: string;
  /** The key from the words after the keyword (e.g. the faces before `into`, sorted). */
  of(words: readonly Word[]): string;
}

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
  /** A key of its own (`turn 6 6 …` once per faces turned); overrides `keyed`. */
  readonly key?: StatementKey;
  /**
   * Whether a line may end in `when <condition>` (`players <range>` or an on/off option) and the
   * statement then be given once per condition. The game's runtime must then play the rule set
   * `rulesForPlayers` gives for its table.
   */
  readonly conditional: boolean;
  /**
   * Whether a line may also hold for a moment of play (`when phase <phase>`, `when left <range>`),
   * which the game resolves while playing (`rulesInPhase`); only statements read during play may.
   */
  readonly phased: boolean;
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
  readonly key?: StatementKey;
  /** Default: false. See `StatementDef.conditional`. */
  readonly conditional?: boolean;
  /** Default: false. See `StatementDef.phased`; implies `conditional`. */
  readonly phased?: boolean;
  /** The words after the keyword; none when absent. */
  readonly args?: Part<A>;
  /** Runs once the whole line is read and nothing is left over: checks that need every word. */
  readonly check?: (value: A, r: Reader) => V | undefined;
  /** For a statement that opens a table: how each indented row is written. */
  readonly rows?: { readonly named: boolean; readonly args: Part<R> };
  readonly details?: string;
}

const NOTHING = custom<null>('', () => null, true);

export function statement<A = null, V = A, R = never>(keyword: string, spec: StatementSpec<A, V, R>): StatementDef<V, R> {
  const { check, rows } = spec;
  const phased = spec.phased ?? false;
  const conditional = phased || (spec.conditional ?? false);
  // A conditional statement's words end in its `when` clause, which the reader keeps apart.
  const withCondition = conditional ? seq(spec.args ?? (NOTHING as unknown as Part<A>), conditionClause) : undefined;
  const args: Part<unknown> | undefined = withCondition ?? spec.args;
  const readArgs = (r: Reader): A | undefined => {
    if (!withCondition) return spec.args ? spec.args.read(r) : (null as A);
    const v = withCondition.read(r);
    if (v === undefined) return undefined;
    r.condition = v[1];
    return v[0];
  };
  return {
    keyword,
    usage: args && args.usage.length > 0 ? `${keyword} ${args.usage}` : keyword,
    summary: spec.summary,
    required: spec.required ?? true,
    keyed: spec.keyed ?? false,
    ...(spec.key === undefined ? {} : { key: spec.key }),
    conditional,
    phased,
    ...(spec.details === undefined ? {} : { details: spec.details }),
    read: (r) => {
      const v = readArgs(r);
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
