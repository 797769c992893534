/**
 * What a game brings to the rule language: its statements, its check passes, how its checked
 * statements become its typed rule set, and its tables. The dsl knows no game; schemas come in
 * through the options of `compile`, `format` and `describeTables`.
 */
import type { CompileContext } from './context.js';
import type { GameRules, RuleSet } from './ruleset.js';
import type { StatementDef } from './statement.js';
import { UNIVERSAL } from './statements.js';
import type { TableModel } from './tables.js';

/** A check pass: reads what earlier passes found, reports problems, may leave facts for later ones. */
export interface Pass {
  readonly name: string;
  run(ctx: CompileContext): void;
}

/** A game's tables for people, and the machine-readable form (`regelwerk table --json`). */
export interface GameTables {
  readonly tables: readonly TableModel[];
  readonly json: Readonly<Record<string, unknown>>;
}

export interface GameSchema<R extends RuleSet = RuleSet> {
  /** What a rule file writes on its `game` line. */
  readonly id: string;
  /** The game's name for lists and the language reference; each rule file gives its own title. */
  readonly title: string;
  /**
   * The statements a rule file of this game may use besides the universal ones (`game`,
   * `players`, `option`, …): shared ones it takes from the dsl and its own. Missing required
   * statements are reported in this order.
   */
  readonly statements: readonly StatementDef[];
  /**
   * The phases of play a line may hold in (`when phase <id>`), in the order they come; the game's
   * runtime names the phase it is in and plays `rulesInPhase` of it. A rule set's own values are
   * those of the first phase. None: no line may carry `when phase`. A phase with `only` exists
   * only in rule files that have that statement (an opening round's phase only with the statement
   * that adds the round), so the others' phases, lines and compiled values stay as they were.
   */
  readonly phases?: readonly { readonly id: string; readonly summary: string; readonly only?: string }[];
  /**
   * What `when left <range>` counts in this game (e.g. `the players still in the half`), which its
   * runtime gives to `rulesInPhase`; absent: no line may carry `when left`.
   */
  readonly left?: string;
  /** The game's own checks, run in order after the common passes. */
  readonly passes: readonly Pass[];
  /** The game's part of the rule set; runs only when no pass reported an error. */
  build(ctx: CompileContext): GameRules<R>;
  /** Its tables besides the options (which every game has). */
  tables(rules: R): GameTables;
  /**
   * A value of its rule set in words, for the table of what changes with the number of players
   * (e.g. a dice game's turn rules); numbers and words are shown as they are without it.
   */
  describeValue?(key: string, value: unknown): string;
}

/** The statements known to one compile: the universal ones, and those of every schema given. */
export class StatementBook {
  private readonly byGame = new Map<GameSchema, ReadonlyMap<string, StatementDef>>();
  private readonly anyByKeyword = new Map<string, StatementDef>();

  constructor(readonly schemas: readonly GameSchema[]) {
    for (const def of UNIVERSAL) this.anyByKeyword.set(def.keyword, def);
    for (const s of schemas) for (const def of s.statements) if (!this.anyByKeyword.has(def.keyword)) this.anyByKeyword.set(def.keyword, def);
  }

  get ids(): string[] {
    return this.schemas.map((s) => s.id);
  }

  schemaFor(id: string): GameSchema | undefined {
    return this.schemas.find((s) => s.id === id);
  }

  /** The statements one game may use, by keyword: the universal ones and the game's own list. */
  forGame(schema: GameSchema): ReadonlyMap<string, StatementDef> {
    let m = this.byGame.get(schema);
    if (!m) {
      m = new Map([...UNIVERSAL, ...schema.statements].map((d) => [d.keyword, d]));
      this.byGame.set(schema, m);
    }
    return m;
  }

  /** A game's definition of a keyword, else any game's: a misplaced statement still has a form. */
  def(keyword: string, schema?: GameSchema): StatementDef | undefined {
    return (schema && this.forGame(schema).get(keyword)) ?? this.anyByKeyword.get(keyword);
  }

  /** Every keyword known, for "did you mean" hints. */
  keywords(): string[] {
    return [...this.anyByKeyword.keys()];
  }

  /** The games whose schema lists a statement. */
  gamesUsing(def: StatementDef): GameSchema[] {
    return this.schemas.filter((s) => s.statements.includes(def));
  }
}
