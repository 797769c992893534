/** Sushizock's figures for `npm run bench`: the simulate path next to a hand-written loop, bot and odds times. */
import { readFileSync } from 'node:fs';
import { compile } from '@regelwerk/dsl';
import { playGame, Rng, seedRng, type Bot } from '@regelwerk/engine';
import { oddsTable, schema, sushizock, sushizockBots, sushizockMachine, type SushizockRules } from '@regelwerk/sushizock';
import { xstateActorPace } from './actor.js';
import { handWrittenSushizock } from './hand-written-sushizock.js';

const PLAYERS = 4;
const GAMES = 2000;

function best(runs: number, f: () => { decisions: number }): { decisions: number; seconds: number } {
  let out: { decisions: number; seconds: number } | undefined;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const r = f();
    const seconds = (performance.now() - start) / 1000;
    if (!out || seconds < out.seconds) out = { decisions: r.decisions, seconds };
  }
  return out!;
}

export function sushizockFigures(): string[] {
  const compiled = compile(readFileSync(new URL('../../../rules/sushizock.rules', import.meta.url), 'utf8'), { schemas: [schema], file: 'rules/sushizock.rules' });
  if (!compiled.ok) throw new Error('rules/sushizock.rules does not compile');
  const rules = compiled.rules as SushizockRules;
  const players = (bot: string) => Array.from({ length: PLAYERS }, (_, i) => ({ name: `${bot} ${i}`, bot }));
  const lines: string[] = [`Sushizock im Gockelwok, ${PLAYERS} players`];
  const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toPrecision(3));
  const pace: Record<string, { decisions: number; seconds: number; games: number }> = {};
  for (const bot of ['random', 'tactician']) {
    const bots: Record<string, Bot> = { [bot]: (bot === 'random' ? sushizockBots.random() : sushizockBots.tactician(rules)) as Bot };
    const games = bot === 'random' ? GAMES : GAMES / 4;
    pace[bot] = { games, ...best(3, () => {
      let decisions = 0;
      for (let i = 0; i < games; i++) decisions += playGame({ game: sushizock, rules, players: players(bot), seed: `bench/${i}`, bots }).decisions;
      return { decisions };
    }) };
  }
  pace.hand = { games: GAMES * 5, ...best(3, () => {
    const rng = new Rng(seedRng('hand'));
    let decisions = 0;
    for (let i = 0; i < GAMES * 5; i++) decisions += handWrittenSushizock(rules, PLAYERS, rng).decisions;
    return { decisions };
  }) };
  // The random path and the hand-written loop once more, in turns: a busy moment of the machine
  // should not fall on one of them only, since their ratio is the figure.
  for (let round = 0; round < 3; round++) {
    const again = best(1, () => {
      let decisions = 0;
      const bots = { random: sushizockBots.random() as Bot };
      for (let i = 0; i < GAMES; i++) decisions += playGame({ game: sushizock, rules, players: players('random'), seed: `bench/${i}`, bots }).decisions;
      return { decisions };
    });
    if (again.seconds < pace.random!.seconds) pace.random = { games: GAMES, ...again };
    const handAgain = best(1, () => {
      const rng = new Rng(seedRng('hand'));
      let decisions = 0;
      for (let i = 0; i < GAMES * 5; i++) decisions += handWrittenSushizock(rules, PLAYERS, rng).decisions;
      return { decisions };
    });
    if (handAgain.seconds < pace.hand!.seconds) pace.hand = { games: GAMES * 5, ...handAgain };
  }
  const label = { random: 'simulate path, random bots', tactician: 'simulate path, tactician bots', hand: 'hand-written loop, random policy' } as Record<string, string>;
  for (const [k, p] of Object.entries(pace)) lines.push(`${label[k]!.padEnd(34)} ${fmt(p.games / p.seconds).padStart(8)} games/s ${fmt(p.decisions / p.seconds).padStart(9)} decisions/s ${fmt((p.seconds * 1e6) / p.decisions).padStart(6)} µs/decision`);
  const ratio = pace.hand!.decisions / pace.hand!.seconds / (pace.random!.decisions / pace.random!.seconds);
  lines.push(`hand-written loop is ${ratio.toFixed(1)}× the simulate path (random bots) in decisions/s`);
  const actor = xstateActorPace(sushizock, sushizockMachine, rules, players('random'), Math.max(10, GAMES / 20));
  lines.push(`${'XState actor, same games (no bots)'.padEnd(34)} ${'–'.padStart(8)} games/s ${fmt(actor.decisions / actor.seconds).padStart(9)} decisions/s ${fmt((actor.seconds * 1e6) / actor.decisions).padStart(6)} µs/decision`);

  const times: number[] = [];
  const tactician = { tactician: sushizockBots.tactician(rules) as Bot };
  for (let i = 0; i < 200; i++) playGame({ game: sushizock, rules, players: players('tactician'), seed: `decide/${i}`, bots: tactician, clock: () => performance.now() }).decisionTimes.forEach((t) => times.push(t));
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.floor(times.length * p)]!;
  lines.push(`tactician decision time over ${times.length} decisions: p50 ${(q(0.5) * 1000).toFixed(1)} µs, p95 ${(q(0.95) * 1000).toFixed(1)} µs, max ${(times[times.length - 1]! * 1000).toFixed(0)} µs (first decision builds the odds tables)`);
  const oddsStart = performance.now();
  // A fresh rule set object: the odds tables are built anew.
  oddsTable({ ...rules }, undefined);
  lines.push(`exact odds, every face and count, one throw and best play in 3 throws (fresh tables): ${(performance.now() - oddsStart).toFixed(1)} ms`);
  return lines;
}
