import { define } from '@regelwerk/board-kit';
import type { BoardModule } from '@regelwerk/engine';
import { SushizockBoard } from './sushizock-board.js';

export { SushizockBoard } from './sushizock-board.js';

/** Loading this module defines the board element. */
export const board: BoardModule = {
  tagName: 'rw-sushizock-board',
  parts: ['status', 'centre', 'tile', 'tile-offered', 'players', 'player', 'player-current', 'stack', 'turn', 'die', 'die-aside', 'button', 'offers', 'last-turn', 'game-over', 'sheet'],
};
define(board.tagName, SushizockBoard);
