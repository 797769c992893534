/** Käseschieben's own figures for `npm run bench`, after its simulate path: the odds table's time. */
import { oddsTable, type KaeseschiebenRules } from '@regelwerk/kaeseschieben';

export function kaeseschiebenExtra(rules: KaeseschiebenRules): string[] {
  const oddsStart = performance.now();
  oddsTable(rules, undefined);
  return [`exact odds of the steps a turn moves: ${(performance.now() - oddsStart).toFixed(2)} ms`];
}
