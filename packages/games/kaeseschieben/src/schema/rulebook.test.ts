/**
 * Käseschieben's compiled rule files against its rulebook (the German original, cited by its
 * seed number): every number the engine will read is checked here against what the rulebook (or
 * a recorded decision) says.
 */
import { describe, expect, it } from 'vitest';
import { compileRuleFile } from '../test-support/rules.js';
import type { KaeseschiebenRules } from './rules.js';

describe('Käseschieben (seed 002)', () => {
  const rules = () => compileRuleFile('kaeseschieben.rules') as KaeseschiebenRules;

  it('has 4 small, 8 medium and 4 large cubes worth 2, 3 and 4; 2 large and 4 medium carry worms', () => {
    expect(rules().cubes.map((c) => [c.id, c.count, c.value, c.worms])).toEqual([
      ['small', 4, 2, 0],
      ['medium', 8, 3, 4],
      ['large', 4, 4, 2],
    ]);
    expect(rules().worms).toEqual({ total: 10, spare: 4 });
    expect(rules().wormyValue).toBe(0);
  });

  it('lays the cheese out 4×4 with small corners and a large centre on an 8×8 board', () => {
    const r = rules();
    expect(r.board).toEqual({ width: 8, height: 8 });
    expect(r.layout.map((row) => row.map((c) => c[0]).join(''))).toEqual(['smms', 'mllm', 'mllm', 'smms']);
    expect(r.startFromRight).toBe(4);
    expect(r.twoPlayers).toBe('opposite');
  });

  it('has the die 1, 2, 2, 3, 3, star where star means throw again, number doubled', () => {
    const r = rules();
    expect(r.dice.die.faces).toEqual([1, 2, 2, 3, 3, 'star']);
    expect(r.joker).toEqual({ face: 'star', times: 2 });
    expect(r.players).toEqual({ min: 2, max: 4 });
    expect(r.lastCubeSteal).toBe(1);
  });

  it('variant blind switches on the blind option only', () => {
    expect(rules().options.blind).toBe(false);
    expect((compileRuleFile('variants/kaeseschieben-blind.rules') as KaeseschiebenRules).options.blind).toBe(true);
  });
});

