import { checkMatch, compile, MATCH, SCORE, type GameSchema, type RuleSet } from '@regelwerk/dsl';
import { describe, expect, it } from 'vitest';
import type { Bot, PlayerInfo } from './contract.js';
import { nextGame, startMatch } from './match.js';
import { playMatch, replayMatchLog, type MatchLog } from './match-play.js';
import { mergeTally, playBatch, playGame, simulate, summarize } from './simulate.js';
import { toyRuntime, toySchema } from './test-support/toy-game.js';

/** The toy with a match: its schema takes `match` and `score` as every game's does. */
const schema: GameSchema = { ...toySchema, statements: [MATCH, SCORE], passes: [{ name: 'match', run: checkMatch({ game: 'Toy', lostAt: false }) }] };
const schemas = [schema];

function rulesOf(...lines: string[]): RuleSet {
  const r = compile(`game toy "Toy"\nplayers 2..4\n${lines.join('\n')}\n`, { schemas, file: 'rules/toy.rules' });
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return r.rules;
}

const lives = rulesOf('match lives 2 ties play-off');
const random = toyRuntime.bots.random!(lives) as Bot;
const bots = { random };
const players: PlayerInfo[] = ['Ada', 'Bo', 'Cy'].map((name) => ({ name, bot: 'random' }));

describe('playing a match', () => {
  it('plays games until the match is over, each with the seed and seats the match gives it', () => {
    const seen: { seed: string; names: string[] }[] = [];
    const played = playMatch({ game: toyRuntime, rules: lives, players, seed: 'm1', bots, onGame: (_g, at) => seen.push({ seed: at.seed, names: at.players.map((p) => p.name) }) });
    expect(played.outcome.games).toBe(seen.length);
    expect(seen.map((s) => s.seed)).toEqual(seen.map((_, k) => `m1/game/${k}`));
    // The first game seats everybody in the match's order; a lives match ends with one player holding lives, or a play-off.
    expect(seen[0]!.names).toEqual(['Ada', 'Bo', 'Cy']);
    expect(played.state.lives!.filter((l) => l > 0).length).toBeLessThanOrEqual(1);
    expect(played.outcome.winners.length).toBeGreaterThan(0);
  });

  it('is reproduced by its seed, and its games are the games `playGame` plays with their seeds', () => {
    const a = playMatch({ game: toyRuntime, rules: lives, players, seed: 'same', bots });
    const b = playMatch({ game: toyRuntime, rules: lives, players, seed: 'same', bots });
    expect(b.state).toEqual(a.state);
    const first = startMatch(lives, players, 'same');
    const g0 = nextGame(first.ok ? first.value : (undefined as never))!;
    const alone = playGame({ game: toyRuntime, rules: lives, players: g0.players, seed: g0.seed, bots });
    expect(a.state.games[0]!.losers).toEqual(alone.outcome.losers.map((s) => g0.seats[s]));
    const other = playMatch({ game: toyRuntime, rules: lives, players, seed: 'other', bots });
    expect(JSON.stringify(other.state.games)).not.toBe(JSON.stringify(a.state.games));
  });

  it('refuses rules that play no match', () => {
    expect(() => playMatch({ game: toyRuntime, rules: rulesOf(), players, seed: 's', bots })).toThrow(/play single games/);
  });
});

describe('a match log', () => {
  const played = playMatch({ game: toyRuntime, rules: lives, players, seed: 'log', bots, record: true });
  const log = JSON.parse(JSON.stringify(played.log)) as MatchLog;

  it('replays: every game by the match rules, with the seats and seed the match gives it, to the outcome it records', () => {
    expect(log.games.length).toBe(played.outcome.games);
    const r = replayMatchLog(log, toyRuntime, schemas);
    expect(r.ok && r.value.outcome).toEqual(played.outcome);
    expect(r.ok && r.value.steps).toBe(played.decisions);
  });

  it('is refused when a game is left out, the games swap places, the outcome is changed or it is no match log', () => {
    const refused = (data: unknown) => {
      const r = replayMatchLog(data, toyRuntime, schemas);
      return r.ok ? 'ok' : r.error.code;
    };
    // Two lives each, and every game costs all but its winner one: at least two games.
    expect(log.games.length).toBeGreaterThanOrEqual(2);
    expect(refused({ ...log, games: log.games.slice(0, -1) })).toBe('outcome/not-reached');
    expect(refused({ ...log, games: [log.games[1], log.games[0], ...log.games.slice(2)] })).toBe('match/seed');
    expect(refused({ ...log, outcome: { ...log.outcome, winners: [9] } })).toBe('outcome/mismatch');
    expect(refused({ ...log, games: [...log.games, log.games[0]] })).toMatch(/^match\/(over|seed)$/);
    expect(refused({ ...log, players: [...log.players].reverse() })).toMatch(/^match\//);
    expect(refused(log.games[0])).toBe('log/format');
  });
});

describe('simulating matches', () => {
  const o = { game: toyRuntime, rules: rulesOf('match games 3', 'score winner 1'), games: 6, players: 3, bots: ['random'], seed: 'sim' };

  it('counts matches beside the games of every match', () => {
    const s = simulate(o);
    expect(s.match).toMatchObject({ matches: 6, gamesPerMatch: 3, playOffsPerMatch: 0 });
    expect(s.games).toBe(18);
    expect(s.seatWins.reduce((a, b) => a + b, 0)).toBe(18);
    expect(s.match!.seatWins.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(6);
    expect(s.match!.bots.random!.wins).toBe(s.match!.seatWins.reduce((a, b) => a + b, 0));
  });

  it('gives the same totals in batches as in one go', () => {
    const whole = playBatch(o, 0, 6);
    const parts = mergeTally(playBatch(o, 0, 2), playBatch(o, 2, 6));
    expect(summarize(parts, 3)).toEqual(summarize(whole, 3));
  });

  it('leaves a simulation of single games without match figures', () => {
    expect(simulate({ ...o, rules: rulesOf() }).match).toBeUndefined();
  });
});
