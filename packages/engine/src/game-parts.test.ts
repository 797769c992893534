import { describe, expect, it } from 'vitest';
import { ChanceRecorder } from './chance.js';
import { FastMachine, type FastSnapshot } from './fast-machine.js';
import { beginSetUp, runtimeParts, turnsChart, type GameContext } from './game-parts.js';
import { toyRules } from './test-support/toy-game.js';
import type { RuleSet } from '@regelwerk/dsl';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, bot: null }));

interface Ctx extends GameContext<RuleSet> {
  readonly turns: number;
  readonly scored: boolean;
}
type Ev = { readonly type: 'turn.end'; readonly seat: number };

/** A game of three turns: each turn is one decision; `scoreGame` marks the end. */
const config = turnsChart<'lastTurn', 'scoreGame' | 'nextPlayer'>({
  id: 'three',
  turn: { on: { 'turn.end': { target: '#three.playing.turnOver' } } },
  endsWhen: ['lastTurn'],
  score: 'scoreGame',
  next: 'nextPlayer',
});
const fast = new FastMachine<Ctx, Ev, 'lastTurn', 'scoreGame' | 'nextPlayer'>(config, {
  guards: { lastTurn: (c) => c.turns === 2 },
  actions: {
    scoreGame: () => ({ scored: true }),
    nextPlayer: (c) => ({ current: (c.current + 1) % c.players.length, turns: c.turns + 1 }),
  },
});

describe('turnsChart', () => {
  it('plays the turn chart again for the next player until a guard of endsWhen holds, then scores and ends', () => {
    const setUp = beginSetUp('three', { rules: toyRules(), players: players(2), seed: 's' }, new ChanceRecorder());
    let s: FastSnapshot<Ctx> = fast.initial({ rules: setUp.rules, players: setUp.players, rng: setUp.draw.state(), starter: 1, current: 1, turns: 0, scored: false });
    const seen: [string, number][] = [];
    while (s.status !== 'done') {
      seen.push([s.value, s.context.current]);
      s = fast.transition(s, { type: 'turn.end', seat: s.context.current })!;
    }
    expect(seen).toEqual([
      ['playing.turn', 1],
      ['playing.turn', 0],
      ['playing.turn', 1],
    ]);
    expect(s.value).toBe('over');
    expect(s.context.scored).toBe(true);
  });
});

describe('beginSetUp', () => {
  it('refuses a table the rules do not allow, naming the game', () => {
    expect(() => beginSetUp('toy', { rules: toyRules(), players: players(5), seed: 's' }, new ChanceRecorder())).toThrow(/^toy: 5 players/);
  });

  it('draws from the seed, and its generator state moves on with every draw', () => {
    const a = beginSetUp('toy', { rules: toyRules(), players: players(3), seed: 'x' }, new ChanceRecorder());
    expect(a.n).toBe(3);
    const before = a.draw.state();
    const starter = a.draw.lot('starter', a.n);
    expect(a.draw.state()).not.toEqual(before);
    const b = beginSetUp('toy', { rules: toyRules(), players: players(3), seed: 'x' }, new ChanceRecorder());
    expect(b.draw.lot('starter', b.n)).toBe(starter);
  });
});

describe('runtimeParts', () => {
  const rules = toyRules();
  const parts = runtimeParts<RuleSet, Ctx>({ title: 'Three', isRules: (r): r is RuleSet => r.game === 'toy', mover: (c) => (c.current + 1) % 2, outcome: (c) => (c.scored ? { ranking: [[0], [1]], winners: [0], losers: [1], details: {} } : null) });
  const setUp = beginSetUp('toy', { rules, players: players(2), seed: 's' }, new ChanceRecorder());
  const context: Ctx = { rules, players: setUp.players, rng: setUp.draw.state(), starter: 0, current: 0, turns: 0, scored: true };

  it('takes its own rules and refuses another game’s, naming both', () => {
    expect(parts.rulesFor(rules)).toEqual({ ok: true, value: rules });
    expect(parts.rulesFor({ ...rules, game: 'other' })).toMatchObject({ ok: false, error: { code: 'rules/wrong-game', message: 'these are rules for other, not Three' } });
  });

  it('asks the mover while the game runs, and nobody once it is over', () => {
    expect(parts.toMove({ value: 'playing.turn', status: 'active', context })).toEqual([1]);
    expect(parts.toMove({ value: 'over', status: 'done', context })).toEqual([]);
  });

  it('gives an outcome only once the game is over', () => {
    expect(parts.outcome({ value: 'playing.turn', status: 'active', context })).toBeNull();
    expect(parts.outcome({ value: 'over', status: 'done', context })?.winners).toEqual([0]);
  });
});
