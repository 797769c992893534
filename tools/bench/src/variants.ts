/**
 * `npm run bench:variants`: the tactician's strength per rule file. For every game file in rules/
 * and every variant of it in rules/variants, plays N seeded games (default 200; `--games N`) of
 * one tactician against random bots, the tactician's seat turning round the table, and prints a
 * markdown table. Games with a loser (Schocken) count how often each seat loses; games with
 * winners count how often each wins (a shared win counts for every winner). Deterministic: the
 * same seeds and rule files give the same table.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { compile, type GameSchema, type RuleSet } from '@regelwerk/dsl';
import { playGame, type Bot, type GameModule } from '@regelwerk/engine';
import { module as kaeseschieben, schema as kaeseschiebenSchema } from '@regelwerk/kaeseschieben';
import { module as okudos, schema as okudosSchema } from '@regelwerk/okudos';
import { module as schocken, schema as schockenSchema } from '@regelwerk/schocken';
import { module as sushizock, schema as sushizockSchema } from '@regelwerk/sushizock';

const RULES = new URL('../../../rules/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, RULES), 'utf8');

/** The games and how their strength is read: by losing (Schocken has one loser) or by winning. */
const GAMES: readonly { readonly module: GameModule; readonly schema: GameSchema; readonly by: 'losing' | 'winning' }[] = [
  { module: schocken as GameModule, schema: schockenSchema as GameSchema, by: 'losing' },
  { module: sushizock as GameModule, schema: sushizockSchema as GameSchema, by: 'winning' },
  { module: kaeseschieben as GameModule, schema: kaeseschiebenSchema as GameSchema, by: 'winning' },
  { module: okudos as GameModule, schema: okudosSchema as GameSchema, by: 'winning' },
];
const SCHEMAS = GAMES.map((g) => g.schema);
/** Three at the table where the rules allow it: the rulebook variants of O'kudos are written for three. */
const TABLE = 3;

function compiled(path: string): RuleSet {
  const result = compile(read(path), { schemas: SCHEMAS, file: `rules/${path}`, resolveGame: (id) => ({ file: `rules/${id}.rules`, text: read(`${id}.rules`) }) });
  if (!result.ok) throw new Error(`rules/${path} does not compile: ${result.diagnostics[0]?.message}`);
  return result.rules;
}

export interface Strength {
  readonly file: string;
  readonly players: number;
  readonly games: number;
  readonly by: 'losing' | 'winning';
  /** The tactician's rate, and the random seats' average rate, of losing or winning. */
  readonly tactician: number;
  readonly random: number;
}

/** Plays `games` games of `path` and counts how often the tactician's seat and the others lose or win. */
export function strength(game: (typeof GAMES)[number], path: string, games: number): Strength {
  const rules = compiled(path);
  const range = rules.players as { readonly min: number; readonly max: number | null };
  const n = Math.max(range.min, Math.min(TABLE, range.max ?? TABLE));
  const bots = game.module.runtime.bots as Readonly<Record<string, (rules: RuleSet) => Bot>>;
  const seated = { tactician: bots.tactician!(rules), random: bots.random!(rules) };
  let mine = 0;
  let theirs = 0;
  for (let i = 0; i < games; i++) {
    const seat = i % n;
    const players = Array.from({ length: n }, (_, s) => ({ name: `P${s}`, bot: s === seat ? 'tactician' : 'random' }));
    const { outcome } = playGame({ game: game.module.runtime, rules, players, seed: `variants/${path}/${i}`, bots: seated });
    const counted = game.by === 'losing' ? outcome.losers : outcome.winners;
    for (const s of counted) {
      if (s === seat) mine++;
      else theirs++;
    }
  }
  return { file: path, players: n, games, by: game.by, tactician: mine / games, random: theirs / games / (n - 1) };
}

/** Every rule file of every game: the game's own, then its variants in name order. */
export function ruleFiles(): { readonly game: (typeof GAMES)[number]; readonly path: string }[] {
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
  rows.push(strength(game, path, games));
  process.stderr.write(`${path}\n`);
}
process.stdout.write(`${table(rows)}\n`);
