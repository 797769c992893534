export { DiceOdds, oddsForRules, type DiceRanking, type RankedDiceRules } from './ranked-odds.js';
export { KeepOdds, type DiceGame, type DiceGoal, type DiceTurn, type KeepAdvice, type KeepRules } from './keep-odds.js';
export { faceComparator, faceOrder, throwDistribution, throwProbability, type DiceThrow } from './multisets.js';
export { isIndexList } from './indices.js';
export { throwsParam } from './throws-param.js';
