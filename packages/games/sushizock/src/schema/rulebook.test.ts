/**
 * Sushizock's compiled rule files against its rulebook (the German original, cited by its
 * seed number): every number the engine will read is checked here against what the rulebook (or
 * a recorded decision) says.
 */
import { describe, expect, it } from 'vitest';
import { compileRuleFile } from '../test-support/rules.js';
import type { SushizockRules } from './rules.js';

describe('Sushizock im Gockelwok (seeds 000, 001)', () => {
  const rules = () => compileRuleFile('sushizock.rules') as SushizockRules;
  const count = (values: readonly number[]) => Object.fromEntries([...new Set(values)].map((v) => [v, values.filter((x) => x === v).length]));

  it('has 5 dice, each with sushi twice, bones twice, blue and red chopsticks once', () => {
    const r = rules();
    expect(r.dice.count).toBe(5);
    expect([...r.dice.die.faces].sort()).toEqual(['blue', 'bones', 'bones', 'red', 'sushi', 'sushi']);
    expect(r.players).toEqual({ min: 2, max: 5 });
    expect(r.throws).toEqual({ min: 1, max: 3, keepAtLeast: 1 });
  });

  it('has 24 tiles: sushi +1…+6 twice each, bones -1 ×4, -2 ×4, -3 ×2, -4 ×2', () => {
    const r = rules();
    expect(count(r.tiles.sushi!.values)).toEqual({ 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2 });
    expect(count(r.tiles.bones!.values)).toEqual({ '-1': 4, '-2': 4, '-3': 2, '-4': 2 });
  });

  it.each([
    ['sushi', 1, 5, 'take', 'sushi', 'nth'],
    ['bones', 1, 5, 'take', 'bones', 'nth'],
    ['blue', 3, 3, 'steal', 'sushi', 'top'],
    ['blue', 4, 5, 'steal', 'sushi', 'any'],
    ['red', 3, 3, 'steal', 'bones', 'top'],
    ['red', 4, 5, 'steal', 'bones', 'any'],
  ])('%s shown %i–%i times lets a player %s a %s tile (%s)', (face, min, max, effect, group, position) => {
    expect(rules().actions).toContainEqual(expect.objectContaining({ face, min, max, effect, group, position }));
  });

  it('forces the worst bones, else the lowest sushi, and makes sushi above the bones stack worthless', () => {
    const r = rules();
    expect(r.forcedTake).toEqual([
      { group: 'bones', pick: 'lowest' },
      { group: 'sushi', pick: 'lowest' },
    ]);
    expect(r.worthless).toEqual({ group: 'sushi', above: 'bones' });
    expect(r.winner).toEqual({ by: 'most-points', ties: 'share' });
  });

  it('variant graeten-5-4-2-1 changes only the bones count', () => {
    const r = compileRuleFile('variants/sushizock-graeten-5-4-2-1.rules') as SushizockRules;
    expect(count(r.tiles.bones!.values)).toEqual({ '-1': 5, '-2': 4, '-3': 2, '-4': 1 });
    expect(r.tiles.sushi).toEqual(rules().tiles.sushi);
  });
});

