/** Käseschieben's own statements: the special die, where the mice start, the cheese and its worms. */
import { board, endsWhen, int, lit, many, name, oneOf, seq, statement, text } from '@regelwerk/dsl';

export const JOKER = statement('joker', {
  summary: 'A face that means: throw again and multiply the next number.',
  required: false,
  args: seq(name('face', 'the joker face').at(), lit('throw-again'), lit('times'), int('n', 'the multiplier', { min: 1, max: 10 })).map(([face, , , times]) => ({ face, times })),
});

export const START = statement('start', {
  summary: "Where each player's piece starts in the first row in front of them.",
  args: seq(int('n', 'the square', { min: 1, max: 100 }), lit('from-right')).map(([n]) => n),
});

export const TWO_PLAYERS = statement('two-players', {
  summary: 'Which edges two players take.',
  args: oneOf('the edges', ['opposite', 'adjacent'] as const),
});

const cubeRow = seq(
  name('id', 'the cube size').at(),
  text('label', 'the label'),
  lit('count'),
  int('n', 'the number of cubes', { min: 0, max: 1000 }),
  lit('value'),
  int('n', 'the value', { min: -1000, max: 1000 }),
  lit('worms'),
  int('n', 'the number of wormy cubes', { min: 0, max: 1000 }).at(),
).map(([id, label, , count, , value, , worms]) => ({ id, label, count, value, worms }));

export const CUBES = statement('cubes', {
  summary: 'The cube sizes: how many, their value, and how many carry a worm.',
  rows: { named: true, args: cubeRow },
});

export const WORMS = statement('worms', {
  summary: 'Worms in the box, and how many of them stay spare.',
  args: seq(int('total', 'the number of worms', { min: 0, max: 1000 }), lit('spare'), int('n', 'the spare worms', { min: 0, max: 1000 })).map(([total, , spare]) => ({ total, spare })),
  details: 'The worms in the rows of `cubes` must add up to the rest.',
});

export const WORMY_VALUE = statement('wormy-value', {
  summary: 'What a cube with a worm scores.',
  args: int('n', 'the value', { min: -1000, max: 1000 }),
});

export const LAYOUT = statement('layout', {
  summary: 'The block of pieces at the start, one row per line, centred on the board.',
  args: lit('centre').map(() => null),
  rows: { named: false, args: many(name('size', 'a cube size').at(), { shown: 2 }) },
  details: 'Each cell is a cube size. The rows must be equally long, the block must fit the board, and it must place exactly as many cubes of each size as `cubes` has.',
});

export const STEPS = statement('steps', {
  summary: 'How a piece moves the thrown number.',
  args: seq(oneOf('how many steps', ['exact', 'up-to'] as const), oneOf('the directions', ['orthogonal', 'any-direction'] as const)).map(([exact, dir]) => ({
    exact: exact === 'exact',
    orthogonal: dir === 'orthogonal',
  })),
  details: 'Only `steps exact orthogonal` is played (the rulebook\'s move); `check` refuses `up-to` and `any-direction`.',
});

export const LAST_CUBE = statement('last-cube', {
  summary: 'Who receives the last cube takes this many cubes from other players.',
  args: seq(lit('steal'), int('n', 'the cubes to take', { min: 0, max: 100 })).map(([, n]) => n),
});

export const FIRST_ROUND = statement('first-round', {
  summary: 'Who starts the first round: the first seat, or a seat drawn by lot.',
  required: false,
  args: seq(lit('starter'), oneOf('who starts', ['first-seat', 'lot'] as const)).map(([, who]) => who),
  details:
    'The rulebook lets the youngest begin: seat the youngest first and write `first-round starter first-seat`. Without the statement the starter is drawn by lot, as in files (and logs) from before it existed.',
});

export const NEXT_ROUND = statement('next-round', {
  summary: 'Who starts the next round of a match.',
  args: seq(lit('starter'), oneOf('who starts', ['lowest-points', 'winner', 'next'] as const)).map(([, who]) => who),
});

/** When a game of Käseschieben is over, and its board of squares (not filled: cubes go on it). */
export const ENDS_WHEN = endsWhen({ 'board-empty': 'no cube left on the board' });
export const BOARD = board();
