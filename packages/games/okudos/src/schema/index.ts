/**
 * O'kudos' rule schema: the statements an O'kudos rule file may use, the checks of its chips and
 * its sudoku, how the checked file becomes `OkudosRules`, and its tables.
 */
import { checkMatch, MATCH, SCORE, WINNER, type GameSchema } from '@regelwerk/dsl';
import { buildRules } from './build.js';
import { checkChips } from './checks/chips.js';
import { checkSudoku } from './checks/sudoku.js';
import type { OkudosRules } from './rules.js';
import { BOARD, CHIPS, DEAL, DISCARD_AT_START, ENDS_WHEN, HAND, IRREGULAR_BONUS, SECTORS } from './statements.js';
import { describeRules } from './tables.js';

export const schema: GameSchema<OkudosRules> = {
  id: 'okudos',
  title: "O'kudos",
  statements: [CHIPS, ENDS_WHEN, WINNER, BOARD, SECTORS, DISCARD_AT_START, HAND, DEAL, IRREGULAR_BONUS, MATCH, SCORE],
  passes: [
    { name: 'chips', run: checkChips },
    { name: 'sudoku', run: checkSudoku },
    { name: 'match', run: checkMatch({ game: "O'kudos", lostAt: false }) },
  ],
  build: buildRules,
  tables: describeRules,
};

export { isOkudosRules, type DealRow, type OkudosRules } from './rules.js';
export { CHIPS, DEAL, DISCARD_AT_START, HAND, IRREGULAR_BONUS, SECTORS } from './statements.js';
export { describeRules } from './tables.js';
