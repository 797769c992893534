/**
 * The tactician's strength against random bots, shared by `bench:variants` (every rule file) and
 * `bench:bots` (every player count): seeded games of one tactician among random bots, the
 * tactician's seat turning round the table. Games with a loser (Schocken) count how often each
 * seat loses; games with winners count how often each wins (a shared win counts for every winner).
 */
import { compile, type GameSchema, type RuleSet } from '@regelwerk/dsl';
import { playGame, type Bot, type GameModule } from '@regelwerk/engine';
import { MODULES, SCHEMAS } from '@regelwerk/games/all';
import { readRules } from './rule-files.js';

export interface BenchGame {
  readonly module: GameModule;
  readonly schema: GameSchema;
  /** How strength is read: by losing (a game of one loser, such as Schocken) or by winning. */
  readonly by: 'losing' | 'winning';
}

/** The rule file at `path` (under rules/), compiled; a variant may name its base game. */
export function compiledRules(path: string): RuleSet {
  const result = compile(readRules(path), { schemas: SCHEMAS, file: `rules/${path}`, resolveGame: (id) => ({ file: `rules/${id}.rules`, text: readRules(`${id}.rules`) }) });
  if (!result.ok) throw new Error(`rules/${path} does not compile: ${result.diagnostics[0]?.message}`);
  return result.rules;
}

/**
 * Whether a game is read by its loser or by its winners: the smaller side of a game of random
 * bots at the largest table its rules allow (at most six). One loser among several winners
 * (Schocken) is read by losing; everything else by winning.
 */
function measureOf(module: GameModule): BenchGame['by'] {
  const rules = compiledRules(`${module.id}.rules`);
  const range = rules.players as { readonly min: number; readonly max: number | null };
  const n = Math.max(range.min, Math.min(range.max ?? 6, 6));
  const random = (module.runtime.bots as Readonly<Record<string, (rules: RuleSet) => Bot>>).random!(rules);
  const players = Array.from({ length: n }, (_, s) => ({ name: `P${s}`, bot: 'random' }));
  const { outcome } = playGame({ game: module.runtime, rules, players, seed: 'bench/measure', bots: { random } });
  return outcome.losers.length === 1 && outcome.winners.length > 1 ? 'losing' : 'winning';
}

/** Every game of the registry with an engine, in its order. */
export const GAMES: readonly BenchGame[] = MODULES.map((module) => ({ module, schema: SCHEMAS.find((s) => s.id === module.id)!, by: measureOf(module) }));

/** The bot factories a game offers, by id. */
export const botsOf = (game: BenchGame) => game.module.runtime.bots as Readonly<Record<string, (rules: RuleSet) => Bot>>;

export interface Strength {
  readonly file: string;
  readonly players: number;
  readonly games: number;
  readonly by: 'losing' | 'winning';
  /** The tactician's rate, and the random seats' average rate, of losing or winning. */
  readonly tactician: number;
  readonly random: number;
}

/** Plays `games` games of `path` with `n` at the table and counts how often the tactician's seat and the others lose or win; seeds `${seed}/${i}`. */
export function strength(game: BenchGame, path: string, n: number, games: number, seed: string): Strength {
  const rules = compiledRules(path);
  const bots = botsOf(game);
  const seated = { tactician: bots.tactician!(rules), random: bots.random!(rules) };
  let mine = 0;
  let theirs = 0;
  for (let i = 0; i < games; i++) {
    const seat = i % n;
    const players = Array.from({ length: n }, (_, s) => ({ name: `P${s}`, bot: s === seat ? 'tactician' : 'random' }));
    const { outcome } = playGame({ game: game.module.runtime, rules, players, seed: `${seed}/${i}`, bots: seated });
    const counted = game.by === 'losing' ? outcome.losers : outcome.winners;
    for (const s of counted) {
      if (s === seat) mine++;
      else theirs++;
    }
  }
  return { file: path, players: n, games, by: game.by, tactician: mine / games, random: theirs / games / (n - 1) };
}

/** A rate as a percentage with its 95 % interval (normal approximation): "31.2 ± 2.0 %". */
export function rateWithInterval(rate: number, games: number): string {
  const half = 1.96 * Math.sqrt((rate * (1 - rate)) / games);
  return `${(rate * 100).toFixed(1)} ± ${(half * 100).toFixed(1)} %`;
}
