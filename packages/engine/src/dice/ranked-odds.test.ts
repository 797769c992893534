import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throwDistribution } from './multisets.js';
import { DiceOdds } from './ranked-odds.js';

// A small ranking game: three d6, ranked by the sum, higher is better (rank = 18 - sum).
const bySum = new DiceOdds({ faces: [1, 2, 3, 4, 5, 6], count: 3, rank: (d) => 18 - d.reduce((a, b) => a + b, 0), turns: [] });
// Ranked by "all ones" first, everything else equal: the chance of 1-1-1 within K throws keeping
// every one is (1 - (5/6)^K)^3.
const ones = new DiceOdds({ faces: [1, 2, 3, 4, 5, 6], count: 3, rank: (d) => (d.every((x) => x === 1) ? 0 : 1), turns: [] });

describe('exact odds of a ranked dice game', () => {
  it('roll distributions are exact multisets that add up to one', () => {
    for (const m of [1, 2, 3]) {
      const d = throwDistribution([1, 2, 3, 4, 5, 6], m);
      expect(d.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 14);
    }
    expect(throwDistribution([1, 2, 3, 4, 5, 6], 3)).toHaveLength(56);
    expect(throwDistribution([1, 2, 2], 1).map((o) => o.probability)).toEqual([2 / 3, 1 / 3]);
  });

  it.each([1, 2, 3, 4])('three ones within %i throws: (1 - (5/6)^K)^3', (k) => {
    expect(ones.bestPlay(0, k)).toBeCloseTo((1 - (5 / 6) ** k) ** 3, 12);
  });

  it('with one throw, best play is the chance of the target or better in one throw', () => {
    const one = throwDistribution([1, 2, 3, 4, 5, 6], 3);
    for (let target = 0; target <= 15; target++) {
      const direct = one.filter((o) => 18 - o.dice.reduce((a, b) => a + b, 0) <= target).reduce((s, o) => s + o.probability, 0);
      expect(bySum.bestPlay(target, 1)).toBeCloseTo(direct, 12);
    }
  });

  it('more throws never hurt and a looser target never hurts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 3 }), (target, k) => {
        expect(bySum.bestPlay(target, k + 1)).toBeGreaterThanOrEqual(bySum.bestPlay(target, k) - 1e-12);
        expect(bySum.bestPlay(target + 1, k)).toBeGreaterThanOrEqual(bySum.bestPlay(target, k) - 1e-12);
      }),
    );
  });

  it('turning dice adds options: two sixes into a one helps to reach three ones', () => {
    const turning = new DiceOdds({ faces: [1, 2, 3, 4, 5, 6], count: 3, rank: (d) => (d.every((x) => x === 1) ? 0 : 1), turns: [{ from: [6, 6], to: [1] }] });
    expect(turning.bestPlay(0, 3)).toBeGreaterThan(ones.bestPlay(0, 3));
    expect(turning.advise([6, 6, 3], true, 2, 0)).toMatchObject({ stop: false, keep: [6, 6], turn: 0 });
  });

  it('advises keeping what brings the target closest', () => {
    expect(ones.advise([1, 4, 1], false, 2, 0)).toMatchObject({ stop: false, keep: [1, 1], turn: null });
    expect(ones.advise([1, 1, 1], false, 2, 0)).toMatchObject({ stop: true, probability: 1 });
    expect(ones.advise([1, 4, 1], false, 0, 0)).toMatchObject({ stop: true, probability: 0 });
  });
});
