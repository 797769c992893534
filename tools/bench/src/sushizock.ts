/** Sushizock's figures for `npm run bench`: the simulate path next to a hand-written loop, bot and odds times. */
import { oddsTable, schema, sushizock, sushizockBots, sushizockMachine, type SushizockRules } from '@regelwerk/sushizock';
import { gamePaceFigures } from './game-pace.js';
import { handWrittenSushizock } from './hand-written-sushizock.js';

export function sushizockFigures(): string[] {
  const { rules, lines } = gamePaceFigures<SushizockRules>({
    title: 'Sushizock im Gockelwok',
    rulesFile: 'rules/sushizock.rules',
    schema,
    game: sushizock,
    machine: sushizockMachine,
    random: () => sushizockBots.random(),
    tactician: (rules) => sushizockBots.tactician(rules),
    handWritten: handWrittenSushizock,
    games: 2000,
    timedGames: 200,
  });
  lines.push('(the first tactician decision builds the odds tables)');
  const oddsStart = performance.now();
  // A fresh rule set object: the odds tables are built anew.
  oddsTable({ ...rules }, undefined);
  lines.push(`exact odds, every face and count, one throw and best play in 3 throws (fresh tables): ${(performance.now() - oddsStart).toFixed(1)} ms`);
  return lines;
}
