import { countValues, type GameTables, type TableModel } from '@regelwerk/dsl';
import type { SushizockRules } from './rules.js';

const signed = (v: number) => (v > 0 ? `+${v}` : String(v));

/** The tiles with their counts, and what a throw allows. */
export function describeRules(rules: SushizockRules): GameTables {
  const tiles: TableModel = {
    id: 'tiles',
    title: 'Tiles',
    columns: [
      { key: 'group', label: 'Group' },
      { key: 'value', label: 'Value', numeric: true },
      { key: 'count', label: 'Count', numeric: true },
    ],
    rows: Object.values(rules.tiles).flatMap((g) => countValues(g.values).map((c) => ({ group: g.id, value: signed(c.value), count: c.count }))),
  };
  const actions: TableModel = {
    id: 'actions',
    title: 'What a throw allows',
    columns: [
      { key: 'dice', label: 'Dice showing' },
      { key: 'action', label: 'Action' },
      { key: 'which', label: 'Which tile' },
    ],
    rows: rules.actions.map((a) => ({
      dice: `${a.min === a.max ? a.min : `${a.min}–${a.max}`} × ${a.face}`,
      action: a.label,
      which: a.position === 'nth' ? `the ${a.group} tile at that position in the centre` : a.position === 'upto' ? (a.effect === 'take' ? `any of the first n ${a.group} tiles in the centre` : `any of the top n ${a.group} tiles of a stack`) : a.position === 'top' ? `the top ${a.group} tile of a stack` : `any ${a.group} tile of a stack, named blind`,
    })),
    note: `Forced take when nothing is possible: ${rules.forcedTake.map((f) => `${f.pick} ${f.group}`).join(', else ')}. Scoring: ${rules.worthless.group} stacked higher than the ${rules.worthless.above} stack score nothing.`,
  };
  return {
    tables: [tiles, actions],
    json: {
      dice: { count: rules.dice.count, faces: rules.dice.die.faces },
      throws: rules.throws,
      tiles: Object.fromEntries(Object.values(rules.tiles).map((g) => [g.id, { total: g.values.length, counts: countValues(g.values) }])),
      actions: rules.actions,
      forcedTake: rules.forcedTake,
      scoring: { worthless: rules.worthless, winner: rules.winner },
      options: rules.options,
    },
  };
}
