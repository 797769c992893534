/** Käseschieben's compiled rules. */
import type { DiceSpec, RuleSet, Winner } from '@regelwerk/dsl';

export interface CubeSize {
  readonly id: string;
  readonly label: string;
  readonly count: number;
  readonly value: number;
  readonly worms: number;
}

export interface KaeseschiebenRules extends RuleSet {
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
  /** Who starts the first round: seat 0 (the rulebook's youngest, seated first), or a seat drawn by lot. */
  readonly firstStarter: 'first-seat' | 'lot';
  readonly nextRoundStarter: 'lowest-points' | 'winner' | 'next';
}

/** Narrows a compiled rule set to Käseschieben's. */
export function isKaeseschiebenRules(rules: RuleSet): rules is KaeseschiebenRules {
  return rules.game === 'kaeseschieben';
}
