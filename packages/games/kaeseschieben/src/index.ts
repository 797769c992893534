/** Käseschieben: its rule schema, statechart, rules, views, bots and tables. */
export type { Cube, Direction, Edge, KaeseschiebenContext, KaeseschiebenEvent, LastStep, RoundSheet, SheetLine, Steal } from './context.js';
export { bots as kaeseschiebenBots, expectedValues, planMove, tacticianBot } from './bots.js';
export { actions, createContext, guards, kaeseschiebenConfig, kaeseschiebenFast, MACHINE_ID } from './machine.js';
export { kaeseschieben, kaeseschiebenMachine } from './xstate.js';
export { CLOCKWISE, DIRECTIONS, neighbour, squareName, stride, type Size } from './geometry.js';
export { boardEmpty, completable, edgeOwners, EMPTY, isBlocked, seatEdges, startSquare, step, type Blocked, type StepResult } from './rules/board.js';
export { actor, checkDecision, nextSteps, noCompleteMove, rollDie, stealChoices, stealPending, stepsOf } from './rules/turn.js';
export { bestOf, cubeValue, nextStarter, outcomeOf, roundsInMatch, scoreRound, standings } from './rules/scoring.js';
export { drawWorms, freshRound, initialBoard, layoutSizes } from './rules/setup.js';
export { meanSteps, stepOdds, type StepOdds } from './rules/odds.js';
export { legalEvents } from './legal.js';
export type { CubeView, KaeseschiebenView, LastView, StepView } from './view.js';
export { kaeseschiebenRuntime } from './runtime.js';
export { module } from './module.js';
export { rounds, roundSummary } from './rounds.js';
export * from './schema/index.js';
export { oddsTable } from './odds-table.js';
export { readerTables, sizeName } from './reader-tables.js';
