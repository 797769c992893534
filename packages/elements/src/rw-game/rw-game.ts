import { define } from '../shared/define.js';
import { RwGame } from './rw-game.component.js';

define('rw-game', RwGame);

declare global {
  interface HTMLElementTagNameMap {
    'rw-game': RwGame;
  }
}

export { RwGame, RwGameOverEvent, RwStateChangeEvent } from './rw-game.component.js';
