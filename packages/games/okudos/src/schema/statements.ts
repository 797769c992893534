/** O'kudos' own statements: sectors of the sudoku, the numbered chips, the hand and the deal of colours. */
import { board, countPieces, endsWhen, int, lit, name, optional, pieces, seq, statement } from '@regelwerk/dsl';

export const CHIPS = statement('chips', {
  summary: 'The numbered chips; `x9` repeats a value; `total` is checked.',
  args: pieces('chip'),
  check: (list, r) => countPieces(r, list, 'chip', 'chips'),
  details: 'Written like a list of tiles, without a group.',
});

export const SECTORS = statement('sectors', {
  summary: 'The size of a sector; the board is split into sectors of this size.',
  args: seq(int('width', 'the width', { min: 1, max: 100 }), lit('by'), int('height', 'the height', { min: 1, max: 100 })).map(([width, , height]) => ({ width, height })),
});

export const DISCARD_AT_START = statement('discard-at-start', {
  summary: 'Chips put face down on the discard pile before play.',
  args: int('n', 'the number of chips', { min: 0, max: 10_000 }),
});

export const HAND = statement('hand', {
  summary: 'Chips each player holds.',
  args: int('n', 'the hand size', { min: 1, max: 100 }),
});

const dealRow = seq(
  name('id', 'the row id').at(),
  lit('players'),
  int('n', 'the number of players', { min: 1, max: 100 }).at(),
  lit('colours'),
  int('n', 'the colours per player', { min: 0, max: 1000 }).at(),
  optional('game-scores-best', int('n', 'the sectors the game scores', { min: 0, max: 1000 }).at()),
).map(([id, , players, , colours, gameScoresBest]) => ({ id, players, colours, gameScoresBest }));

export const DEAL = statement('deal', {
  summary: 'How many sector colours each player is dealt, by number of players.',
  rows: { named: true, args: dealRow },
  details:
    'The sectors nobody gets belong to "the game"; `game-scores-best` limits it to its best sectors. Every player count allowed by `players` needs exactly one row, and no deal may need more sectors than there are.',
});

export const IRREGULAR_BONUS = statement('irregular-bonus', {
  summary: 'Points for each irregular chip a player collects.',
  args: int('points', 'the points', { min: -1000, max: 1000 }),
});

/** When a game of O'kudos is over, and its board: a solved sudoku. */
export const ENDS_WHEN = endsWhen({ 'all-pass': 'everyone passes in a row', 'out-of-chips': 'a player is out of chips and the supply is empty' });
export const BOARD = board({ sudoku: 'a solved sudoku made from the game’s seed' });
