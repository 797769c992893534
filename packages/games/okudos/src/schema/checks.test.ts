/**
 * O'kudos's own checks: a small file with one mistake, the code it must produce, where the problem
 * must be reported (line:column of the start, and the text underlined), and a part of the
 * message that tells how to fix it.
 */
import { describe, expect, it } from 'vitest';
import { expectDiagnostic, type DiagnosticCase as Case } from '@regelwerk/dsl/testing';
import { compileText } from '../test-support/rules.js';

const check = (c: Case): void => expectDiagnostic(c, compileText);

const OKUDOS = `game okudos "O"
players 2..4
board 9 by 9 sudoku
sectors 3 by 3
chips n x9 for n in 1..9 total 81
discard-at-start 9
hand 3
deal
  two players 2 colours 3
  three players 3 colours 2
  four players 4 colours 2
irregular-bonus 1
ends-when all-pass out-of-chips
winner most-points
`;

describe('sudoku', () => {
  it('the base text of these cases compiles', () => {
    expect(compileText(OKUDOS).diagnostics).toEqual([]);
  });
  it.each<Case>([
    { name: 'sectors that do not tile a sudoku', source: OKUDOS.replace('sectors 3 by 3', 'sectors 3 by 2'), code: 'count/mismatch', at: '4:1', covers: 'sectors 3 by 2', message: /3×2 does not/ },
    { name: 'a deal that needs more sectors', source: OKUDOS.replace('four players 4 colours 2', 'four players 4 colours 3'), code: 'count/mismatch', at: '11:26', covers: '3', message: /need 12 sectors, but there are 9/ },
    { name: 'a player count with no deal', source: OKUDOS.replace('  four players 4 colours 2\n', ''), code: 'table/missing-row', at: '8:1', covers: 'deal', message: /no row for 4 players/ },
    { name: 'a chip number above the sudoku', source: OKUDOS.replace('for n in 1..9 total 81', 'for n in 1..10 total 90'), code: 'value/out-of-range', at: '5:1', covers: OKUDOS.split('\n')[4]!.replace('1..9 total 81', '1..10 total 90'), message: /from 1 to 9, not 10/ },
    { name: 'an end without all-pass', source: OKUDOS.replace('ends-when all-pass out-of-chips', 'ends-when out-of-chips'), code: 'value/ends-when', at: '13:1', covers: 'ends-when out-of-chips', message: /needs `all-pass`/ },
    { name: 'an end the game does not know', source: OKUDOS.replace('ends-when all-pass out-of-chips', 'ends-when all-pass centre-empty'), code: 'statement/arguments', at: '13:20', covers: 'centre-empty', message: /expected a condition: `all-pass` or `out-of-chips`, found `centre-empty`/ },
    { name: 'a sudoku too big to play', source: OKUDOS.replace('board 9 by 9 sudoku', 'board 36 by 36 sudoku').replace('sectors 3 by 3', 'sectors 6 by 6').replace('for n in 1..9 total 81', 'for n in 1..36 total 324'), code: 'value/out-of-range', at: '3:1', covers: 'board 36 by 36 sudoku', message: /at most 25 by 25, not 36 by 36/ },
    { name: 'too few chips', source: OKUDOS.replace('discard-at-start 9', 'discard-at-start 75'), code: 'count/mismatch', at: '7:1', covers: 'hand 3', message: /too few to discard 75/ },
  ])('$name → $code', check);
});
