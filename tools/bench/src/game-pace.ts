/**
 * One game's figures for `npm run bench`: the simulate path (random and tactician bots) next to a
 * hand-written loop of the same game, the XState actor on the same games, and the tactician's
 * decision time. Each game's file adds what is its own (odds, sudoku generation).
 */
import { compile, type GameSchema, type RuleSet } from '@regelwerk/dsl';
import { playGame, Rng, seedRng, type AnyGameRuntime, type Bot } from '@regelwerk/engine';
import type { AnyStateMachine } from 'xstate';
import { xstateActorPace } from './actor.js';
import { cpuSeconds, loadText } from './cpu.js';
import { readRules } from './rule-files.js';

export interface GamePace<R extends RuleSet> {
  readonly title: string;
  /** The game's own rule file, below rules/ (or its own rule folder): `<id>.rules`. */
  readonly rulesFile: string;
  readonly schema: GameSchema;
  readonly game: AnyGameRuntime;
  /** The XState machine of the game, when the actor is to be timed too. */
  readonly machine?: AnyStateMachine;
  readonly random: (rules: R) => unknown;
  readonly tactician: (rules: R) => unknown;
  /** A loop of the same game written by hand, where the bench has one: the ratio to it is the figure. */
  readonly handWritten?: (rules: R, players: number, rng: Rng) => { readonly decisions: number };
  /** Games with random bots per timing (the tactician plays a quarter of them, the loop five times as many). */
  readonly games: number;
  /** Games of tacticians whose decisions are timed one by one (0: none, no decision times). */
  readonly timedGames: number;
  readonly players?: number;
}

export const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toPrecision(3));


function best(runs: number, f: () => { decisions: number }): { decisions: number; seconds: number } {
  let out: { decisions: number; seconds: number } | undefined;
  for (let i = 0; i < runs; i++) {
    const start = cpuSeconds();
    const r = f();
    const seconds = cpuSeconds() - start;
    if (!out || seconds < out.seconds) out = { decisions: r.decisions, seconds };
  }
  return out!;
}

/** Compiles the game's rule file and times it; returns the rule set (for the game's own figures) and the lines. */
export function gamePaceFigures<R extends RuleSet>(spec: GamePace<R>): { readonly rules: R; readonly lines: string[] } {
  const compiled = compile(readRules(spec.rulesFile), { schemas: [spec.schema], file: `rules/${spec.rulesFile}` });
  if (!compiled.ok) throw new Error(`${spec.rulesFile} does not compile`);
  const rules = compiled.rules as R;
  const count = spec.players ?? 4;
  const { game, games } = spec;
  const players = (bot: string) => Array.from({ length: count }, (_, i) => ({ name: `${bot} ${i}`, bot }));
  const lines: string[] = [`${spec.title}, ${count} players`];
  const simulate = (bot: 'random' | 'tactician', n: number) => {
    const bots: Record<string, Bot> = { [bot]: (bot === 'random' ? spec.random(rules) : spec.tactician(rules)) as Bot };
    let decisions = 0;
    for (let i = 0; i < n; i++) decisions += playGame({ game, rules, players: players(bot), seed: `bench/${i}`, bots }).decisions;
    return { decisions };
  };
  const handWritten = spec.handWritten;
  const loop = handWritten
    ? () => {
        const rng = new Rng(seedRng('hand'));
        let decisions = 0;
        for (let i = 0; i < games * 5; i++) decisions += handWritten(rules, count, rng).decisions;
        return { decisions };
      }
    : null;
  const pace: Record<string, { decisions: number; seconds: number; games: number }> = {
    random: { games, ...best(3, () => simulate('random', games)) },
    tactician: { games: games / 4, ...best(3, () => simulate('tactician', games / 4)) },
    ...(loop ? { hand: { games: games * 5, ...best(3, loop) } } : {}),
  };
  // The random path and the hand-written loop once more, in turns: a busy moment of the machine
  // should not fall on one of them only, since their ratio is the figure.
  for (let round = 0; loop && round < 5; round++) {
    const again = best(1, () => simulate('random', games));
    if (again.seconds < pace.random!.seconds) pace.random = { games, ...again };
    const handAgain = best(1, loop);
    if (handAgain.seconds < pace.hand!.seconds) pace.hand = { games: games * 5, ...handAgain };
  }
  const label: Record<string, string> = { random: 'simulate path, random bots', tactician: 'simulate path, tactician bots', hand: 'hand-written loop, random policy' };
  for (const [k, p] of Object.entries(pace)) lines.push(`${label[k]!.padEnd(34)} ${fmt(p.games / p.seconds).padStart(8)} games/s ${fmt(p.decisions / p.seconds).padStart(9)} decisions/s ${fmt((p.seconds * 1e6) / p.decisions).padStart(6)} µs/decision`);
  if (pace.hand) {
    const ratio = pace.hand.decisions / pace.hand.seconds / (pace.random!.decisions / pace.random!.seconds);
    lines.push(`hand-written loop is ${ratio.toFixed(1)}× the simulate path (random bots) in decisions/s (${loadText()})`);
  } else lines.push(`(no hand-written loop of this game in the bench to compare with; ${loadText()})`);
  if (spec.machine) {
    const actor = xstateActorPace(game, spec.machine, rules, players('random'), Math.max(10, games / 20));
    lines.push(`${'XState actor, same games (no bots)'.padEnd(34)} ${'–'.padStart(8)} games/s ${fmt(actor.decisions / actor.seconds).padStart(9)} decisions/s ${fmt((actor.seconds * 1e6) / actor.decisions).padStart(6)} µs/decision`);
  }
  if (spec.timedGames === 0) return { rules, lines };
  const times: number[] = [];
  const tactician = { tactician: spec.tactician(rules) as Bot };
  for (let i = 0; i < spec.timedGames; i++) playGame({ game, rules, players: players('tactician'), seed: `decide/${i}`, bots: tactician, clock: () => performance.now() }).decisionTimes.forEach((t) => times.push(t));
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.floor(times.length * p)]!;
  lines.push(`tactician decision time over ${times.length} decisions: p50 ${(q(0.5) * 1000).toFixed(1)} µs, p95 ${(q(0.95) * 1000).toFixed(1)} µs, max ${(times[times.length - 1]! * 1000).toFixed(0)} µs`);
  return { rules, lines };
}
