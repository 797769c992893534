/**
 * Käseschieben's own checks: a small file with one mistake, the code it must produce, where the problem
 * must be reported (line:column of the start, and the text underlined), and a part of the
 * message that tells how to fix it.
 */
import { describe, expect, it } from 'vitest';
import { expectDiagnostic, type DiagnosticCase as Case } from '@regelwerk/dsl/testing';
import { compileText } from '../test-support/rules.js';

const check = (c: Case): void => expectDiagnostic(c, compileText);

const CHEESE = `game kaeseschieben "K"
players 2..4
die mouse-die faces 1 2 2 3 3 star
dice 1 mouse-die
joker star throw-again times 2
board 8 by 8
start 4 from-right
two-players opposite
cubes
  small "s" count 4 value 2 worms 0
  large "l" count 4 value 4 worms 2
worms 4 spare 2
wormy-value 0
layout centre
  small large
  large small
  small large
  large small
steps exact orthogonal
last-cube steal 1
ends-when board-empty
winner most-points
next-round starter lowest-points
`;

describe('cheese', () => {
  it('the base text of these cases compiles', () => {
    expect(compileText(CHEESE).diagnostics).toEqual([]);
  });
  it.each<Case>([
    { name: 'more wormy cubes than cubes', source: CHEESE.replace('worms 2\n', 'worms 5\n'), code: 'count/mismatch', at: '11:35', covers: '5', message: /only 4 `large` cubes/ },
    { name: 'worms that do not add up', source: CHEESE.replace('worms 4 spare 2', 'worms 4 spare 1'), code: 'count/mismatch', at: '12:1', covers: 'worms 4 spare 1', message: /carry 2 worms, but 4 worms less 1 spare leaves 3/ },
    { name: 'a layout with a wrong count', source: CHEESE.replace('  large small\n  small large\n  large small', '  large small\n  small large\n  large large'), code: 'count/mismatch', at: '14:1', covers: 'layout', message: /places 3 `small` cubes, but `cubes` has 4/ },
    { name: 'an unknown cube size', source: CHEESE.replace('  small large\n  large small\n', '  small large\n  huge small\n'), code: 'name/unknown-size', at: '16:3', covers: 'huge', message: /no cube size `huge`/ },
    { name: 'a ragged layout', source: CHEESE.replace('  large small\n  small large\n', '  large small small\n  small large\n'), code: 'layout/ragged', at: '16:3', covers: 'large small small', message: /needs 2 cells, this one has 3/ },
    { name: 'a start beyond the board', source: CHEESE.replace('start 4', 'start 9'), code: 'value/out-of-range', at: '7:7', covers: '9', message: /8 squares wide/ },
    { name: 'a move that may stop early', source: CHEESE.replace('steps exact', 'steps up-to'), code: 'value/unsupported', at: '19:7', covers: 'up-to', message: /exactly the thrown number.*write `steps exact`/ },
    { name: 'a move that may go diagonally', source: CHEESE.replace('exact orthogonal', 'exact any-direction'), code: 'value/unsupported', at: '19:13', covers: 'any-direction', message: /never diagonally.*write `orthogonal`/ },
    { name: 'a face with no number of steps', source: CHEESE.replace('3 3 star', '3 cheese star'), code: 'name/unknown-face', at: '3:29', covers: 'cheese', message: /no number of steps/ },
  ])('$name → $code', check);
});

