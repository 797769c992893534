import { MAX_MATCH_GAMES, MAX_PLAY_OFFS, type MatchRule, type RuleSet } from '@regelwerk/dsl';
import { describe, expect, it } from 'vitest';
import type { Outcome, PlayerInfo, Seat } from './contract.js';
import { isDeepFrozen } from './frozen.js';
import { matchOutcome, matchStanding, nextGame, recordGame, restoreMatch, serializeMatch, startMatch, type MatchState } from './match.js';

const rulesWith = (match: MatchRule, players: RuleSet['players'] = { min: 2, max: 6 }): RuleSet => ({
  game: 'toy',
  title: 'Toy',
  variant: null,
  sources: [],
  players,
  options: {},
  optionList: [],
  match,
});

const people = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, bot: 'random' }));
const lives = (n: number): MatchRule => ({ lostAt: null, lives: n });

function start(rules: RuleSet, n: number, seed = 'm'): MatchState {
  const r = startMatch(rules, people(n), seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** An outcome in which the game seat of match player `loser` lost and every other seat shares the win. */
function lostBy(state: MatchState, loser: number): Outcome {
  const seats = nextGame(state)!.seats;
  const l = seats.indexOf(loser);
  const others = seats.map((_, s) => s).filter((s) => s !== l);
  return { ranking: [others, [l]], losers: [l], winners: others, details: {} };
}

/** An outcome ranking the game's seats by the given match players, best first, one per place. */
function ranked(state: MatchState, order: readonly number[]): Outcome {
  const seats = nextGame(state)!.seats;
  const s = order.map((p) => seats.indexOf(p) as Seat);
  return { ranking: s.map((x) => [x]), winners: [s[0]!], losers: [s[s.length - 1]!], details: {} };
}

function record(state: MatchState, outcome: Outcome): MatchState {
  const r = recordGame(state, outcome);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('a match for lives (D5)', () => {
  it('takes a life from each loser, lets a player without lives leave, and ends with the last one holding lives', () => {
    let m = start(rulesWith(lives(2)), 3);
    for (const loser of [0, 1, 0]) m = record(m, lostBy(m, loser));
    expect(m.lives).toEqual([0, 1, 2]);
    // Player 0 has left: the next game is between 1 and 2.
    expect(nextGame(m)!.seats).toEqual([1, 2]);
    m = record(m, lostBy(m, 1));
    expect(nextGame(m)).toBeNull();
    expect(matchOutcome(m)).toEqual({ ranking: [[2], [1], [0]], winners: [2], losers: [0], games: 4, playOffs: 0 });
  });

  it('seats the last loser first, or the next player still in after them when they have left', () => {
    let m = start(rulesWith(lives(1)), 4);
    expect(nextGame(m)!.seats).toEqual([0, 1, 2, 3]);
    m = record(m, lostBy(m, 2));
    expect(nextGame(m)!.seats).toEqual([3, 0, 1]);
    m = record(m, lostBy(m, 3));
    expect(nextGame(m)!.seats).toEqual([0, 1]);
  });

  it('ends when fewer players have lives than the game needs, and the most lives win', () => {
    let m = start(rulesWith(lives(2), { min: 3, max: 5 }), 4);
    for (const loser of [0, 0, 1]) m = record(m, lostBy(m, loser));
    expect(nextGame(m)).not.toBeNull();
    m = record(m, lostBy(m, 1));
    // Two players left, the game needs three.
    expect(matchOutcome(m)?.ranking).toEqual([[2, 3], [1], [0]]);
    expect(matchOutcome(m)?.winners).toEqual([2, 3]);
  });

  it('ends after a fixed number of games when lives and games combine', () => {
    let m = start(rulesWith({ ...lives(3), games: 2 }), 3);
    m = record(m, lostBy(m, 0));
    m = record(m, lostBy(m, 1));
    expect(matchOutcome(m)?.ranking).toEqual([[2], [0, 1]]);
  });

  it('costs nobody a life in a game without a loser, and still ends within the limit of games', () => {
    let m = start(rulesWith(lives(1)), 2);
    const fullTie: Outcome = { ranking: [[0, 1]], losers: [], winners: [0, 1], details: {} };
    for (let i = 0; i < MAX_MATCH_GAMES; i++) m = record(m, fullTie);
    expect(m.lives).toEqual([1, 1]);
    expect(matchOutcome(m)).toMatchObject({ ranking: [[0, 1]], losers: [], games: MAX_MATCH_GAMES });
  });
});

describe('a match of points (D6)', () => {
  it('plays a fixed number of games and scores the loser −5 each', () => {
    let m = start(rulesWith({ lostAt: null, lives: null, games: 3, score: { loser: -5 } }), 3);
    for (const loser of [1, 1, 2]) m = record(m, lostBy(m, loser));
    expect(m.points).toEqual([0, -10, -5]);
    expect(matchOutcome(m)).toMatchObject({ ranking: [[0], [2], [1]], winners: [0], losers: [1], games: 3 });
  });

  it('scores by places, a tie sharing the place of the best of it', () => {
    let m = start(rulesWith({ lostAt: null, lives: null, games: 1, score: { places: [3, 2, 1] } }), 4);
    const seats = nextGame(m)!.seats;
    m = record(m, { ranking: [[seats.indexOf(2)], [seats.indexOf(0), seats.indexOf(3)], [seats.indexOf(1)]], winners: [seats.indexOf(2)], losers: [seats.indexOf(1)], details: {} });
    // Places 0, 1, 1, 3: the last is beyond the list and scores nothing.
    expect(m.points).toEqual([2, 0, 3, 2]);
  });

  it('ends as soon as someone reaches `first-to` points', () => {
    let m = start(rulesWith({ lostAt: null, lives: null, firstTo: 2, score: { winner: 1 } }), 2);
    m = record(m, ranked(m, [0, 1]));
    expect(matchOutcome(m)).toBeNull();
    m = record(m, ranked(m, [0, 1]));
    expect(matchOutcome(m)?.winners).toEqual([0]);
  });
});

describe('best of n', () => {
  it('ends once a player has won more than half of the games', () => {
    let m = start(rulesWith({ lostAt: null, lives: null, bestOf: 5 }), 2);
    for (const winner of [0, 1, 0]) m = record(m, ranked(m, winner === 0 ? [0, 1] : [1, 0]));
    expect(matchOutcome(m)).toBeNull();
    m = record(m, ranked(m, [0, 1]));
    expect(matchOutcome(m)).toMatchObject({ winners: [0], losers: [1], games: 4 });
  });

  it('ends after n games even when nobody won more than half, the most wins deciding', () => {
    let m = start(rulesWith({ lostAt: null, lives: null, bestOf: 3 }), 3);
    for (const winner of [0, 1, 2]) m = record(m, ranked(m, [winner, ...[0, 1, 2].filter((p) => p !== winner)]));
    expect(matchOutcome(m)).toMatchObject({ ranking: [[0, 1, 2]], winners: [0, 1, 2], losers: [], games: 3 });
  });
});

describe('play-offs for ties (C2)', () => {
  const rule: MatchRule = { lostAt: null, lives: null, games: 2, score: { loser: -5 }, ties: 'play-off' };

  it('has the players level at the end play one more game among themselves, which scores nothing', () => {
    let m = start(rulesWith(rule), 3);
    m = record(m, lostBy(m, 2));
    m = record(m, lostBy(m, 2));
    // 0 and 1 are level on 0 points.
    const playOff = nextGame(m)!;
    expect(playOff).toMatchObject({ playOff: true, index: 2 });
    expect([...playOff.seats].sort()).toEqual([0, 1]);
    m = record(m, ranked(m, [1, 0]));
    expect(m.points).toEqual([0, 0, -10]);
    expect(matchOutcome(m)).toEqual({ ranking: [[1], [0], [2]], winners: [1], losers: [2], games: 3, playOffs: 1 });
  });

  it('plays again among the leaders of a play-off that left them level, and lets the tie stand after the limit', () => {
    let m = start(rulesWith({ ...rule, games: 1 }), 3);
    m = record(m, lostBy(m, 0));
    const level = (state: MatchState): Outcome => ({ ranking: [nextGame(state)!.seats.map((_, s) => s)], winners: nextGame(state)!.seats.map((_, s) => s), losers: [], details: {} });
    for (let i = 0; i < MAX_PLAY_OFFS; i++) {
      expect(nextGame(m)?.playOff).toBe(true);
      m = record(m, level(m));
    }
    expect(matchOutcome(m)).toMatchObject({ ranking: [[1, 2], [0]], winners: [1, 2], playOffs: MAX_PLAY_OFFS });
  });

  it('lets the tie stand when the game does not allow that many players', () => {
    let m = start(rulesWith({ ...rule, games: 1 }, { min: 3, max: 4 }), 3);
    m = record(m, lostBy(m, 0));
    expect(nextGame(m)).toBeNull();
    expect(matchOutcome(m)?.winners).toEqual([1, 2]);
  });

  it('is not played without `ties play-off`', () => {
    let m = start(rulesWith({ ...rule, ties: undefined, games: 1 }), 3);
    m = record(m, lostBy(m, 0));
    expect(matchOutcome(m)?.winners).toEqual([1, 2]);
  });
});

describe('the match state', () => {
  it('is frozen, and a game is seeded from the match seed and its index', () => {
    const m = start(rulesWith(lives(2)), 3, 'seed-7');
    expect(isDeepFrozen(m)).toBe(true);
    expect(nextGame(m)!.seed).toBe('seed-7/game/0');
    const after = record(m, lostBy(m, 1));
    expect(isDeepFrozen(after)).toBe(true);
    expect(nextGame(after)!.seed).toBe('seed-7/game/1');
    expect(m.games).toHaveLength(0);
  });

  it('refuses rules without a match, a table the game does not allow, a game after the end and a malformed outcome', () => {
    expect(startMatch(rulesWith({ lostAt: 2, lives: null }), people(2), 's')).toMatchObject({ ok: false, error: { code: 'match/none' } });
    expect(startMatch(rulesWith(lives(2), { min: 3, max: 4 }), people(2), 's')).toMatchObject({ ok: false, error: { code: 'match/players' } });
    let m = start(rulesWith(lives(1)), 2);
    expect(recordGame(m, { ranking: [[0]], losers: [0], winners: [], details: {} })).toMatchObject({ ok: false, error: { code: 'match/outcome' } });
    expect(recordGame(m, { ranking: [[0], [1]], losers: [2], winners: [0], details: {} })).toMatchObject({ ok: false, error: { code: 'match/outcome' } });
    m = record(m, lostBy(m, 0));
    expect(recordGame(m, lostBy(start(rulesWith(lives(1)), 2), 0))).toMatchObject({ ok: false, error: { code: 'match/over' } });
  });

  it('is restored from its JSON as it was, and the standing agrees', () => {
    const rules = rulesWith({ ...lives(2), ties: 'play-off' });
    let m = start(rules, 3);
    for (const loser of [0, 1]) m = record(m, lostBy(m, loser));
    const back = restoreMatch(serializeMatch(m), rules);
    expect(back.ok && back.value).toEqual(m);
    expect(back.ok && matchStanding(back.value)).toEqual([[2], [0, 1]]);
  });

  it('refuses a restore whose lives disagree with the games lost, whose seats are not those of the match, or that is not a match', () => {
    const rules = rulesWith(lives(2));
    let m = start(rules, 3);
    m = record(m, lostBy(m, 0));
    const saved = JSON.parse(serializeMatch(m)) as { lives: number[]; games: { seats: number[] }[] };
    expect(restoreMatch(JSON.stringify({ ...saved, lives: [2, 2, 2] }), rules)).toMatchObject({ ok: false, error: { code: 'match/inconsistent', message: expect.stringContaining('$.lives') } });
    const reseated = { ...saved, games: [{ ...saved.games[0], seats: [1, 0, 2] }] };
    expect(restoreMatch(JSON.stringify(reseated), rules)).toMatchObject({ ok: false, error: { code: 'match/inconsistent', message: expect.stringContaining('$.games[0].seats') } });
    expect(restoreMatch('{"format":"regelwerk-log"}', rules)).toMatchObject({ ok: false, error: { code: 'match/unreadable' } });
    expect(restoreMatch('not json', rules)).toMatchObject({ ok: false, error: { code: 'match/unreadable' } });
  });

  it('refuses a restore with a game after the end', () => {
    const rules = rulesWith(lives(1));
    let m = start(rules, 2);
    m = record(m, lostBy(m, 0));
    const saved = JSON.parse(serializeMatch(m)) as { games: unknown[] };
    const more = { ...saved, games: [...saved.games, saved.games[0]] };
    expect(restoreMatch(JSON.stringify(more), rules)).toMatchObject({ ok: false, error: { code: 'match/inconsistent', message: expect.stringContaining('over after 1 games') } });
  });
});
