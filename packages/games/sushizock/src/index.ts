/** Sushizock im Gockelwok: its rule schema, statechart, rules, views, bots and tables. */
export type { Score, SushizockContext, SushizockEvent, TileRows, TurnRecord } from './context.js';
export { bots as sushizockBots, tacticianBot } from './bots.js';
export { actions, createContext, guards, MACHINE_ID, sushizockConfig, sushizockFast } from './machine.js';
export { sushizock, sushizockMachine } from './xstate.js';
export { canThrowAgain, centreEmpty, checkDecision, faceCounts, forcedTake, gameOver, nothingPossible, offers, outOfReach, rowEmpty, type Offer, type OutOfReach } from './rules/turn.js';
export { outcomeOf, rankScores, scoreGame, scoreStacks } from './rules/scoring.js';
export { oddsFor, type SushizockOdds } from './rules/odds.js';
export { legalEvents } from './legal.js';
export type { StackView, SushizockView } from './view.js';
export { sushizockRuntime } from './runtime.js';
export { module } from './module.js';
export * from './schema/index.js';
export { oddsTable, oddsTargets, type OddsTarget } from './odds-table.js';
export { readerTables } from './reader-tables.js';
