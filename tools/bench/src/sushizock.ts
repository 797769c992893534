/** Sushizock's own figures for `npm run bench`, after its simulate path: the odds tables' time. */
import { oddsTable, type SushizockRules } from '@regelwerk/sushizock';

export function sushizockExtra(rules: SushizockRules): string[] {
  const lines = ['(the first tactician decision builds the odds tables)'];
  const oddsStart = performance.now();
  // A fresh rule set object: the odds tables are built anew.
  oddsTable({ ...rules }, undefined);
  lines.push(`exact odds, every face and count, one throw and best play in 3 throws (fresh tables): ${(performance.now() - oddsStart).toFixed(1)} ms`);
  return lines;
}
