import { describe, expect, it } from 'vitest';
import { seatWho, whoList, youFaults } from './who.js';

const person = (name: string) => ({ name, bot: null });
const bot = (name: string) => ({ name, bot: 'tactician' });

describe('seatWho', () => {
  it('addresses the only person at the screen under the default name as you', () => {
    expect(seatWho([person('Du'), bot('Taktiker 2')], 0)).toEqual({ name: 'Du', you: true });
    expect(seatWho([bot('tactician 1'), person('You')], 1)).toEqual({ name: 'You', you: true });
    expect(seatWho([person('Du'), bot('Taktiker 2')], 1)).toEqual({ name: 'Taktiker 2', you: false });
  });

  it('names a person who chose a name, and every person of a hot-seat game, in the third person', () => {
    expect(seatWho([person('Anna'), bot('Taktiker 2')], 0).you).toBe(false);
    expect(seatWho([person('Du'), person('Ben')], 0).you).toBe(false);
  });

  it('never takes a bot for you, and names a seat beyond the list by its number', () => {
    expect(seatWho([bot('You'), bot('x')], 0).you).toBe(false);
    expect(seatWho([person('Du')], 3)).toEqual({ name: '#4', you: false });
  });
});

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
