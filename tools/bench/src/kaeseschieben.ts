/** Käseschieben's figures for `npm run bench`: the simulate path next to a hand-written loop, bot and odds times. */
import { kaeseschieben, kaeseschiebenBots, kaeseschiebenMachine, oddsTable, schema, type KaeseschiebenRules } from '@regelwerk/kaeseschieben';
import { gamePaceFigures } from './game-pace.js';
import { handWrittenKaeseschieben } from './hand-written-kaeseschieben.js';

export function kaeseschiebenFigures(): string[] {
  const { rules, lines } = gamePaceFigures<KaeseschiebenRules>({
    title: 'Käseschieben',
    rulesFile: 'rules/kaeseschieben.rules',
    schema,
    game: kaeseschieben,
    machine: kaeseschiebenMachine,
    random: () => kaeseschiebenBots.random(),
    tactician: (rules) => kaeseschiebenBots.tactician(rules),
    handWritten: handWrittenKaeseschieben,
    games: 100,
    timedGames: 50,
  });
  const oddsStart = performance.now();
  oddsTable(rules, undefined);
  lines.push(`exact odds of the steps a turn moves: ${(performance.now() - oddsStart).toFixed(2)} ms`);
  return lines;
}
