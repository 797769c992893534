import { define } from '@regelwerk/board-kit';
import type { BoardModule } from '@regelwerk/engine';
import { KaeseschiebenBoard } from './kaeseschieben-board.js';

export { KaeseschiebenBoard } from './kaeseschieben-board.js';

/** Loading this module defines the board element. */
export const board: BoardModule = {
  tagName: 'rw-kaeseschieben-board',
  parts: ['status', 'board', 'edge', 'edge-empty', 'cell', 'cube', 'mouse', 'step', 'die', 'button', 'players', 'last-cube', 'sheet', 'match', 'game-over'],
};
define(board.tagName, KaeseschiebenBoard);
