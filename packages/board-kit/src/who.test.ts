import { describe, expect, it } from 'vitest';
import { whoList, youFaults } from './who.js';

describe('whoList', () => {
  it('joins names with "and" and writes you in the case its place needs', () => {
    const you = { name: 'Du', you: true };
    const ben = { name: 'Ben', you: false };
    expect(whoList([ben, you], 'de')).toBe('Ben und du');
    expect(whoList([you, ben], 'de')).toBe('Du und Ben');
    expect(whoList([ben, { name: 'You', you: true }], 'en')).toBe('Ben and you');
    expect(whoList([ben], 'en')).toBe('Ben');
  });
});

describe('youFaults', () => {
  it('finds third-person sentences built from the default name and lets second-person ones pass', () => {
    expect(youFaults('Spiel vorbei: Du verliert.')).toHaveLength(1);
    expect(youFaults('Maus von Du')).toHaveLength(1);
    expect(youFaults('You loses the half. Round lost by You.')).toHaveLength(2);
    expect(youFaults('Du verlierst die Hälfte. Deine Maus. You lose. Your turn. Du bist dran.')).toEqual([]);
  });
});
