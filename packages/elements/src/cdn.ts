/** The CDN entry: one script tag registers every element; each game loads as its own chunk. */
export { RwGame, RwGameOverEvent, RwStateChangeEvent } from './rw-game/rw-game.js';
export { RwRulesTable } from './rw-rules-table/rw-rules-table.js';
export { RwStatechart } from './rw-statechart/rw-statechart.js';