// The probe's files (tools/cli/src/fixtures/probe/) and the limits of schema/limits.ts: each number
// that made games run on for ever or for minutes is refused where it is written.
describe('games that could not end, or would take too long', () => {
  it.each<Case>([
    { name: 'a die of only stars', source: CHEESE.replace('faces 1 2 2 3 3 star', 'faces star star'), code: 'game/cannot-end', at: '3:1', covers: 'die mouse-die faces star star', message: /no face of the die `mouse-die` moves a mouse.*give it a face of 1 step or more/ },
    { name: 'a die of stars and noughts', source: CHEESE.replace('faces 1 2 2 3 3 star', 'faces 0 0 star'), code: 'game/cannot-end', at: '3:1', covers: 'die mouse-die faces 0 0 star', message: /cannot end/ },
    { name: 'a face below nought', source: CHEESE.replace('faces 1 2 2 3 3 star', 'faces 1 -2 star'), code: 'value/out-of-range', at: '3:23', covers: '-2', message: /a face is a number of steps, 0 or more, not -2/ },
    {
      name: 'a move longer than MAX_MOVE_STEPS after the joker',
      source: CHEESE.replace('faces 1 2 2 3 3 star', 'faces 20 20 26 star'),
      code: 'value/out-of-range',
      at: '3:27',
      covers: '26',
      message: /^the face 26 moves 52 steps after a `star`, and a move may have at most 50 \(each step is a decision\): use smaller numbers$/,
    },
    { name: 'a built-in die with a long move', source: CHEESE.replace('die mouse-die faces 1 2 2 3 3 star\ndice 1 mouse-die', 'dice 1 d100').replace('joker star throw-again times 2\n', ''), code: 'value/out-of-range', at: '3:8', covers: 'd100', message: /the face 100 moves 100 steps/ },
    { name: 'a board too narrow', source: CHEESE.replace('board 8 by 8', 'board 2 by 8').replace('start 4', 'start 1'), code: 'value/out-of-range', at: '6:1', covers: 'board 2 by 8', message: /3 to 16 squares a side, not 2 by 8: on a narrower one the mice block each other for good/ },
    { name: 'a board too large', source: CHEESE.replace('board 8 by 8', 'board 17 by 8'), code: 'value/out-of-range', at: '6:1', covers: 'board 17 by 8', message: /not 17 by 8: on a larger one a game of bots takes too long/ },
    { name: 'a start beyond the east and west edges', source: CHEESE.replace('board 8 by 8', 'board 8 by 4').replace('start 4', 'start 6'), code: 'value/out-of-range', at: '7:7', covers: '6', message: /4 squares high, so a mouse at the east or west edge cannot start 6/ },
    { name: 'more players than edges', source: CHEESE.replace('players 2..4', 'players 2..6'), code: 'value/out-of-range', at: '2:1', covers: 'players 2..6', message: /at most 4 can play; write `players 2..4`/ },
    { name: 'players without an upper limit', source: CHEESE.replace('players 2..4', 'players 2..'), code: 'value/out-of-range', at: '2:1', covers: 'players 2..', message: /at most 4 can play/ },
    {
      name: 'a match of too many rounds',
      source: `${CHEESE}option rounds 1 "Rounds" range 1..50\n`,
      code: 'value/out-of-range',
      at: '24:1',
      covers: 'option rounds 1 "Rounds" range 1..50',
      message: /a match has at most 20 rounds.*`range 1..20`/,
    },
  ])('$name → $code', check);

  it('a refused move carries the quick fix back to the rulebook\'s move', () => {
    const ds = compileText(CHEESE.replace('exact orthogonal', 'up-to any-direction')).diagnostics;
    expect(ds.map((d) => [d.code, d.fixes?.map((f) => [f.label, f.text, f.range.start.column])])).toEqual([
      ['value/unsupported', [['Replace with exact', 'exact', 7]]],
      ['value/unsupported', [['Replace with orthogonal', 'orthogonal', 13]]],
    ]);
  });

  it('the largest board, the longest move and the most rounds within the limits compile', () => {
    const most = CHEESE.replace('board 8 by 8', 'board 16 by 16').replace('faces 1 2 2 3 3 star', 'faces 1 25 star').concat('option rounds 20 "Rounds" range 1..20\n');
    expect(compileText(most).diagnostics).toEqual([]);
    // The layout of the base text (2 by 4) on the smallest board it fits, its mice starting at the far corner.
    const least = CHEESE.replace('board 8 by 8', 'board 3 by 4').replace('start 4', 'start 3');
    expect(compileText(least).diagnostics).toEqual([]);
  });

  it('two players side by side need the start on the shorter edge too; opposite ones do not', () => {
    const wide = CHEESE.replace('board 8 by 8', 'board 8 by 4').replace('start 4', 'start 6').replace('players 2..4', 'players 2..2');
    expect(compileText(wide).diagnostics).toEqual([]);
    expect(compileText(wide.replace('two-players opposite', 'two-players adjacent')).diagnostics.map((d) => d.code)).toEqual(['value/out-of-range']);
  });
});
