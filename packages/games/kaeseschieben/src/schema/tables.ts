import type { GameTables } from '@regelwerk/dsl';
import type { KaeseschiebenRules } from './rules.js';

/** The cheese cubes: how many of each size, how many carry a worm, what they score. */
export function describeRules(rules: KaeseschiebenRules): GameTables {
  return {
    tables: [
      {
        id: 'cubes',
        title: 'Cheese cubes',
        columns: [
          { key: 'size', label: 'Size' },
          { key: 'count', label: 'Count', numeric: true },
          { key: 'worms', label: 'With a worm', numeric: true },
          { key: 'value', label: 'Points', numeric: true },
        ],
        rows: rules.cubes.map((c) => ({ size: c.label, count: c.count, worms: c.worms, value: c.value })),
        note: `A cube with a worm scores ${rules.wormyValue}. Die: ${rules.dice.die.faces.join(', ')}${rules.joker ? `; ${rules.joker.face} = throw again, ×${rules.joker.times}` : ''}. Board ${rules.board.width}×${rules.board.height}.`,
      },
    ],
    json: {
      board: rules.board,
      die: rules.dice.die,
      joker: rules.joker,
      cubes: rules.cubes,
      worms: rules.worms,
      wormyValue: rules.wormyValue,
      layout: rules.layout,
      options: rules.options,
    },
  };
}
