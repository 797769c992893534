import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allThrows, throwProbability as dslProbability } from '@regelwerk/dsl';
import { faceOrder, throwDistribution, throwProbability } from './multisets.js';

const SUSHI = ['sushi', 'sushi', 'bones', 'bones', 'blue', 'red'] as const;

describe('throws of several dice as multisets', () => {
  it('lists numbers high to low and named faces as the die lists them', () => {
    expect(faceOrder([1, 2, 2, 3, 3, 'star'])).toEqual([3, 2, 1, 'star']);
    expect(faceOrder(SUSHI)).toEqual(['sushi', 'bones', 'blue', 'red']);
  });

  it('gives the rule compiler’s throws, in its order and with its chances, for numbered dice', () => {
    for (const [faces, count] of [[[1, 2, 3, 4, 5, 6], 3], [[1, 2, 2, 3, 3, 4], 4], [[1, 2, 3], 2]] as const) {
      const ours = throwDistribution(faces, count);
      expect(ours.map((t) => t.dice)).toEqual(allThrows(faces, count));
      for (const t of ours) expect(t.probability).toBe(dslProbability(t.dice, faces));
    }
  });

  it('counts each multiset once: (faces + k - 1 choose k) of them, chances adding up to one', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(1, 2, 3, 'x', 'y'), { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 5 }), (faces, k) => {
        const d = new Set(faces).size;
        let choose = 1;
        for (let i = 1; i <= k; i++) choose = (choose * (d + i - 1)) / i;
        const throws = throwDistribution(faces, k);
        expect(throws).toHaveLength(Math.round(choose));
        expect(new Set(throws.map((t) => t.dice.join(' '))).size).toBe(throws.length);
        expect(throws.reduce((s, t) => s + t.probability, 0)).toBeCloseTo(1, 12);
      }),
    );
  });

  it('weighs faces by how often the die shows them (Sushizock: two sushi sides of six)', () => {
    expect(throwProbability(['sushi', 'sushi', 'sushi', 'sushi', 'sushi'], SUSHI)).toBeCloseTo((1 / 3) ** 5, 15);
    // Two blue and three red in any order: 5!/(2!3!) orders of (1/6)^5.
    expect(throwProbability(['blue', 'red', 'blue', 'red', 'red'], SUSHI)).toBeCloseTo(10 / 6 ** 5, 15);
    const one = throwDistribution([1, 2, 2, 3, 3, 'star'], 1);
    expect(one).toEqual([
      { dice: [3], probability: 2 / 6 },
      { dice: [2], probability: 2 / 6 },
      { dice: [1], probability: 1 / 6 },
      { dice: ['star'], probability: 1 / 6 },
    ]);
  });
});
