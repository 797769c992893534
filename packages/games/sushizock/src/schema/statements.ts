/** Sushizock's own statements: its tiles and what a throw lets a player do with them. */
import { countPieces, endsWhen, list, name, oneOf, pieces, range, seq, statement, text, lit } from '@regelwerk/dsl';

export const TILES = statement('tiles', {
  summary: 'A group of tiles with their values; `x4` repeats a value; `total` is checked.',
  keyed: true,
  args: seq(name('group', 'the tile group'), pieces('tile')),
  check: ([group, list], r) => countPieces(r, list, 'tile', group),
  details: '`for` repeats the whole list for each value of the variable; `total` states how many tiles there are.',
});

export const TILES_ORDER = statement('tiles-order', {
  summary: 'How each row of tiles is laid out at the start.',
  args: oneOf('the order', ['shuffled', 'sorted'] as const),
});

const actionRow = seq(
  name('id', 'the row id').at(),
  text('label', 'the label'),
  name('face', 'the die face counted').at(),
  range('how many dice must show the face', { min: 1, max: 10, ascending: true }, { from: 'a', to: 'b', single: 'count' }).at(),
  oneOf('the effect', ['take', 'steal'] as const),
  name('group', 'the tile group').at(),
  oneOf('which tile', ['nth', 'upto', 'top', 'any'] as const),
).map(([id, label, face, count, effect, group, position]) => ({
  id,
  label,
  face,
  count: { value: { from: count.value.from, to: count.value.to ?? count.value.from }, range: count.range },
  effect,
  group,
  position,
}));

export const ACTIONS = statement('actions', {
  summary: 'What a throw allows: a face count lets a player take or steal a tile.',
  rows: { named: true, args: actionRow },
  details:
    'When the dice show the face that many times, the player may take (from the centre) or steal (from another player’s stack) a tile of the group: the `nth` one (n = the count), any one `upto` the n-th (the first n of a row, the top n of a stack), the `top` one, or `any` one named blind.',
});

export const FORCED_TAKE = statement('forced-take', {
  summary: 'The tile a player must take when no throw is left and nothing else is possible.',
  args: list(seq(name('group', 'the tile group').at(), oneOf('which tile', ['lowest', 'highest'] as const)).map(([group, pick]) => ({ group, pick })), 'then'),
  details: 'The next group is tried when the first is empty.',
});

export const WORTHLESS = statement('worthless', {
  summary: 'Pieces of one stack higher than another stack score nothing.',
  args: seq(name('group', 'the group that loses value').at(), lit('above'), name('group', 'the group whose height counts').at()).map(([group, , above]) => ({ group, above })),
});

/** When a game of Sushizock is over: conditions of the centre. */
export const ENDS_WHEN = endsWhen({ 'centre-empty': 'every row of the centre taken', 'any-row-empty': 'one row of the centre taken' });
