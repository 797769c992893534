import { describe, expect, it } from 'vitest';
import { GameSession } from './session.js';
import { toyRuntime, toyRules } from './test-support/toy-game.js';
import { allowsPlayers, MAX_BOT_ID_LENGTH, MAX_PLAYER_NAME_LENGTH, playerRange, playersProblem, playersShape, requirePlayers } from './players.js';

const seat = (name: string, bot: string | null = null) => ({ name, bot });

describe('player counts', () => {
  it('says the range in words', () => {
    expect(playerRange({ min: 2, max: 5 })).toBe('2 to 5');
    expect(playerRange({ min: 3, max: null })).toBe('3 or more');
    expect(playerRange({ min: 4, max: 4 })).toBe('4');
  });

  it('allows the counts inside the range only', () => {
    expect([1, 2, 5, 6, 2.5].map((n) => allowsPlayers({ min: 2, max: 5 }, n))).toEqual([false, true, true, false, false]);
    expect(allowsPlayers({ min: 2, max: null }, 40)).toBe(true);
    const five = ['a', 'b', 'c', 'd', 'e'].map((n) => seat(n));
    expect(() => requirePlayers('toy', { min: 2, max: 4 }, five)).toThrow('toy: 5 players; these rules allow 2 to 4');
    expect(() => requirePlayers('toy', { min: 2, max: 4 }, five.slice(0, 3))).not.toThrow();
  });
});

describe('player names and bots', () => {
  it('refuses a name one character over the limit, naming the seat and both lengths', () => {
    const players = [seat('Ada'), seat('x'.repeat(MAX_PLAYER_NAME_LENGTH + 1))];
    expect(() => requirePlayers('toy', { min: 2, max: 4 }, players)).toThrow(`toy: player 2: a player's name has at most ${MAX_PLAYER_NAME_LENGTH} characters, this one ${MAX_PLAYER_NAME_LENGTH + 1}`);
    expect(playersProblem(players)).toEqual({ path: '$.players[1].name', message: `a player's name has at most ${MAX_PLAYER_NAME_LENGTH} characters, this one ${MAX_PLAYER_NAME_LENGTH + 1}` });
    expect(playersShape(2, 4).check(players, '$.context.players')?.path).toBe('$.context.players[1].name');
  });

  it('accepts a name at the limit', () => {
    const players = [seat('Ada'), seat('x'.repeat(MAX_PLAYER_NAME_LENGTH), 'random')];
    expect(() => requirePlayers('toy', { min: 2, max: 4 }, players)).not.toThrow();
    expect(playersProblem(players, '$.players', ['random'])).toBeNull();
    expect(playersShape(2, 4).check(players, '$')).toBeNull();
  });

  it('refuses a bot the game does not have, and a bot id too long to be one', () => {
    expect(playersProblem([seat('Ada', 'no-such-bot')], '$.players', ['random', 'tactician'])).toEqual({
      path: '$.players[0].bot',
      message: 'no bot "no-such-bot" plays this game; its bots: random, tactician',
    });
    expect(playersProblem([seat('Ada', 'b'.repeat(MAX_BOT_ID_LENGTH + 1))])?.path).toBe('$.players[0].bot');
    expect(playersProblem([seat('Ada', 'b'.repeat(MAX_BOT_ID_LENGTH + 1))], '$.players', ['random'])?.message).toMatch(/^a bot id has at most/);
  });

  it('refuses what is not a list of players', () => {
    expect(playersProblem('Ada')).toEqual({ path: '$.players', message: 'expected the players as a list, found "Ada"' });
    expect(playersProblem([{ name: 3, bot: null }])?.path).toBe('$.players[0]');
    expect(playersProblem([{ name: 'Ada', bot: 7 }])?.path).toBe('$.players[0]');
  });
});

describe('a session', () => {
  it('does not start with a name over the limit: game/setup, naming the seat', () => {
    const players = [seat('Ada'), seat('n'.repeat(20_000_000))];
    expect(GameSession.start(toyRuntime, { rules: toyRules(), players, seed: 's' })).toEqual({
      ok: false,
      error: { code: 'game/setup', message: `toy: player 2: a player's name has at most ${MAX_PLAYER_NAME_LENGTH} characters, this one 20000000` },
    });
    expect(GameSession.start(toyRuntime, { rules: toyRules(), players: [seat('Ada'), seat('n'.repeat(MAX_PLAYER_NAME_LENGTH))], seed: 's' }).ok).toBe(true);
  });
});
