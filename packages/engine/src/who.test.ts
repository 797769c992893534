import { describe, expect, it } from 'vitest';
import { botName, seatWho } from './who.js';

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

describe('botName', () => {
  it('names the shared bots in each language and leaves an unknown id as it is', () => {
    expect([botName('tactician', 'de'), botName('random', 'de'), botName('tactician', 'en'), botName('random', 'en')]).toEqual(['Taktiker', 'Zufall', 'tactician', 'random']);
    expect([botName('constructor', 'de'), botName('greedy', 'en')]).toEqual(['constructor', 'greedy']);
  });
});
