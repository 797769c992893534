import { define } from '@regelwerk/board-kit';
import type { BoardModule } from '@regelwerk/engine';
import { SchockenBoard } from './schocken-board.js';

export { SchockenBoard } from './schocken-board.js';

/** Loading this module defines the board element. */
export const board: BoardModule = {
  tagName: 'rw-schocken-board',
  parts: ['status', 'players', 'player', 'player-current', 'tokens', 'turn', 'die', 'die-aside', 'button', 'game-over', 'last-round', 'reveal', 'summary', 'worth', 'legend'],
};
define(board.tagName, SchockenBoard);
