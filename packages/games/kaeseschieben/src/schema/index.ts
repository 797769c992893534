/**
 * Käseschieben's rule schema: the statements a Käseschieben rule file may use, the checks of its
 * die, its cheese and its seats, how the checked file becomes `KaeseschiebenRules`, and its tables.
 */
import { checkMatch, DICE, MATCH, SCORE, WINNER, type GameSchema } from '@regelwerk/dsl';
import { buildRules } from './build.js';
import { checkCheese } from './checks/cheese.js';
import { checkDie } from './checks/die.js';
import { checkSeats } from './checks/seats.js';
import { checkSteps } from './checks/steps.js';
import type { KaeseschiebenRules } from './rules.js';
import { BOARD, CUBES, ENDS_WHEN, FIRST_ROUND, JOKER, LAST_CUBE, LAYOUT, NEXT_ROUND, START, STEPS, TWO_PLAYERS, WORMS, WORMY_VALUE } from './statements.js';
import { describeRules } from './tables.js';

export const schema: GameSchema<KaeseschiebenRules> = {
  id: 'kaeseschieben',
  title: 'Käseschieben',
  statements: [DICE, ENDS_WHEN, WINNER, JOKER, BOARD, START, TWO_PLAYERS, CUBES, WORMS, WORMY_VALUE, LAYOUT, STEPS, LAST_CUBE, FIRST_ROUND, NEXT_ROUND, MATCH, SCORE],
  passes: [
    { name: 'die', run: checkDie },
    { name: 'cheese', run: checkCheese },
    { name: 'seats', run: checkSeats },
    { name: 'steps', run: checkSteps },
    { name: 'match', run: checkMatch({ game: 'Käseschieben', lostAt: false }) },
  ],
  build: buildRules,
  tables: describeRules,
};

export { isKaeseschiebenRules, type CubeSize, type KaeseschiebenRules } from './rules.js';
export { CUBES, FIRST_ROUND, JOKER, LAST_CUBE, LAYOUT, NEXT_ROUND, START, STEPS, TWO_PLAYERS, WORMS, WORMY_VALUE } from './statements.js';
export { describeRules } from './tables.js';
export { MAX_BOARD_SIDE, MAX_MOVE_STEPS, MAX_PLAYERS, MAX_ROUNDS, MIN_BOARD_SIDE } from './limits.js';
