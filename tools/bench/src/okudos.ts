/** O'kudos' own figures for `npm run bench`, after its simulate path: sudoku generation. */
import { Rng, seedRng } from '@regelwerk/engine';
import { generateSudoku, geometryOf, type OkudosRules } from '@regelwerk/okudos';

export function okudosExtra(rules: OkudosRules): string[] {
  const g = geometryOf(rules);
  const sudokus = 10_000;
  const start = performance.now();
  const rng = new Rng(seedRng('sudoku'));
  for (let i = 0; i < sudokus; i++) generateSudoku(rng, g);
  return [`a solved 9×9 sudoku from the seed: ${(((performance.now() - start) * 1000) / sudokus).toFixed(1)} µs each (${sudokus} made)`];
}
