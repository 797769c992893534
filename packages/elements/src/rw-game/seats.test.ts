import { MAX_BOT_ID_LENGTH, MAX_PLAYER_NAME_LENGTH } from '@regelwerk/engine';
import { describe, expect, it } from 'vitest';
import { compileRules, loadGame } from '../shared/games.js';
import { seatProblem, Seats, seatsFrom, type SeatsHost } from './seats.js';

async function schocken() {
  const [loaded, compiled] = await Promise.all([loadGame('schocken'), compileRules('schocken', {})]);
  if (!loaded.ok || !compiled.ok) throw new Error('schocken did not load');
  return { module: loaded.game.module, rules: compiled.rules };
}

describe('the seats the attributes ask for', () => {
  it('seat one person without a players attribute, nobody with an empty one, then the bots by name and seat', () => {
    expect(seatsFrom(null, 'tactician', 'en')).toEqual([
      { name: 'You', bot: null },
      { name: 'tactician 2', bot: 'tactician' },
    ]);
    expect(seatsFrom(null, 'random', 'de')).toEqual([
      { name: 'Du', bot: null },
      { name: 'Zufall 2', bot: 'random' },
    ]);
    expect(seatsFrom('', ' tactician ;random,, ', 'de').map((p) => p.name)).toEqual(['Taktiker 1', 'Zufall 2']);
    expect(seatsFrom('Ann, Bo; Cy', '', 'en')).toEqual(['Ann', 'Bo', 'Cy'].map((name) => ({ name, bot: null })));
  });

  it('are refused for a long name, a bot the game lacks (its id cut short) or a number the rules do not allow', async () => {
    const { module, rules } = await schocken();
    const problem = (players: string | null, bots: string) => seatProblem(seatsFrom(players, bots, 'en'), rules, module, 'en');
    expect(problem('Ann', 'tactician, random')).toBeNull();
    expect(problem(`Ann, ${'n'.repeat(MAX_PLAYER_NAME_LENGTH + 1)}`, 'random')).toBe(`Player 2's name has ${MAX_PLAYER_NAME_LENGTH + 1} characters; a name may have at most ${MAX_PLAYER_NAME_LENGTH}.`);
    expect(problem('Ann', 'constructor')).toBe('There is no bot "constructor" for this game. Its bots: random, tactician.');
    expect(problem('Ann', 'x'.repeat(MAX_BOT_ID_LENGTH + 10))).toContain(`"${'x'.repeat(MAX_BOT_ID_LENGTH)}…"`);
    expect(problem('Ann', '')).toBe('Schocken: 1 seat (players and bots), but the rules allow 2 or more');
    expect(problem('', '')).toBe('Schocken: 0 seats (players and bots), but the rules allow 2 or more');
    expect(seatProblem([{ name: 'A', bot: null }], rules, module, 'de')).toContain('Schocken: 1 seat');
  });
});

describe('whose view the board shows', () => {
  const seated = (players: string | null, bots: string) => {
    const seats = new Seats(document.createElement('div') as unknown as SeatsHost);
    seats.list = seatsFrom(players, bots, 'en');
    return seats;
  };

  it('is the acting person’s, else the one person’s while bots move, else a spectator’s', () => {
    const one = seated(null, 'random, random');
    expect(one.viewer(0, false)).toBe(0);
    expect(one.viewer(null, false)).toBe(0);
    // A log viewed shows nobody's secrets, not even the one person's.
    expect(one.viewer(null, true)).toBe('spectator');
    const hotSeat = seated('Ann, Bo', 'random');
    expect(hotSeat.viewer(1, false)).toBe(1);
    expect(hotSeat.viewer(null, false)).toBe('spectator');
    expect(seated('', 'random, random').viewer(null, false)).toBe('spectator');
  });
});
