/**
 * Schocken's rule schema: the statements a Schocken rule file may use, the checks of its ranking
 * and turns, how the checked file becomes `SchockenRules`, and its tables. Loaded on its own by
 * pages that only compile or show rules (`@regelwerk/schocken/schema`).
 */
import { checkMatch as checkSharedMatch, DICE, MATCH, REUSE_SET_ASIDE, SCORE, THROWS, type GameSchema } from '@regelwerk/dsl';
import { buildRules } from './build.js';
import { checkRanking } from './checks/ranking.js';
import { checkTies } from './checks/ties.js';
import { checkTurns } from './checks/turns.js';
import { checkBlind } from './checks/blind.js';
import { checkMatch } from './checks/match.js';
import { roundPenaltyText, type RoundPenalty, type SchockenRules } from './rules.js';
import { BLIND, HALVES, KEEP, LAST_THROW, OPENING_ROUND, PASSING, RANKING, ROUND_PENALTY, STARTER, TIES, TOKENS, TURN } from './statements.js';
import { describeRules } from './tables.js';

export const schema: GameSchema<SchockenRules> = {
  id: 'schocken',
  title: 'Schocken',
  statements: [DICE, THROWS, REUSE_SET_ASIDE, LAST_THROW, TOKENS, HALVES, TIES, TURN, KEEP, ROUND_PENALTY, PASSING, RANKING, STARTER, OPENING_ROUND, BLIND, MATCH, SCORE],
  // The phases of a half (and of the final, which starts from a full middle again); the machine's
  // states `fromMiddle` and `passing`.
  phases: [
    { id: 'middle', summary: 'tokens still come from the middle' },
    { id: 'passing', summary: 'the middle is empty: tokens pass between the players still in' },
    // Last, so that a rule set's own values stay the middle's; only in files with an opening round.
    { id: 'opening', summary: 'the opening round (`opening-round counts`): everybody throws once', only: 'opening-round' },
  ],
  left: 'the players still in the half (or the final)',
  passes: [
    { name: 'turns', run: checkTurns },
    { name: 'ranking', run: checkRanking },
    { name: 'ties', run: checkTies },
    { name: 'blind', run: checkBlind },
    { name: 'match', run: checkMatch },
    // A match of several games, as every game plays it (`lives`, `games`, `score`, …).
    { name: 'match-games', run: checkSharedMatch({ game: 'Schocken', lostAt: true }) },
  ],
  build: buildRules,
  tables: describeRules,
  describeValue,
};

/** A value of the rules in words, for the tables of what changes per phase or table size. */
function describeValue(key: string, value: unknown): string {
  if (key === 'throws') {
    const t = value as SchockenRules['throws'];
    return `${t.min === t.max ? t.max : `${t.min}..${t.max}`}${t.setByStarter ? ', set by the starter' : ''}`;
  }
  if (key === 'turns') return (value as SchockenRules['turns']).map((t) => `${t.from.join(' ')} into ${t.to.join(' ')}`).join('; ') || 'none';
  if (key === 'keepOnly') return value === null ? 'any' : (value as number[]).join(' ');
  if (key === 'passing') return value === 'discard' ? 'the best puts tokens out of play' : 'the best hands tokens to the worst';
  if (key === 'roundPenalty') return roundPenaltyText(value as RoundPenalty | null | undefined);
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

export { blindText, isSchockenRules, roundPenaltyText, type BlindRule, type OutcomeClass, type RoundPenalty, type RankedOutcome, type Ranking, type RankRow, type OpeningRound, type SchockenRules, type Starters, type TieRule, type TurnRule } from './rules.js';
export { BLIND, HALVES, KEEP, LAST_THROW, OPENING_ROUND, PASSING, RANKING, ROUND_PENALTY, STARTER, STARTER_FORMS, TIES, TOKENS, TURN, type RankRowDecl, type StarterLine, type TurnOrigin } from './statements.js';
export { groupDice, rankingGroups, rankingTable, type RankingGroup } from './tables.js';
