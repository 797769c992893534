import { percent, type TableModel } from '@regelwerk/dsl';
import type { TableParams } from '@regelwerk/engine';
import { oddsFor } from './rules/odds.js';
import type { SushizockRules } from './schema/rules.js';

export interface OddsTarget {
  readonly face: string;
  readonly count: number;
  readonly kind: 'exactly' | 'at-least';
  readonly oneThrow: number;
  readonly bestPlay: number;
}

/**
 * For every face and every count from 1 to the number of dice: the chance of exactly that many
 * and of at least that many, in one throw and with best play within `throws` throws (at least one
 * more die set aside before each further throw; set-aside dice stay and count).
 */
export function oddsTargets(rules: SushizockRules, throws: number): OddsTarget[] {
  const o = oddsFor(rules);
  const count = rules.dice.count;
  const out: OddsTarget[] = [];
  for (const face of o.faces) {
    for (let k = 1; k <= count; k++) {
      for (const kind of ['exactly', 'at-least'] as const) {
        const max = kind === 'exactly' ? k : count;
        out.push({ face, count: k, kind, oneThrow: o.oneThrow(face, k, max), bestPlay: o.bestPlay(face, k, max, throws) });
      }
    }
  }
  return out;
}

/** What `regelwerk odds` prints for Sushizock: a table and the same as JSON. */
export function oddsTable(rules: SushizockRules, params: TableParams): { readonly table: TableModel; readonly json: unknown } {
  const k = params.throws ?? rules.throws.max;
  const targets = oddsTargets(rules, k);
  return {
    json: { game: rules.game, variant: rules.variant?.name ?? null, throws: k, targets },
    table: {
      id: 'odds',
      title: `${rules.title}${rules.variant ? ` (variant ${rules.variant.name})` : ''}: exact odds of each face, best play within ${k} throw${k === 1 ? '' : 's'}`,
      columns: [
        { key: 'face', label: 'Face' },
        { key: 'count', label: 'Dice', numeric: true },
        { key: 'kind', label: 'Kind' },
        { key: 'one', label: 'One throw', numeric: true },
        { key: 'best', label: `Best play, ≤ ${k} throws`, numeric: true },
      ],
      rows: targets.map((t) => ({ face: t.face, count: t.count, kind: t.kind === 'exactly' ? 'exactly' : 'at least', one: percent(t.oneThrow), best: percent(t.bestPlay) })),
    },
  };
}
