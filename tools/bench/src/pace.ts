/**
 * `nx run bench:pace`: only the simulate path of each game next to its hand-written loop (the
 * ratio `npm run bench` reports per game), without XState, pages or workers: a quick figure to
 * compare before and after a change to the hot path. Figures, never pass/fail.
 */
import { loadavg } from 'node:os';
import { BENCH_GAMES } from './bench-games.js';
import { gamePaceFigures } from './game-pace.js';

/** Which games to time: the arguments (`node dist/pace.js <id> <id>`), or every game of the registry. */
const only = new Set(process.argv.slice(2));

console.log(`load average (1 min) ${loadavg()[0]!.toFixed(1)} at the start; CPU time of this process`);
for (const game of BENCH_GAMES) if (only.size === 0 || only.has(game.id)) console.log(`\n${gamePaceFigures(game.pace(0)).lines.join('\n')}`);
