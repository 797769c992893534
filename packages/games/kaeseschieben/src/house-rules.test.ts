/**
 * Käseschieben's house rules of rules/variants, each against the rule its source states
 * (docs/house-rules.md lists them).
 */
import { describe, expect, it } from 'vitest';
import { playGame, type Bot } from '@regelwerk/engine';
import type { KaeseschiebenContext } from './context.js';
import { kaeseschieben, kaeseschiebenBots, scoreRound } from './index.js';
import { contextWith, loadRules, players } from './test-support/fixtures.js';

describe('werte-1-2-3 (luding.org review: "klein 1, mittel 2, groß 3 Punkte")', () => {
  const rules = loadRules('variants/kaeseschieben-werte-1-2-3.rules');

  it.each([
    { cubes: [['small', false]], points: 1 },
    { cubes: [['medium', false]], points: 2 },
    { cubes: [['large', false]], points: 3 },
    { cubes: [['large', true]], points: 0 },
    { cubes: [['small', false], ['medium', false], ['large', false], ['medium', true]], points: 6 },
  ] as const)('$cubes scores $points', ({ cubes, points }) => {
    const all = cubes.map(([size, worm]) => ({ size, worm }));
    const c = contextWith(rules, 2, { cubes: all, won: [all.map((_, i) => i), []], out: [] });
    expect(scoreRound(c).lines[0]!.points).toBe(points);
  });

  it('keeps the rulebook’s counts and worms: 4 small, 8 medium with 4 worms, 4 large with 2', () => {
    expect(rules.cubes.map((c) => [c.id, c.count, c.value, c.worms])).toEqual([
      ['small', 4, 1, 0],
      ['medium', 8, 2, 4],
      ['large', 4, 3, 2],
    ]);
  });

  it('a whole game scores every seat by the new values', () => {
    let last: KaeseschiebenContext | undefined;
    playGame({ game: kaeseschieben, rules, players: players(3, 'random'), seed: 'werte', bots: { random: kaeseschiebenBots.random() as Bot }, onStep: (_b, _e, after) => void (last = after.context as KaeseschiebenContext) });
    const sheet = last!.sheets.at(-1)!;
    for (const line of sheet.lines) {
      const expected = line.cubes.reduce((a, c) => a + (c.worm ? 0 : { small: 1, medium: 2, large: 3 }[c.size]!), 0);
      expect(line.points).toBe(expected);
    }
  });
});
