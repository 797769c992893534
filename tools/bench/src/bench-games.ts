/**
 * The games the bench measures: every game of the registry, in its order. What the bench adds to
 * a game it knows (a hand-written loop of the same game to compare with, how many games to time,
 * figures of its own such as odds) is looked up by id below; benchmarks name the games they
 * measure (docs/adding-a-game.md). A game the bench does not know yet gets the simulate path, the
 * XState actor and its tactician's decision time.
 */
import type { GameSchema, RuleSet } from '@regelwerk/dsl';
import type { Bot, GameModule, Rng } from '@regelwerk/engine';
import { MODULES, SCHEMAS } from '@regelwerk/games/all';
import { gamePaceFigures, type GamePace } from './game-pace.js';
import { handWrittenKaeseschieben } from './hand-written-kaeseschieben.js';
import { handWrittenOkudos } from './hand-written-okudos.js';
import { handWrittenSushizock } from './hand-written-sushizock.js';
import { handWrittenGame } from './hand-written.js';
import { kaeseschiebenExtra } from './kaeseschieben.js';
import { okudosExtra } from './okudos.js';
import { schockenFigures } from './schocken.js';
import { sushizockExtra } from './sushizock.js';

type HandWritten = (rules: never, players: number, rng: Rng) => { readonly decisions: number };

interface Known {
  /** The whole of the game's figures, where the bench has more to say than the simulate path (Schocken's headline table). */
  readonly figures?: () => string[];
  readonly handWritten?: HandWritten;
  /** Games with random bots per timing of `npm run bench` (`bench:instructions` counts a quarter of them). */
  readonly games: number;
  /** Tactician games whose decisions are timed one by one. */
  readonly timedGames: number;
  /** Tactician games played first in `bench:instructions`, as warm-up. */
  readonly warmUp: number;
  readonly extra?: (rules: never) => string[];
}

const KNOWN: Readonly<Record<string, Known>> = {
  schocken: { figures: schockenFigures, handWritten: handWrittenGame, games: 2000, timedGames: 200, warmUp: 20 },
  sushizock: { handWritten: handWrittenSushizock, games: 2000, timedGames: 200, warmUp: 20, extra: sushizockExtra },
  kaeseschieben: { handWritten: handWrittenKaeseschieben, games: 100, timedGames: 50, warmUp: 2, extra: kaeseschiebenExtra },
  okudos: { handWritten: handWrittenOkudos, games: 1000, timedGames: 200, warmUp: 10, extra: okudosExtra },
};
const UNKNOWN: Known = { games: 200, timedGames: 50, warmUp: 5 };

export interface BenchGame {
  readonly id: string;
  readonly module: GameModule;
  readonly known: Known;
  /** What `gamePaceFigures` times of the game (`timedGames` 0: no decision times). */
  pace(timedGames?: number): GamePace<RuleSet>;
}

const botOf = (module: GameModule, id: string) => (rules: RuleSet) => (module.runtime.bots as Readonly<Record<string, (rules: RuleSet) => Bot>>)[id]!(rules);

/** Every game of the registry with an engine, with what the bench knows of it. */
export const BENCH_GAMES: readonly BenchGame[] = MODULES.map((module) => {
  const known = KNOWN[module.id] ?? UNKNOWN;
  const schema: GameSchema = SCHEMAS.find((s) => s.id === module.id)!;
  return {
    id: module.id,
    module,
    known,
    pace: (timedGames = known.timedGames) => ({
      title: module.texts.title.en,
      rulesFile: `${module.id}.rules`,
      schema,
      game: module.runtime,
      random: botOf(module, 'random'),
      tactician: botOf(module, 'tactician'),
      ...(known.handWritten ? { handWritten: known.handWritten as GamePace<RuleSet>['handWritten'] } : {}),
      games: known.games,
      timedGames,
    }),
  };
});

/** One game's figures for `npm run bench`: its own where the bench has them, else the simulate path, the XState actor and decision times. */
export async function gameFigures(module: GameModule): Promise<string[]> {
  const game = BENCH_GAMES.find((g) => g.id === module.id)!;
  if (game.known.figures) return game.known.figures();
  const machine = await module.machine();
  const { rules, lines } = gamePaceFigures({ ...game.pace(), machine });
  return [...lines, ...(game.known.extra?.(rules as never) ?? [])];
}
