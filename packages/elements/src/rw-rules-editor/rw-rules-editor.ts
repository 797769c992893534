import { define } from '../shared/define.js';
// The editor shows a rules table and plays a game: both elements are defined with it.
import '../rw-game/rw-game.js';
import '../rw-rules-table/rw-rules-table.js';
import { RwRulesEditor } from './rw-rules-editor.component.js';

define('rw-rules-editor', RwRulesEditor);

declare global {
  interface HTMLElementTagNameMap {
    'rw-rules-editor': RwRulesEditor;
  }
}

export { RwRulesEditor } from './rw-rules-editor.component.js';
