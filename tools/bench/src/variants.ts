/**
 * `npm run bench:variants`: the tactician's strength per rule file. For every game file in rules/
 * and every variant of it in rules/variants, plays N seeded games (default 200; `--games N`) of
 * one tactician against random bots, the tactician's seat turning round the table, and prints a
 * markdown table. Games with a loser (Schocken) count how often each seat loses; games with
 * winners count how often each wins (a shared win counts for every winner). Deterministic: the
 * same seeds and rule files give the same table.
 */
import { readdirSync } from 'node:fs';
import { compiledRules, GAMES, strength, type BenchGame, type Strength } from './strength.js';

const RULES = new URL('../../../rules/', import.meta.url);
/** Three at the table where the rules allow it: the rulebook variants of O'kudos are written for three. */
const TABLE = 3;

/** How many sit at the table for `path`: three, or as near as its rules allow. */
function tableFor(path: string): number {
  const range = compiledRules(path).players as { readonly min: number; readonly max: number | null };
  return Math.max(range.min, Math.min(TABLE, range.max ?? TABLE));
}

/** Every rule file of every game: the game's own, then its variants in name order. */
export function ruleFiles(): { readonly game: BenchGame; readonly path: string }[] {
  const variants = readdirSync(new URL('variants/', RULES)).filter((f) => f.endsWith('.rules')).sort();
  return GAMES.flatMap((game) => [
    { game, path: `${game.module.id}.rules` },
    ...variants.filter((f) => f.startsWith(`${game.module.id}-`)).map((f) => ({ game, path: `variants/${f}` })),
  ]);
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export function table(rows: readonly Strength[]): string {
  const lines = ['| rule file | players | games | measure | tactician | random seats (average) |', '| --- | --- | --- | --- | --- | --- |'];
  for (const r of rows) lines.push(`| \`${r.file}\` | ${r.players} | ${r.games} | ${r.by === 'losing' ? 'loses' : 'wins'} | ${pct(r.tactician)} | ${pct(r.random)} |`);
  return lines.join('\n');
}

const arg = process.argv.indexOf('--games');
const games = arg >= 0 ? Number(process.argv[arg + 1]) : 200;
if (!Number.isInteger(games) || games < 1) {
  process.stderr.write('bench:variants: --games takes a whole number of games per rule file, e.g. --games 200\n');
  process.exit(2);
}
const only = process.argv.indexOf('--only');
const filter = only >= 0 ? (process.argv[only + 1] ?? '') : '';
const rows: Strength[] = [];
for (const { game, path } of ruleFiles()) {
  if (!path.includes(filter)) continue;
  rows.push(strength(game, path, tableFor(path), games, `variants/${path}`));
  process.stderr.write(`${path}\n`);
}
process.stdout.write(`${table(rows)}\n`);
