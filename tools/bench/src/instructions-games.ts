/** The games `bench:instructions` counts: those of the registry with a hand-written loop in the bench, with what `bench:pace` times of each. */
import type { GameSchema, RuleSet } from '@regelwerk/dsl';
import type { AnyGameRuntime, Rng } from '@regelwerk/engine';
import { BENCH_GAMES } from './bench-games.js';

export interface PaceGame {
  readonly id: string;
  readonly title: string;
  readonly rulesFile: string;
  readonly schema: GameSchema;
  readonly game: AnyGameRuntime;
  readonly random: (rules: RuleSet) => unknown;
  readonly tactician: (rules: RuleSet) => unknown;
  readonly handWritten: (rules: RuleSet, players: number, rng: Rng) => { readonly decisions: number };
  /** Games counted: the first run plays `games`, the second `games * 3`; their difference is measured. */
  readonly games: number;
  /** Tactician games played first, as warm-up. */
  readonly warmUp: number;
}

export const PACE_GAMES: readonly PaceGame[] = BENCH_GAMES.flatMap((g) => {
  const { handWritten, ...pace } = g.pace(0);
  return handWritten ? [{ ...pace, id: g.id, handWritten, games: g.known.games / 4, warmUp: g.known.warmUp }] : [];
});
