/** O'kudos: its rule schema, statechart, rules, views, bots and tables. */
export type { Cell, OkudosContext, OkudosEvent, Owner, Score, ScoreSheet, SectorScore, TurnRecord } from './context.js';
export { bots as okudosBots, inferOwners, tacticianBot } from './bots.js';
export { COLOURS, colourName, colourOf } from './colours.js';
export { actions, createContext, guards, MACHINE_ID, okudosConfig, okudosFast } from './machine.js';
export { okudos, okudosMachine } from './xstate.js';
export { generateSudoku, geometryOf, makeGeometry, sudokuProblem, type Geometry } from './rules/sudoku.js';
export { allowedMasks, analyse, analyseAfterPlacing, cellAt, cellName, checkDecision, checkedPlacement, fitsChecked, gameEnds, irregularCells, keepsIrregular, type BoardAnalysis } from './rules/turn.js';
export { dealFor, outcomeOf, rankColumns, scoreGame, sectorPoints } from './rules/scoring.js';
export { legalAt, legalCount, legalEvents } from './legal.js';
export type { OkudosView } from './view.js';
export { okudosRuntime } from './runtime.js';
export { module } from './module.js';
export * from './schema/index.js';
export { readerTables } from './reader-tables.js';
