import { describe, expect, it } from 'vitest';
import type { Bot } from './contract.js';
import { MAX_DECISIONS } from '@regelwerk/dsl';
import { FastMachine } from './fast-machine.js';
import { emptyTally, GameDidNotEnd, mergeTally, playBatch, playGame, simulate, summarize } from './simulate.js';
import { toyActions, toyConfig, toyGuards, toyRuntime, toyRules, type ToyContext, type ToyEvent } from './test-support/toy-game.js';

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

  it('gives up a game that does not end with GameDidNotEnd, naming the rule file and the seed', () => {
    // The toy with a target nobody reaches: every roll and card scores, yet `won` never holds.
    const endless = { ...toyRuntime, fast: new FastMachine<ToyContext, ToyEvent>(toyConfig, { guards: { ...toyGuards, won: () => false }, actions: toyActions }) };
    let thrown: unknown;
    try {
      playGame({ game: endless, rules, players, seed: 'endless', bots: { random }, maxDecisions: 500 });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(GameDidNotEnd);
    expect(thrown).toMatchObject({ code: 'game/did-not-end', game: 'toy', ruleFile: 'rules/toy.rules', seed: 'endless', decisions: 500 });
    expect((thrown as Error).message).toBe('rules/toy.rules: the game with seed "endless" did not end within 500 decisions; the rules probably make a game that cannot end');
    // The same game, recorded and observed, stops at the same place.
    expect(() => playGame({ game: endless, rules, players, seed: 'endless', record: true, bots: { random }, maxDecisions: 500 })).toThrow(GameDidNotEnd);
    expect(MAX_DECISIONS).toBeGreaterThan(500);
  });

  it('sums up many games by seat and by bot', () => {
    const summary = simulate({ game: toyRuntime, rules, games: 20, players: 3, bots: ['random', 'first'], seed: 's' });
    expect(summary.seatWins.reduce((a, b) => a + b, 0)).toBe(20);
    expect(summary.bots.random!.seats + summary.bots.first!.seats).toBe(3);
  });
});

describe('simulations in batches', () => {
  const options = { game: toyRuntime, rules, games: 30, players: 3, bots: ['random', 'first'], seed: 'b' } as const;

  it('add up to the same totals however the games are split into batches', () => {
    const whole = playBatch(options, 0, 30);
    const parts = mergeTally(mergeTally(emptyTally(options), playBatch(options, 0, 7)), playBatch(options, 7, 30));
    expect(parts).toEqual(whole);
    expect(summarize(whole, 3)).toEqual(simulate(options));
    expect(whole.games).toBe(30);
  });

  it('sum decision times up in a histogram: with every decision taking 0.5 ms, p50 and p95 are 0.5 ms within 5 %', () => {
    let now = 0;
    // Each decision reads the clock before and after: every read moves it on by 0.5 ms.
    const clock = () => (now += 0.5);
    const s = simulate({ ...options, clock });
    expect(s.decisionTimes.samples).toBe(s.decisions);
    expect(s.decisionTimes.p50).toBeGreaterThan(0.475);
    expect(s.decisionTimes.p50).toBeLessThan(0.525);
    expect(s.decisionTimes.p95).toBeLessThan(0.525);
    expect(s.decisionTimes.max).toBe(0.5);
  });

  it('time only every n-th decision when asked', () => {
    const s = simulate({ ...options, clock: () => 0, timeEvery: 4 });
    expect(s.decisionTimes.samples).toBeLessThan(s.decisions / 2);
    expect(s.decisionTimes.samples).toBeGreaterThan(0);
  });
});
