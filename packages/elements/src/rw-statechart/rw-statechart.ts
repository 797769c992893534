import { define } from '../shared/define.js';
import { RwStatechart } from './rw-statechart.component.js';

define('rw-statechart', RwStatechart);

declare global {
  interface HTMLElementTagNameMap {
    'rw-statechart': RwStatechart;
  }
}

export { RwStatechart } from './rw-statechart.component.js';
