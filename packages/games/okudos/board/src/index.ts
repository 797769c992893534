import { define } from '@regelwerk/board-kit';
import type { BoardModule } from '@regelwerk/engine';
import { OkudosBoard } from './okudos-board.js';

export { OkudosBoard } from './okudos-board.js';

/** Loading this module defines the board element. */
export const board: BoardModule = {
  tagName: 'rw-okudos-board',
  parts: ['status', 'grid', 'cell', 'cell-legal', 'cell-irregular', 'cell-mine', 'chip', 'hand', 'button', 'mine', 'counts', 'players', 'player', 'player-current', 'last-turn', 'game-over', 'sheet'],
};
define(board.tagName, OkudosBoard);
