export type { RoundResult, RoundSummary, SchockenContext, SchockenEvent, ScoredResult, Stage, ThrowOff } from './context.js';
export { bots as schockenBots, tacticianBot } from './bots.js';
export { actions, chartFeatures, createContext, guards, MACHINE_ID, schockenConfig, schockenConfigFor, schockenFast, schockenFastFor, type ChartFeatures } from './machine.js';
export { schocken, schockenMachine, schockenMachineFor } from './xstate.js';
export { classify, compareRanked, compareResults, lookup, type RankedPlace } from './rules/ranking.js';
export { countedPenalty, scoreRound } from './rules/round.js';
export { checkDecision, nextInPlay, throwLimit } from './rules/turn.js';
export { throwOffOf, tiedForWorst, worstOfThrowOff } from './rules/ties.js';
export { legalEvents } from './legal.js';
export { starterOf, startKind, type StartKind, type StartReason } from './rules/starters.js';
export { startText } from './starter-texts.js';
export type { LegendRow, SchockenView, ThrowName } from './view.js';
export { schockenRuntime } from './runtime.js';
export { module } from './module.js';
export { playModule } from './play.js';
export { schockenPlay } from './play-runtime.js';
export {
  groupDice,
  HALVES,
  KEEP,
  isSchockenRules,
  OPENING_ROUND,
  STARTER,
  LAST_THROW,
  RANKING,
  rankingGroups,
  rankingTable,
  schema,
  TIES,
  TOKENS,
  TURN,
  type OutcomeClass,
  type RankedOutcome,
  type Ranking,
  type RankingGroup,
  type RankRow,
  type RankRowDecl,
  type SchockenRules,
  type Starters,
  type OpeningRound,
  type TieRule,
  type TurnRule,
} from './schema/index.js';
