import { percent, type TableModel } from '@regelwerk/dsl';
import type { TableParams } from '@regelwerk/engine';
import { stepOdds } from './rules/odds.js';
import type { KaeseschiebenRules } from './schema/rules.js';

/** What `regelwerk odds` prints for Käseschieben: how many steps a turn moves, exactly (it takes no parameter). */
export function oddsTable(rules: KaeseschiebenRules, _params?: TableParams): { readonly table: TableModel; readonly json: unknown } {
  const steps = stepOdds(rules);
  return {
    json: { steps },
    table: {
      id: 'steps',
      title: `${rules.title}${rules.variant ? ` (variant ${rules.variant.name})` : ''}: how many steps a turn moves`,
      columns: [
        { key: 'steps', label: 'Steps', numeric: true },
        { key: 'p', label: 'Chance', numeric: true },
      ],
      rows: steps.map((s) => ({ steps: s.steps, p: percent(s.probability) })),
    },
  };
}
