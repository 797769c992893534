/** Sushizock's compiled rules. */
import type { DiceSpec, PieceGroup, RuleSet, Winner } from '@regelwerk/dsl';

export interface ActionRow {
  readonly id: string;
  readonly label: string;
  readonly face: string;
  readonly min: number;
  readonly max: number;
  readonly effect: 'take' | 'steal';
  readonly group: string;
  /**
   * `nth`: the position equals the face count; `upto`: any position up to the face count (the
   * first n tiles of a row, the top n of a stack); `top`: the top of a stack; `any`: named blind.
   */
  readonly position: 'nth' | 'upto' | 'top' | 'any';
}

export interface SushizockRules extends RuleSet {
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

/** Narrows a compiled rule set to Sushizock's. */
export function isSushizockRules(rules: RuleSet): rules is SushizockRules {
  return rules.game === 'sushizock';
}
