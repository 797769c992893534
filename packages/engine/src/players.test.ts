import { describe, expect, it } from 'vitest';
import { allowsPlayers, playerRange, requirePlayers } from './players.js';

describe('player counts', () => {
  it('says the range in words', () => {
    expect(playerRange({ min: 2, max: 5 })).toBe('2 to 5');
    expect(playerRange({ min: 3, max: null })).toBe('3 or more');
    expect(playerRange({ min: 4, max: 4 })).toBe('4');
  });

  it('allows the counts inside the range only', () => {
    expect([1, 2, 5, 6, 2.5].map((n) => allowsPlayers({ min: 2, max: 5 }, n))).toEqual([false, true, true, false, false]);
    expect(allowsPlayers({ min: 2, max: null }, 40)).toBe(true);
    expect(() => requirePlayers('toy', { min: 2, max: 4 }, 5)).toThrow('toy: 5 players; these rules allow 2 to 4');
    expect(() => requirePlayers('toy', { min: 2, max: 4 }, 3)).not.toThrow();
  });
});
