/** Schocken's compiled rules: what its engine, tables and odds read. */
import type { DiceSpec, MatchRule, RuleSet } from '@regelwerk/dsl';

export interface RankRow {
  readonly id: string;
  /** The label as written, with `{n}` placeholders. */
  readonly label: string;
  /** Whether throws of this row end the half (or final) at once. */
  readonly endsHalf: boolean;
  /** Whether throws of this row count only when made in a single throw (an option can set it). */
  readonly fromHand: boolean;
  /** Set when throws of this row end the whole game at once (`ends game`); absent otherwise. */
  readonly endsGame?: true;
}

export interface RankedOutcome {
  /** The dice as the table shows them (pattern order, e.g. 1 1 6 for Schock 6). */
  readonly dice: readonly number[];
  /** The dice sorted high to low: the key used to look a throw up. */
  readonly key: string;
  readonly row: string;
  readonly label: string;
  /** Tokens the round's loser receives; `all` means every token still in play. */
  readonly penalty: number | 'all';
  readonly endsHalf: boolean;
  /** 0 is the best; equal ranks tie. */
  readonly rank: number;
  /** Chance of exactly this throw with one throw of all dice. */
  readonly probability: number;
  /** Set when the row counts only for a throw made in one go: how the same dice count otherwise. */
  readonly otherwise: OutcomeClass | null;
  /** Set when, as the round's best, the throw loses the whole game for the worst (`ends game`). */
  readonly endsGame?: true;
}

/** How a throw counts: its row, label, penalty and rank. */
export interface OutcomeClass {
  readonly row: string;
  readonly label: string;
  readonly penalty: number | 'all';
  readonly endsHalf: boolean;
  readonly rank: number;
  /** Set when the throw ends the whole game (`ends game`); absent otherwise. */
  readonly endsGame?: true;
}

export interface Ranking {
  readonly rows: readonly RankRow[];
  /** Every distinct throw of the dice, best first. */
  readonly outcomes: readonly RankedOutcome[];
}

export interface TurnRule {
  /** Dice showing these faces… */
  readonly from: readonly number[];
  /** …may be turned to show these instead (the rest of them go back into the cup). */
  readonly to: readonly number[];
  /**
   * Where they must come from: `same-throw`, the throw just made (none of them set aside
   * before it); `first-throw`, the turn's first throw (so only right after it); `any`.
   */
  readonly origin: 'any' | 'same-throw' | 'first-throw';
  /** Throws the turning uses up besides the throw it is part of (`costs 1 throw`); absent: none. */
  readonly cost?: number;
}

/** What the round's worst receives (`round-penalty`). */
export interface RoundPenalty {
  /** `best`: the best throw's penalty; `sum`: every throw's penalty of the round added up. */
  readonly by: 'best' | 'sum';
  readonly plus: number;
  readonly atLeast: number;
}

export interface SchockenRules extends RuleSet {
  readonly game: 'schocken';
  readonly dice: DiceSpec;
  readonly throws: { readonly min: number; readonly max: number; readonly setByStarter: boolean };
  readonly reuseSetAside: boolean;
  readonly lastThrowCovered: boolean;
  readonly tokens: number;
  readonly halves: { readonly count: number; readonly final: boolean };
  /** The turn rules in force (those whose conditions hold), one per faces turned. */
  readonly turns: readonly TurnRule[];
  /** Only dice showing these faces may be set aside (`keep only 1`); null: any. */
  readonly keepOnly: readonly number[] | null;
  /** What the round's worst receives; absent (or null in a phase without it): the best throw's penalty. */
  readonly roundPenalty?: RoundPenalty | null;
  /** What the best does with the tokens once the middle is empty; absent (or null): `give`. */
  readonly passing?: 'give' | 'discard' | null;
  readonly ranking: Ranking;
  /**
   * How equal throws are settled (`ties …`), when the file says; absent: the options
   * `fewer-throws-win` and `later-goes-with` decide.
   */
  readonly ties?: readonly TieRule[];
  /** Who starts which part (`starter …`); absent, or a part absent: by lot first, then the last round's loser. */
  readonly starters?: Starters;
  /** An opening round that counts (`opening-round counts …`); absent: none. */
  readonly opening?: OpeningRound;
  /** A first throw may be declared blind (`blind first-throw …`); absent: never. */
  readonly blind?: BlindRule;
  /**
   * How a game is decided and how games make a match (`match lost-at <n> halves`, `match lives
   * <n>`), when the file says; absent: two halves and a final decide one game.
   */
  readonly match?: MatchRule;
}

/** The opening round: everybody throws once; the worst (by rank or by the sum of pips) receives tokens and starts. */
export interface OpeningRound {
  readonly by: 'rank' | 'sum';
  /** Tokens the worst receives; null: the best throw's penalty. */
  readonly penalty: number | null;
}

/** The `starter` lines of a rule set, one field per part written. */
export interface Starters {
  /** `youngest`: the first seat starts (seat the youngest first), no lot drawn. */
  readonly first?: 'lot' | 'youngest';
  /** Who starts each round after a round (also the first of a half or the final unless said below). */
  readonly round?: 'previous-loser' | 'left-of-loser' | 'previous-best';
  readonly final?: 'first-half-loser' | 'last-loser';
  /** Who starts the first round once the middle is empty. */
  readonly passing?: 'left-of-most-tokens' | 'fewest-tokens';
}

/** A declared blind first throw: one throw, covered to everyone, counting `times` over unless its row is listed. */
export interface BlindRule {
  readonly times: number;
  /** Row ids whose throws count once even when thrown blind. */
  readonly except: readonly string[];
}

/** One step of settling equal throws: an order, or a throw-off among the players tied for worst. */
export type TieRule =
  | { readonly kind: 'fewer-throws' | 'later-loses' | 'earlier-loses' }
  | { readonly kind: 'throw-off'; readonly throws: number; readonly by: 'rank' | 'sum' };

/** Narrows a compiled rule set to Schocken's. */
export function isSchockenRules(rules: RuleSet): rules is SchockenRules {
  return rules.game === 'schocken';
}

/** What the round's worst receives, in words: `the best throw's penalty`, `the sum of the round's penalties plus 1`. */
export function roundPenaltyText(p: RoundPenalty | null | undefined): string {
  if (!p) return 'the best throw’s penalty';
  const base = p.by === 'best' ? 'the best throw’s penalty' : 'the sum of the round’s penalties';
  return `${base}${p.plus > 0 ? ` plus ${p.plus}` : ''}${p.atLeast > 0 ? `, at least ${p.atLeast}` : ''}`;
}

/** A blind first throw in words: `never`, `counts 2 times, except schock-out`. */
export function blindText(b: BlindRule | null | undefined): string {
  if (!b) return 'never';
  return `counts ${b.times} times${b.except.length > 0 ? `, except ${b.except.join(', ')}` : ''}`;
}
