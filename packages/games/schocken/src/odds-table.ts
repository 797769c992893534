import { percent, type TableModel } from '@regelwerk/dsl';
import type { SchockenRules } from './schema/rules.js';
import { oddsForRules, type TableParams } from '@regelwerk/engine';

/**
 * Exact odds of every throw: exactly it in one throw, and it or better with best play within
 * `params.throws` throws (declared by `throwsParam`).
 */
export function oddsTable(rules: SchockenRules, params: TableParams): { readonly table: TableModel; readonly json: unknown } {
  const k = params.throws ?? rules.throws.max;
  const o = oddsForRules(rules);
  const outcomes = rules.ranking.outcomes.map((x) => ({ dice: x.dice, label: x.label, oneThrow: x.probability, bestPlay: o.bestPlay(x.rank, k) }));
  return {
    json: { game: rules.game, variant: rules.variant?.name ?? null, throws: k, outcomes },
    table: {
      id: 'odds',
      title: `${rules.title}${rules.variant ? ` (variant ${rules.variant.name})` : ''}: exact odds, best play within ${k} throw${k === 1 ? '' : 's'}`,
      columns: [
        { key: 'rank', label: 'Rank', numeric: true },
        { key: 'dice', label: 'Dice' },
        { key: 'label', label: 'Name' },
        { key: 'one', label: 'Exactly, one throw', numeric: true },
        { key: 'best', label: `This or better, ≤ ${k} throws`, numeric: true },
      ],
      rows: outcomes.map((x, i) => ({ rank: i + 1, dice: x.dice.join('-'), label: x.label, one: percent(x.oneThrow), best: percent(x.bestPlay) })),
    },
  };
}
