/**
 * One measured process of `nx run bench:instructions` (see instructions.ts): compiles a game's
 * rule file, warms up as `bench:pace` does (a few tactician games, so that the simulate path is
 * compiled as it is in a mixed process), then plays `games` games of the simulate path with
 * random bots, or five times as many of the hand-written loop, and prints the decisions taken.
 * Run under valgrind, the difference between two such runs is the instructions those games cost.
 */
import { compile } from '@regelwerk/dsl';
import { playGame, Rng, seedRng, type AnyGameRuntime, type Bot } from '@regelwerk/engine';
import { PACE_GAMES } from './instructions-games.js';
import { readRules } from './rule-files.js';

const [id, mode, count] = [process.argv[2] ?? '', process.argv[3] ?? '', Number(process.argv[4])];
const spec = PACE_GAMES.find((g) => g.id === id);
if (!spec || (mode !== 'simulate' && mode !== 'hand') || !Number.isInteger(count) || count < 0) {
  console.error(`usage: node dist/instructions-run.js <${PACE_GAMES.map((g) => g.id).join('|')}> <simulate|hand> <games>`);
  process.exit(2);
}
const compiled = compile(readRules(spec.rulesFile), { schemas: [spec.schema], file: `rules/${spec.rulesFile}` });
if (!compiled.ok) throw new Error(`${spec.rulesFile} does not compile`);
const rules = compiled.rules;
const game: AnyGameRuntime = spec.game;
const players = (bot: string) => Array.from({ length: 4 }, (_, i) => ({ name: `${bot} ${i}`, bot }));
const play = (bot: 'random' | 'tactician', from: number, n: number) => {
  const bots: Record<string, Bot> = { [bot]: (bot === 'random' ? spec.random(rules) : spec.tactician(rules)) as Bot };
  let decisions = 0;
  for (let i = from; i < from + n; i++) decisions += playGame({ game, rules, players: players(bot), seed: `bench/${i}`, bots }).decisions;
  return decisions;
};
let decisions = 0;
if (mode === 'simulate') {
  play('tactician', 0, spec.warmUp);
  decisions = play('random', 0, count);
} else {
  const rng = new Rng(seedRng('hand'));
  for (let i = 0; i < count * 5; i++) decisions += spec.handWritten(rules, 4, rng).decisions;
}
console.log(`decisions ${decisions}`);
