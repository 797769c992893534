/**
 * `npm run bench`: figures, never pass/fail. Run on an idle machine; each figure is the best of
 * a few repetitions.
 */
import { MODULES } from '@regelwerk/games/all';
import { pageFigures } from './page.js';
import { latencyFigures } from './latency.js';
import { playgroundFigures } from './playground.js';
import { botFigures } from './bots.js';
import { workerFigures } from './workers.js';
import { gameFigures } from './bench-games.js';

// `npm run bench -- bots [game…] [--games N]`: only the tacticians' decision times and strength.
if (process.argv[2] === 'bots') {
  for (const line of botFigures(process.argv.slice(3))) console.log(line);
  process.exit(0);
}

// `npm run bench -- latency [game…]`: only the click-to-next-paint figure.
if (process.argv[2] === 'latency') {
  for (const line of await latencyFigures(process.argv.slice(3))) console.log(line);
  process.exit(0);
}

// `npm run bench -- playground [game…]`: only the playground's 10,000-game comparison per game.
if (process.argv[2] === 'playground') {
  for (const line of await playgroundFigures(process.argv.slice(3))) console.log(line);
  process.exit(0);
}

// Every game of the registry, in its order: what the bench knows of it (a hand-written loop, odds), or the simulate path alone.
for (const [i, module] of MODULES.entries()) {
  if (i > 0) console.log('');
  for (const line of await gameFigures(module)) console.log(line);
}

console.log('');
for (const line of workerFigures()) console.log(line);

console.log('');
for (const line of await pageFigures()) console.log(line);

console.log('');
for (const line of await latencyFigures()) console.log(line);

console.log('');
for (const line of await playgroundFigures()) console.log(line);
