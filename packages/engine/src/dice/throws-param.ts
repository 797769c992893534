import type { TableParam } from '../params.js';

/**
 * The parameter of a dice game whose rules say how many throws a turn may use (the shared
 * `throws` statement): how many throws best play may use in its tables and odds, from 1 to the
 * most the rules allow, 3 unless asked.
 */
export function throwsParam<Rules extends { readonly throws: { readonly max: number } }>(): TableParam<Rules> {
  return {
    name: 'throws',
    label: { de: 'erlaubte Würfe', en: 'throws allowed' },
    unit: { de: ['Wurf', 'Würfe'], en: ['throw', 'throws'] },
    min: 1,
    max: (rules) => rules.throws.max,
    default: 3,
    statement: 'throws',
  };
}
