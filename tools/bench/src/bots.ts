/**
 * `npm run bench:bots` (or `npm run bench -- bots`): each game's tactician, per player count from
 * two to the most its rules allow (Schocken, which allows any number: six). Its decision time
 * (mean, median, 95th percentile and most, in games of tacticians only, the least of three runs; the time a decision takes
 * includes the view and the legal list the engine builds for it; a simulation's pace follows the mean, which a
 * search's long moves can put far above the median) and its strength against random
 * bots (`--games N` seeded games per player count, default 2,000, the tactician's seat turning
 * round the table), with a 95 % interval. Figures, never pass/fail; the win rates are
 * deterministic, the times are not (run it a few times and read the load average beside them).
 */
import { loadavg } from 'node:os';
import { playGame, type Bot } from '@regelwerk/engine';
import { botsOf, compiledRules, GAMES, rateWithInterval, strength } from './strength.js';

/**
 * Games of tacticians whose decisions are timed, per game and player count: a few thousand
 * decisions each (the games the bench knows; any other game of the registry plays DEFAULT_TIMED).
 */
const TIMED: Readonly<Record<string, number>> = { schocken: 200, sushizock: 100, kaeseschieben: 30, okudos: 60 };
const DEFAULT_TIMED = 50;
/** The largest table for a game whose rules set no limit. */
const MOST = 6;

export function botFigures(args: readonly string[]): string[] {
  const at = args.indexOf('--games');
  const games = at >= 0 ? Number(args[at + 1]) : 2000;
  if (!Number.isInteger(games) || games < 1) throw new Error('bench bots: --games takes a whole number of games per player count, e.g. --games 2000');
  const only = new Set(args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--games'));
  const lines = [
    `tacticians: decision time in games of tacticians only, strength in ${games} games per player count against random bots; load average (1 min) ${loadavg()[0]!.toFixed(1)} at the start`,
    '| game | players | decisions timed | mean µs | p50 µs | p95 µs | max µs | measure | tactician | random seats (average) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const game of GAMES) {
    const id = game.module.id;
    if (only.size > 0 && !only.has(id)) continue;
    const path = `${id}.rules`;
    const rules = compiledRules(path);
    const range = rules.players as { readonly min: number; readonly max: number | null };
    for (let n = range.min; n <= (range.max ?? MOST); n++) {
      // The same games timed three times, each quantile the least of the three: a busy moment of
      // the machine lengthens a run's times, never shortens them.
      const tactician = { tactician: botsOf(game).tactician!(rules) as Bot };
      const players = Array.from({ length: n }, (_, s) => ({ name: `T${s}`, bot: 'tactician' }));
      const runs = Array.from({ length: 3 }, () => {
        const times: number[] = [];
        for (let i = 0; i < (TIMED[id] ?? DEFAULT_TIMED); i++) for (const t of playGame({ game: game.module.runtime, rules, players, seed: `decide/${n}/${i}`, bots: tactician, clock: () => performance.now() }).decisionTimes) times.push(t);
        return times.sort((a, b) => a - b);
      });
      const us = (p: number) => (Math.min(...runs.map((t) => t[Math.min(t.length - 1, Math.floor(t.length * p))]!)) * 1000).toFixed(1);
      const mean = (Math.min(...runs.map((t) => t.reduce((a, b) => a + b, 0) / Math.max(1, t.length))) * 1000).toFixed(1);
      const s = strength(game, path, n, games, `bots/${n}`);
      lines.push(`| ${id} | ${n} | ${runs[0]!.length} | ${mean} | ${us(0.5)} | ${us(0.95)} | ${us(1)} | ${s.by === 'losing' ? 'loses' : 'wins'} | ${rateWithInterval(s.tactician, games)} | ${rateWithInterval(s.random, games * (n - 1))} |`);
      process.stderr.write(`${id} ${n}\n`);
    }
  }
  return lines;
}

if (process.argv[1]?.endsWith('bots.js')) for (const line of botFigures(process.argv.slice(2))) console.log(line);
