import { describe, expect, it } from 'vitest';
import { defineGame } from './game-declaration.js';

const schema = () => Promise.reject(new Error('not loaded in this test'));

describe('defineGame', () => {
  it('hands back the declaration frozen', () => {
    const game = defineGame({ id: 'toy', name: 'Toy', schema });
    expect(game.id).toBe('toy');
    expect(Object.isFrozen(game)).toBe(true);
  });

  it('refuses an id that cannot name a folder, a rule file and a page', () => {
    expect(() => defineGame({ id: 'Toy Game', name: 'Toy', schema })).toThrow('game/id: "Toy Game" is not a game id');
  });

  it('refuses a board or a play module without the module they belong to', () => {
    const board = () => Promise.resolve({ tagName: 'rw-toy-board', parts: [] });
    expect(() => defineGame({ id: 'toy', name: 'Toy', schema, board })).toThrow('game/board: toy has a board but no module');
  });
});
