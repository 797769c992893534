/** O'kudos' compiled rules. */
import type { PieceGroup, RuleSet, Winner } from '@regelwerk/dsl';

export interface DealRow {
  readonly id: string;
  readonly players: number;
  readonly colours: number;
  /** When set, "the game" scores only its best N sectors. */
  readonly gameScoresBest: number | null;
}

export interface OkudosRules extends RuleSet {
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

/** Narrows a compiled rule set to O'kudos'. */
export function isOkudosRules(rules: RuleSet): rules is OkudosRules {
  return rules.game === 'okudos';
}
