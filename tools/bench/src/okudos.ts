/** O'kudos' figures for `npm run bench`: the simulate path next to a hand-written loop, bot decision time, sudoku generation. */
import { Rng, seedRng } from '@regelwerk/engine';
import { generateSudoku, geometryOf, okudos, okudosBots, okudosMachine, schema, type OkudosRules } from '@regelwerk/okudos';
import { gamePaceFigures } from './game-pace.js';
import { handWrittenOkudos } from './hand-written-okudos.js';

export function okudosFigures(): string[] {
  const { rules, lines } = gamePaceFigures<OkudosRules>({
    title: "O'kudos",
    rulesFile: 'rules/okudos.rules',
    schema,
    game: okudos,
    machine: okudosMachine,
    random: () => okudosBots.random(),
    tactician: (rules) => okudosBots.tactician(rules),
    handWritten: handWrittenOkudos,
    games: 1000,
    timedGames: 200,
  });
  const g = geometryOf(rules);
  const sudokus = 10_000;
  const start = performance.now();
  const rng = new Rng(seedRng('sudoku'));
  for (let i = 0; i < sudokus; i++) generateSudoku(rng, g);
  lines.push(`a solved 9×9 sudoku from the seed: ${(((performance.now() - start) * 1000) / sudokus).toFixed(1)} µs each (${sudokus} made)`);
  return lines;
}
