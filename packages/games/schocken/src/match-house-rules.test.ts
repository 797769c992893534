/**
 * The house rules of rules/variants that make a match of several Schocken games (lives, a
 * number of games with points), each against the rule its source states (docs/house-rules.md,
 * D5 and D6). The match itself is the engine's, the same for every game.
 */
import { describe, expect, it } from 'vitest';
import { playMatch, replayMatchLog, type Bot } from '@regelwerk/engine';
import { schocken, schockenBots } from './index.js';
import { schema } from './schema/index.js';
import { loadRules, players } from './test-support/fixtures.js';
import { compileText } from './test-support/rules.js';

const mixed = (n: number) => players(n, 'tactician').map((p, i) => (i % 2 ? { ...p, bot: 'random' } : p));

describe('drei-leben (Feuerwehr Dattenberg: three lives at a table of six; Velen, Kamen: three lives, a lost game costs one)', () => {
  const rules = loadRules('variants/schocken-drei-leben.rules');
  const bots = { tactician: schockenBots.tactician(rules) as Bot, random: schockenBots.random() as Bot };

  it('reads three lives and nothing else of a match', () => {
    expect(rules.match).toEqual({ lostAt: null, lives: 3 });
  });

  it('at a table of six, every game costs its one loser a life until one player is left with lives', () => {
    for (const seed of ['dattenberg-1', 'dattenberg-2']) {
      const m = playMatch({ game: schocken, rules, players: mixed(6), seed, bots });
      const { lives, games } = m.state;
      expect(lives!.filter((l) => l > 0)).toHaveLength(1);
      // Five players lost three games each; the last one standing lost the rest.
      const winner = m.outcome.winners[0]!;
      expect(games.length).toBe(15 + (3 - lives![winner]!));
      for (const g of games) expect(g.losers).toHaveLength(1);
      // A player who has lost three games sits at no later one.
      games.forEach((g, k) => {
        const out = new Set(games.slice(0, k).flatMap((x) => x.losers).filter((p, _i, all) => all.filter((q) => q === p).length >= 3));
        expect(g.seats.filter((p) => out.has(p))).toEqual([]);
      });
      expect(m.outcome.ranking[0]).toEqual([winner]);
    }
  });

  it('its match log replays game by game', () => {
    const m = playMatch({ game: schocken, rules, players: mixed(3), seed: 'velen', bots, record: true });
    const r = replayMatchLog(JSON.parse(JSON.stringify(m.log)), schocken, [schema]);
    expect(r.ok && r.value.outcome).toEqual(m.outcome);
  });
});

describe('fiebel-turnier (schocken.org, Fiebel: thirteen games at a table of three to five, each game costs its loser five points)', () => {
  const rules = loadRules('variants/schocken-fiebel-turnier.rules');
  const bots = { tactician: schockenBots.tactician(rules) as Bot, random: schockenBots.random() as Bot };

  it('reads thirteen games, minus five for the loser, and tables of three to five', () => {
    expect(rules.match).toEqual({ lostAt: null, lives: null, games: 13, score: { loser: -5 } });
    expect(rules.players).toEqual({ min: 3, max: 5 });
  });

  it('plays thirteen games of everyone, takes five points per game lost, and the most points win', () => {
    const m = playMatch({ game: schocken, rules, players: mixed(4), seed: 'fiebel', bots });
    expect(m.state.games).toHaveLength(13);
    for (const g of m.state.games) expect([...g.seats].sort()).toEqual([0, 1, 2, 3]);
    const lost = [0, 1, 2, 3].map((p) => m.state.games.filter((g) => g.losers.includes(p)).length);
    expect(m.state.points).toEqual(lost.map((n) => (n === 0 ? 0 : -5 * n)));
    const best = Math.max(...m.state.points!);
    expect(m.outcome.winners).toEqual([0, 1, 2, 3].filter((p) => m.state.points![p] === best));
  });

  it('a play-off among the players level on points, where a file adds `ties play-off` (C2, Schock-Turnier of the club forum)', () => {
    // The play-off is between two, so the file allows tables of two.
    const r = compileText('variant "fiebel-stechen" extends schocken\nplayers 2..5\nmatch games 2 ties play-off\nscore loser -5\n');
    if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
    const playOffs: number[] = [];
    for (const seed of ['stechen-1', 'stechen-2', 'stechen-3']) {
      const m = playMatch({ game: schocken, rules: r.rules, players: mixed(3), seed, bots });
      playOffs.push(m.outcome.playOffs);
      // Two games of three players: if one player lost both, the other two are level and play off.
      const level = m.state.points!.filter((p) => p === 0).length;
      expect(m.outcome.playOffs).toBe(level > 1 ? 1 : 0);
      expect(m.outcome.winners).toHaveLength(1);
    }
    // These seeds do meet the case: the random seat lost both games.
    expect(playOffs).toContain(1);
  });

  it('no play-off where the file’s tables do not allow that few players: the tie stands', () => {
    const r = compileText('variant "fiebel-stechen" extends schocken\nplayers 3..5\nmatch games 1 ties play-off\nscore loser -5\n');
    if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
    const m = playMatch({ game: schocken, rules: r.rules, players: mixed(3), seed: 'level', bots });
    expect(m.outcome).toMatchObject({ playOffs: 0, games: 1 });
    expect(m.outcome.winners).toHaveLength(2);
  });
});
