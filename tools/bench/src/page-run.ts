/**
 * `npm run bench:page [-- runs]`: the embed page's figures alone (see page.ts), with each file it
 * loads and what that file holds. `npm run bench` prints the same headline figures among the rest.
 */
import { pageFigures } from './page.js';

const runs = Number(process.argv[2] ?? 7);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run bench:page [-- <loads, a whole number ≥ 1>]');
  process.exit(2);
}
for (const line of await pageFigures(runs, true)) console.log(line);
