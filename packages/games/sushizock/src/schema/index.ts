/**
 * Sushizock's rule schema: the statements a Sushizock rule file may use, the checks of its tiles
 * and actions, how the checked file becomes `SushizockRules`, and its tables.
 */
import { checkMatch, DICE, MATCH, REUSE_SET_ASIDE, SCORE, THROWS, WINNER, type GameSchema } from '@regelwerk/dsl';
import { buildRules } from './build.js';
import { checkTiles } from './checks/tiles.js';
import type { SushizockRules } from './rules.js';
import { ACTIONS, ENDS_WHEN, FORCED_TAKE, TILES, TILES_ORDER, WORTHLESS } from './statements.js';
import { describeRules } from './tables.js';

export const schema: GameSchema<SushizockRules> = {
  id: 'sushizock',
  title: 'Sushizock im Gockelwok',
  statements: [DICE, THROWS, REUSE_SET_ASIDE, TILES, TILES_ORDER, ACTIONS, FORCED_TAKE, ENDS_WHEN, WORTHLESS, WINNER, MATCH, SCORE],
  passes: [
    { name: 'tiles', run: checkTiles },
    { name: 'match', run: checkMatch({ game: 'Sushizock', lostAt: false }) },
  ],
  build: buildRules,
  tables: describeRules,
};

export { isSushizockRules, type ActionRow, type SushizockRules } from './rules.js';
export { ACTIONS, FORCED_TAKE, TILES, TILES_ORDER, WORTHLESS } from './statements.js';
export { describeRules } from './tables.js';
