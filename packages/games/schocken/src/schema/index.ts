/**
 * Schocken's rule schema: the statements a Schocken rule file may use, the checks of its ranking
 * and turns, how the checked file becomes `SchockenRules`, and its tables. Loaded on its own by
 * pages that only compile or show rules (`@regelwerk/schocken/schema`).
 */
import { DICE, REUSE_SET_ASIDE, THROWS, type GameSchema } from '@regelwerk/dsl';
import { buildRules } from './build.js';
import { checkRanking } from './checks/ranking.js';
import { checkTies } from './checks/ties.js';
import { checkTurns } from './checks/turns.js';
import type { SchockenRules } from './rules.js';
import { HALVES, KEEP, LAST_THROW, RANKING, TIES, TOKENS, TURN } from './statements.js';
import { describeRules } from './tables.js';

export const schema: GameSchema<SchockenRules> = {
  id: 'schocken',
  title: 'Schocken',
  statements: [DICE, THROWS, REUSE_SET_ASIDE, LAST_THROW, TOKENS, HALVES, TIES, TURN, KEEP, RANKING],
  passes: [
    { name: 'turns', run: checkTurns },
    { name: 'ranking', run: checkRanking },
    { name: 'ties', run: checkTies },
  ],
  build: buildRules,
  tables: describeRules,
};

export { isSchockenRules, type OutcomeClass, type RankedOutcome, type Ranking, type RankRow, type SchockenRules, type TieRule, type TurnRule } from './rules.js';
export { HALVES, KEEP, LAST_THROW, RANKING, TIES, TOKENS, TURN, type RankRowDecl, type TurnOrigin } from './statements.js';
export { groupDice, rankingGroups, rankingTable, type RankingGroup } from './tables.js';
