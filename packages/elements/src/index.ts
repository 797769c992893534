/** Registers every regelwerk element (guarded against double registration). */
export { RwGame, RwGameOverEvent, RwStateChangeEvent } from './rw-game/rw-game.js';
export { RwRulesEditor } from './rw-rules-editor/rw-rules-editor.js';
export { RwRulesTable } from './rw-rules-table/rw-rules-table.js';
export { RwStatechart } from './rw-statechart/rw-statechart.js';
