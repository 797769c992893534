/**
 * `nx run bench:pace`: only the simulate path of each game next to its hand-written loop (the
 * ratio `npm run bench` reports per game), without XState, pages or workers: a quick figure to
 * compare before and after a change to the hot path. Figures, never pass/fail.
 */
import { loadavg } from 'node:os';
import { kaeseschieben, kaeseschiebenBots, schema as kaeseschiebenSchema, type KaeseschiebenRules } from '@regelwerk/kaeseschieben';
import { okudos, okudosBots, schema as okudosSchema, type OkudosRules } from '@regelwerk/okudos';
import { schema as schockenSchema, schocken, schockenBots, type SchockenRules } from '@regelwerk/schocken';
import { schema as sushizockSchema, sushizock, sushizockBots, type SushizockRules } from '@regelwerk/sushizock';
import { gamePaceFigures } from './game-pace.js';
import { handWrittenGame } from './hand-written.js';
import { handWrittenKaeseschieben } from './hand-written-kaeseschieben.js';
import { handWrittenOkudos } from './hand-written-okudos.js';
import { handWrittenSushizock } from './hand-written-sushizock.js';

/** Which games to time: the arguments (`node dist/pace.js schocken okudos`), or every one. */
const only = new Set(process.argv.slice(2));
const wanted = (id: string) => only.size === 0 || only.has(id);

console.log(`load average (1 min) ${loadavg()[0]!.toFixed(1)} at the start; CPU time of this process`);
const figures = [
  wanted('schocken') && gamePaceFigures<SchockenRules>({ title: 'Schocken', rulesFile: 'rules/schocken.rules', schema: schockenSchema, game: schocken, random: () => schockenBots.random(), tactician: (r) => schockenBots.tactician(r), handWritten: handWrittenGame, games: 2000, timedGames: 0 }),
  wanted('sushizock') && gamePaceFigures<SushizockRules>({ title: 'Sushizock im Gockelwok', rulesFile: 'rules/sushizock.rules', schema: sushizockSchema, game: sushizock, random: () => sushizockBots.random(), tactician: (r) => sushizockBots.tactician(r), handWritten: handWrittenSushizock, games: 2000, timedGames: 0 }),
  wanted('kaeseschieben') && gamePaceFigures<KaeseschiebenRules>({ title: 'Käseschieben', rulesFile: 'rules/kaeseschieben.rules', schema: kaeseschiebenSchema, game: kaeseschieben, random: () => kaeseschiebenBots.random(), tactician: (r) => kaeseschiebenBots.tactician(r), handWritten: handWrittenKaeseschieben, games: 100, timedGames: 0 }),
  wanted('okudos') && gamePaceFigures<OkudosRules>({ title: "O'kudos", rulesFile: 'rules/okudos.rules', schema: okudosSchema, game: okudos, random: () => okudosBots.random(), tactician: (r) => okudosBots.tactician(r), handWritten: handWrittenOkudos, games: 1000, timedGames: 0 }),
];
for (const f of figures) if (f) console.log(`\n${f.lines.join('\n')}`);
