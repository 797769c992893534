import { define } from '../shared/define.js';
import { RwRulesTable } from './rw-rules-table.component.js';

define('rw-rules-table', RwRulesTable);

declare global {
  interface HTMLElementTagNameMap {
    'rw-rules-table': RwRulesTable;
  }
}

export { RwRulesTable } from './rw-rules-table.component.js';
