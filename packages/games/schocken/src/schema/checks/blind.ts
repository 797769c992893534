import { listNames, suggest, type CompileContext } from '@regelwerk/dsl';
import { BLIND } from '../statements.js';
import { RANKING_RESULT } from './ranking.js';

/**
 * `blind first-throw … except <row> …` names rows of the ranking (the variant's, after its
 * inserts and removals), each once; an unknown row comes with the closest as its fix.
 */
export function checkBlind(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  const ranking = ctx.facts.get(RANKING_RESULT);
  if (!ranking) return;
  const ids = ranking.rows.map((r) => r.id);
  for (const b of decls.all(BLIND)) {
    const seen = new Set<string>();
    for (const row of b.value.except) {
      if (!ids.includes(row.value)) {
        const s = suggest(row.value, ids, row.range);
        diagnostics.error('name/unknown-row', `the ranking has no row \`${row.value}\`${s.hint}; its rows are ${listNames(ids)}`, row.range, s.fixes);
      } else if (seen.has(row.value)) {
        diagnostics.error('blind/repeated', `\`${row.value}\` is already excepted on this line`, row.range, [{ label: 'Remove the repeated row', range: row.range, text: '' }]);
      }
      seen.add(row.value);
    }
  }
}
