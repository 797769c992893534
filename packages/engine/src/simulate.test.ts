import { describe, expect, it } from 'vitest';
import type { Bot } from './contract.js';
import { playGame, simulate } from './simulate.js';
import { toyRuntime, toyRules } from './test-support/toy-game.js';

const rules = toyRules();
const players = [
  { name: 'a', bot: 'random' },
  { name: 'b', bot: 'random' },
];
const random = toyRuntime.bots.random!(rules) as Bot;

describe('playing games with bots', () => {
  it('plays a game to its end and, when asked, keeps its log', () => {
    const played = playGame({ game: toyRuntime, rules, players, seed: 'p', record: true, bots: { random } });
    expect(played.snapshot.status).toBe('done');
    expect(played.log!.steps).toHaveLength(played.decisions);
    expect(playGame({ game: toyRuntime, rules, players, seed: 'p', bots: { random } })).toMatchObject({ decisions: played.decisions, log: null, outcome: played.outcome });
  });

  it('refuses a bot that decides something it was not offered', () => {
    const cheat: Bot = { id: 'cheat', description: 'makes up a decision', decide: (_v, legal) => ({ ...legal[0]! }) };
    expect(() => playGame({ game: toyRuntime, rules, players, seed: 'p', bots: { random: cheat } })).toThrow(/the bot cheat chose .* which is not one of the legal decisions/);
  });

  it('sums up many games by seat and by bot', () => {
    const summary = simulate({ game: toyRuntime, rules, games: 20, players: 3, bots: ['random', 'first'], seed: 's' });
    expect(summary.seatWins.reduce((a, b) => a + b, 0)).toBe(20);
    expect(summary.bots.random!.seats + summary.bots.first!.seats).toBe(3);
  });
});
