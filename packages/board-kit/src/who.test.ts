import { describe, expect, it } from 'vitest';
import { gameOverLine, whoList, youFaults } from './who.js';

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

describe('gameOverLine', () => {
  const you = { name: 'Du', you: true };
  const ben = { name: 'Ben', you: false };
  const ada = { name: 'Ada', you: false };

  it('names one winner, or addresses the person at the screen, with the points when given', () => {
    expect(gameOverLine([ben], 'en', 12)).toBe('Game over: Ben wins with 12 points.');
    expect(gameOverLine([you], 'en', 12)).toBe('Game over: you win with 12 points.');
    expect(gameOverLine([ben], 'de', 12)).toBe('Spiel vorbei: Ben gewinnt mit 12 Punkten.');
    expect(gameOverLine([you], 'de')).toBe('Spiel vorbei: Du gewinnst.');
    expect(gameOverLine([ben], 'en')).toBe('Game over: Ben wins.');
  });

  it('lets a tie share the win, the verb agreeing with a list that holds you', () => {
    expect(gameOverLine([ben, ada], 'en', 7)).toBe('Game over: Ben and Ada share the win with 7 points.');
    expect(gameOverLine([ben, ada], 'de')).toBe('Spiel vorbei: Ben und Ada teilen sich den Sieg.');
    expect(gameOverLine([ben, you], 'de', 7)).toBe('Spiel vorbei: Ben und du teilt euch den Sieg mit 7 Punkten.');
    for (const lang of ['en', 'de'] as const) expect(youFaults(gameOverLine([you, ben], lang, 3))).toEqual([]);
  });
});
