/**
 * The compiled rule set: what engines, tables and elements read. Every number of a rulebook
 * reaches the code through these types; engines hold none of their own. Each game extends
 * `RuleSet` with its own part, declared beside its schema in its package.
 */

/** A die face: a number, or a symbol such as `sushi` or `star`. */
export type Face = number | string;

export interface Die {
  readonly id: string;
  /** One entry per side, repeats allowed (`1 2 2 3 3 star`). */
  readonly faces: readonly Face[];
}

export interface DiceSpec {
  readonly count: number;
  readonly die: Die;
}

export type OptionValue = boolean | number | string;

/** An `option` line: what a rule file declares. */
export interface OptionDecl {
  readonly id: string;
  readonly kind: 'flag' | 'number' | 'choice';
  readonly default: OptionValue;
  readonly description: string;
  /** For `choice`: the allowed values. */
  readonly choices?: readonly string[];
  /** For `number`: the allowed range. */
  readonly min?: number;
  readonly max?: number;
}

/** A declared option with the value it has in a rule set. */
export interface OptionInfo extends OptionDecl {
  readonly value: OptionValue;
}

export interface Source {
  readonly file: string;
  readonly text: string;
}

/** What every game's rule set has. */
export interface RuleSet {
  /** The id of the game's schema, e.g. the one its rule file names on its `game` line. */
  readonly game: string;
  readonly title: string;
  /** Set when this rule set is a variant of a base game. */
  readonly variant: { readonly name: string; readonly base: string } | null;
  /** The rule texts it was compiled from: the base game first, then the variant, if any. */
  readonly sources: readonly Source[];
  readonly players: { readonly min: number; readonly max: number | null };
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly optionList: readonly OptionInfo[];
  /**
   * Present only when a value depends on the number of players (`when players`, `per player`):
   * the rule set's own values are those of the smallest table, and each span gives, for its
   * table sizes, every value that differs between spans. A game plays `rulesForPlayers(rules, n)`.
   */
  readonly byPlayers?: readonly PlayerSpan[];
  /**
   * Present only when a value depends on the moment of play (`when phase`, `when left`): the
   * rule set's own values are those of the start of play (the first phase, every player in), and
   * each entry gives, for its situation, every value that differs. A game plays
   * `rulesInPhase(rules, phase, left)` wherever such a value is read.
   */
  readonly byPhase?: readonly PhaseValues[] | null;
  /** Present only when the file has a `match` line: how a game is decided and games make a match. */
  readonly match?: MatchRule;
}

/**
 * What a game scores in a match (`score …`), from its outcome alone: each seat among the winners
 * `winner` points, each among the losers `loser` points, and a seat at place k (the number of
 * seats ranked above it) `places[k]` (0 beyond the list).
 */
export interface ScoreRule {
  readonly winner?: number;
  readonly loser?: number;
  readonly places?: readonly number[];
}

/**
 * How a game is decided and how games make a match (`match …`, `score …`), the same for every
 * game. `lostAt` is played inside one game (a game played in halves); the others make a match of whole
 * games, which the engine plays (`packages/engine/src/match.ts`). The fields after `lives` are
 * present only when written, so rule sets that do not use them keep their shape.
 */
export interface MatchRule {
  /** A game ends once one player has lost this many halves (`lost-at <n> halves`). */
  readonly lostAt: number | null;
  /** Each player starts with this many lives; a game's loser loses one (`lives <n>`). */
  readonly lives: number | null;
  /** A fixed number of games (`games <n>`). */
  readonly games?: number;
  /** The first to win more than half of this many games wins (`best-of <n>`). */
  readonly bestOf?: number;
  /** The first to this many points wins (`first-to <n> points`). */
  readonly firstTo?: number;
  /** Players level at the end play one more game among themselves (`ties play-off`). */
  readonly ties?: 'play-off';
  /** What each game scores (`score …`). */
  readonly score?: ScoreRule;
}

/** The values of a rule set in a phase (null: any) while so many players are left (null: any number). */
export interface PhaseValues {
  readonly phase: string | null;
  readonly left: { readonly min: number; readonly max: number | null } | null;
  readonly values: Readonly<Record<string, unknown>>;
}

/** The values of a rule set for a stretch of table sizes (`max` null: no upper end). */
export interface PlayerSpan {
  readonly min: number;
  readonly max: number | null;
  /** Every value of the game's part that differs between the spans, under its key. */
  readonly values: Readonly<Record<string, unknown>>;
}

const resolved = new WeakMap<RuleSet, (RuleSet | undefined)[]>();

/**
 * The rule set for a table of `n` players: the values of the span that holds `n` put in place,
 * worked out once per rule set and span (and frozen, as it is shared). A rule set that depends
 * on nothing is its own answer. Throws when no span holds `n` (a table beyond what the rules are
 * worked out for, which the game's player check should have refused first).
 */
export function rulesForPlayers<R extends RuleSet>(rules: R, n: number): R {
  const spans = rules.byPlayers;
  if (spans === undefined) return rules;
  const at = spans.findIndex((s) => n >= s.min && (s.max === null || n <= s.max));
  if (at < 0) {
    const last = spans[spans.length - 1]!;
    throw new Error(`${rules.game}: these rules are worked out for ${spans[0]!.min} to ${last.max ?? 'any number of'} players, not ${n}`);
  }
  let cache = resolved.get(rules);
  if (!cache) resolved.set(rules, (cache = []));
  let r = cache[at];
  if (!r) cache[at] = r = Object.freeze({ ...rules, ...spans[at]!.values });
  return r as R;
}

const inPhase = new WeakMap<RuleSet, (RuleSet | undefined)[]>();

/**
 * The rule set in a phase of play with `left` players still in it: the values of the entry of
 * `byPhase` that holds put in place, worked out once per rule set and entry and kept with the
 * rule set (frozen, as it is shared). A rule set that depends on neither is its own answer, so
 * the hot path of a game without such lines pays one property read.
 */
export function rulesInPhase<R extends RuleSet>(rules: R, phase: string, left = 0): R {
  const entries = rules.byPhase;
  // Null: a table whose values do not depend on the moment of play, where others' do.
  if (entries == null) return rules;
  let at = -1;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if ((e.phase === null || e.phase === phase) && (e.left === null || (left >= e.left.min && (e.left.max === null || left <= e.left.max)))) {
      at = i;
      break;
    }
  }
  if (at < 0) return rules;
  let cache = inPhase.get(rules);
  if (!cache) inPhase.set(rules, (cache = []));
  let r = cache[at];
  if (!r) cache[at] = r = Object.freeze({ ...rules, ...entries[at]!.values });
  return r as R;
}

/** The part of a game's rule set that its schema builds; the rest is common to all games. */
export type GameRules<R extends RuleSet> = Omit<R, keyof RuleSet>;

/** Who wins (`winner`), for games that count points. */
export interface Winner {
  readonly by: 'most-points' | 'fewest-points';
  readonly ties: 'share' | 'none';
}

/** A group of pieces such as tiles or chips. */
export interface PieceGroup {
  readonly id: string;
  /** Every piece's value, one entry per piece. */
  readonly values: readonly number[];
}
