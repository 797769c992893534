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
    { name: 'a face with no number of steps', source: CHEESE.replace('3 3 star', '3 cheese star'), code: 'name/unknown-face', at: '3:29', covers: 'cheese', message: /no number of steps/ },
  ])('$name → $code', check);
});
