/**
 * The compiled rule set: what engines, tables and elements read. Every number of a rulebook
 * reaches the code through these types; engines hold none of their own.
 */

export type GameId = 'schocken' | 'sushizock' | 'kaeseschieben' | 'okudos';
export const GAME_IDS: readonly GameId[] = ['schocken', 'sushizock', 'kaeseschieben', 'okudos'];

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

export interface OptionInfo {
  readonly id: string;
  readonly description: string;
  readonly kind: 'flag' | 'number' | 'choice';
  readonly default: OptionValue;
  readonly value: OptionValue;
  /** For `choice`: the allowed values. */
  readonly choices?: readonly string[];
  /** For `number`: the allowed range. */
  readonly min?: number;
  readonly max?: number;
}

export interface Source {
  readonly file: string;
  readonly text: string;
}

interface RuleSetBase {
  readonly game: GameId;
  readonly title: string;
  /** Set when this rule set is a variant of a base game. */
  readonly variant: { readonly name: string; readonly base: GameId } | null;
  /** The rule texts it was compiled from: the base game first, then the variant, if any. */
  readonly sources: readonly Source[];
  readonly players: { readonly min: number; readonly max: number | null };
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly optionList: readonly OptionInfo[];
}

// ---------------------------------------------------------------- Schocken

export interface RankRow {
  readonly id: string;
  /** The label as written, with `{n}` placeholders. */
  readonly label: string;
  /** Whether throws of this row end the half (or final) at once. */
  readonly endsHalf: boolean;
  /** Whether throws of this row count only when made in a single throw (an option can set it). */
  readonly fromHand: boolean;
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
}

/** How a throw counts: its row, label, penalty and rank. */
export interface OutcomeClass {
  readonly row: string;
  readonly label: string;
  readonly penalty: number | 'all';
  readonly endsHalf: boolean;
  readonly rank: number;
}

export interface Ranking {
  readonly rows: readonly RankRow[];
  /** Every distinct throw of the dice, best first. */
  readonly outcomes: readonly RankedOutcome[];
}

export interface TurnRule {
  /** Dice showing these faces (set aside)… */
  readonly from: readonly number[];
  /** …may be turned to show these instead. */
  readonly to: readonly number[];
}

export interface SchockenRules extends RuleSetBase {
  readonly game: 'schocken';
  readonly dice: DiceSpec;
  readonly throws: { readonly min: number; readonly max: number; readonly setByStarter: boolean };
  readonly reuseSetAside: boolean;
  readonly lastThrowCovered: boolean;
  readonly tokens: number;
  readonly halves: { readonly count: number; readonly final: boolean };
  /** Active face turns (those whose option is on). */
  readonly turns: readonly TurnRule[];
  readonly ranking: Ranking;
}

// ---------------------------------------------------------------- Sushizock

export interface PieceGroup {
  readonly id: string;
  /** Every piece's value, one entry per piece. */
  readonly values: readonly number[];
}

export interface ActionRow {
  readonly id: string;
  readonly label: string;
  readonly face: string;
  readonly min: number;
  readonly max: number;
  readonly effect: 'take' | 'steal';
  readonly group: string;
  /** `nth`: the position equals the face count; `top`: the top of a stack; `any`: named blind. */
  readonly position: 'nth' | 'top' | 'any';
}

export interface SushizockRules extends RuleSetBase {
  readonly game: 'sushizock';
  readonly dice: DiceSpec;
  readonly throws: { readonly min: number; readonly max: number; readonly keepAtLeast: number };
  readonly reuseSetAside: boolean;
  readonly tiles: Readonly<Record<string, PieceGroup>>;
  readonly tilesOrder: 'shuffled' | 'sorted';
  readonly actions: readonly ActionRow[];
  /** Tried in order when nothing else is possible: take the lowest or highest tile of a group. */
  readonly forcedTake: readonly { readonly group: string; readonly pick: 'lowest' | 'highest' }[];
  readonly endsWhen: readonly string[];
  /** Pieces of `group` stacked higher than the `above` stack score nothing. */
  readonly worthless: { readonly group: string; readonly above: string };
  readonly winner: Winner;
}

export interface Winner {
  readonly by: 'most-points' | 'fewest-points';
  readonly ties: 'share' | 'none';
}

// ---------------------------------------------------------------- Käseschieben

export interface CubeSize {
  readonly id: string;
  readonly label: string;
  readonly count: number;
  readonly value: number;
  readonly worms: number;
}

export interface KaeseschiebenRules extends RuleSetBase {
  readonly game: 'kaeseschieben';
  readonly dice: DiceSpec;
  readonly joker: { readonly face: string; readonly times: number } | null;
  readonly board: { readonly width: number; readonly height: number };
  /** Each mouse starts this many squares from the right in the first row before its player. */
  readonly startFromRight: number;
  readonly twoPlayers: 'opposite' | 'adjacent';
  readonly cubes: readonly CubeSize[];
  readonly worms: { readonly total: number; readonly spare: number };
  readonly wormyValue: number;
  /** The block of cubes at the start, row by row, each cell a cube size id; centred on the board. */
  readonly layout: readonly (readonly string[])[];
  readonly steps: { readonly exact: boolean; readonly orthogonal: boolean };
  readonly lastCubeSteal: number;
  readonly endsWhen: readonly string[];
  readonly winner: Winner;
  readonly nextRoundStarter: 'lowest-points' | 'winner' | 'next';
}

// ---------------------------------------------------------------- O'kudos

export interface DealRow {
  readonly id: string;
  readonly players: number;
  readonly colours: number;
  /** When set, "the game" scores only its best N sectors. */
  readonly gameScoresBest: number | null;
}

export interface OkudosRules extends RuleSetBase {
  readonly game: 'okudos';
  readonly board: { readonly width: number; readonly height: number; readonly kind: 'sudoku' };
  readonly sectors: { readonly width: number; readonly height: number; readonly count: number };
  readonly chips: PieceGroup;
  readonly discardAtStart: number;
  readonly hand: number;
  readonly deal: readonly DealRow[];
  readonly irregularBonus: number;
  readonly endsWhen: readonly string[];
  readonly winner: Winner;
}

export type RuleSet = SchockenRules | SushizockRules | KaeseschiebenRules | OkudosRules;
