/** The games `bench:instructions` counts, with what `bench:pace` times of each (the same files, bots and loops). */
import type { GameSchema, RuleSet } from '@regelwerk/dsl';
import type { AnyGameRuntime, Rng } from '@regelwerk/engine';
import { kaeseschieben, kaeseschiebenBots, schema as kaeseschiebenSchema } from '@regelwerk/kaeseschieben';
import { okudos, okudosBots, schema as okudosSchema } from '@regelwerk/okudos';
import { schema as schockenSchema, schocken, schockenBots } from '@regelwerk/schocken';
import { schema as sushizockSchema, sushizock, sushizockBots } from '@regelwerk/sushizock';
import { handWrittenGame } from './hand-written.js';
import { handWrittenKaeseschieben } from './hand-written-kaeseschieben.js';
import { handWrittenOkudos } from './hand-written-okudos.js';
import { handWrittenSushizock } from './hand-written-sushizock.js';

export interface PaceGame {
  readonly id: string;
  readonly title: string;
  readonly rulesFile: string;
  readonly schema: GameSchema;
  readonly game: AnyGameRuntime;
  readonly random: () => unknown;
  readonly tactician: (rules: never) => unknown;
  readonly handWritten: (rules: never, players: number, rng: Rng) => { readonly decisions: number };
  /** Games counted: the first run plays `games`, the second `games * 3`; their difference is measured. */
  readonly games: number;
  /** Tactician games played first, as warm-up. */
  readonly warmUp: number;
}

const of = <R extends RuleSet>(g: Omit<PaceGame, 'tactician' | 'handWritten'> & { tactician: (rules: R) => unknown; handWritten: (rules: R, players: number, rng: Rng) => { readonly decisions: number } }): PaceGame => g as unknown as PaceGame;

export const PACE_GAMES: readonly PaceGame[] = [
  of({ id: 'schocken', title: 'Schocken', rulesFile: 'rules/schocken.rules', schema: schockenSchema, game: schocken, random: () => schockenBots.random(), tactician: (r) => schockenBots.tactician(r), handWritten: handWrittenGame, games: 500, warmUp: 20 }),
  of({ id: 'sushizock', title: 'Sushizock im Gockelwok', rulesFile: 'rules/sushizock.rules', schema: sushizockSchema, game: sushizock, random: () => sushizockBots.random(), tactician: (r) => sushizockBots.tactician(r), handWritten: handWrittenSushizock, games: 500, warmUp: 20 }),
  of({ id: 'kaeseschieben', title: 'Käseschieben', rulesFile: 'rules/kaeseschieben.rules', schema: kaeseschiebenSchema, game: kaeseschieben, random: () => kaeseschiebenBots.random(), tactician: (r) => kaeseschiebenBots.tactician(r), handWritten: handWrittenKaeseschieben, games: 25, warmUp: 2 }),
  of({ id: 'okudos', title: "O'kudos", rulesFile: 'rules/okudos.rules', schema: okudosSchema, game: okudos, random: () => okudosBots.random(), tactician: (r) => okudosBots.tactician(r), handWritten: handWrittenOkudos, games: 250, warmUp: 10 }),
];
