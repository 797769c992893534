/** Sushizock's own figures for `npm run bench`, after its simulate path: the odds tables' time. */
import { oddsTable, type SushizockRules } from '@regelwerk/sushizock';

export function sushizockExtra(rules: SushizockRules): string[] {
  const lines = ['(the first tactician decision builds the odds tables)'];
  const oddsStart = performance.now();
  // A fresh rule set object; rule sets with the same dice share the optimiser's tables (rules/odds.ts),
  // which the games above have built: this is the table's cost on top of them.
  oddsTable({ ...rules }, {});
  lines.push(`exact odds, every face and count, one throw and best play in 3 throws (dice tables shared with the games above): ${(performance.now() - oddsStart).toFixed(1)} ms`);
  return lines;
}
