import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throwDistribution } from './multisets.js';
import type { DiceTurn, KeepRules } from './keep-odds.js';
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

  describe('turn rules and keep restrictions', () => {
    const allOnes = (d: readonly number[]) => (d.every((x) => x === 1) ? 0 : 1);
    const d6 = [1, 2, 3, 4, 5, 6];
    const withTurns = (turns: DiceTurn<number>[], keep?: KeepRules<number>) => new DiceOdds({ faces: d6, count: 3, rank: allOnes, turns, ...(keep ? { keep } : {}) });
    const six = { from: [6, 6], to: [1] };

    it('three sixes into two ones beside two sixes into one: better odds, and the bigger turn advised for three sixes', () => {
      const both = withTurns([six, { from: [6, 6, 6], to: [1, 1] }]);
      const one = withTurns([six]);
      expect(both.bestPlay(0, 2)).toBeGreaterThan(one.bestPlay(0, 2));
      expect(both.advise([6, 6, 6], true, 2, 0)).toMatchObject({ stop: false, keep: [6, 6, 6], turn: 1 });
    });

    it('sixes of one throw only: between no turning and turning any sixes, and no turn of a six that lay aside', () => {
      // Schock 6 (1 1 6): a six kept beside a one may meet a second six, which only `any` may turn.
      const schock6 = (d: readonly number[]) => (d.join() === '6,1,1' ? 0 : 1);
      const odds = (turns: DiceTurn<number>[]) => new DiceOdds({ faces: d6, count: 3, rank: schock6, turns });
      const same = odds([{ ...six, origin: 'same-throw' }]);
      expect(same.bestPlay(0, 3)).toBeLessThan(odds([six]).bestPlay(0, 3));
      expect(same.bestPlay(0, 3)).toBeGreaterThan(odds([]).bestPlay(0, 3));
      const sameOnes = withTurns([{ ...six, origin: 'same-throw' }]);
      expect(sameOnes.advise([6, 6, 3], false, 1, 0, [])).toMatchObject({ keep: [6, 6], turn: 0 });
      // One six lay aside at the throw that brought the other: they did not come up together.
      expect(sameOnes.advise([6, 6, 3], false, 1, 0, [6]).turn).toBeNull();
    });

    it('sixes of the first throw only: turned right after it, never later', () => {
      const first = withTurns([{ ...six, origin: 'first-throw' }]);
      expect(first.bestPlay(0, 3)).toBeLessThan(withTurns([six]).bestPlay(0, 3));
      expect(first.bestPlay(0, 3)).toBeGreaterThan(ones.bestPlay(0, 3));
      expect(first.advise([6, 6, 3], true, 2, 0, [], true)).toMatchObject({ keep: [6, 6], turn: 0 });
      expect(first.advise([6, 6, 3], false, 1, 0, [], false).turn).toBeNull();
    });

    it('only ones may be kept: three sixes within K throws is one throw’s chance K times over', () => {
      const sixes = (d: readonly number[]) => (d.every((x) => x === 6) ? 0 : 1);
      const onlyOnes = new DiceOdds({ faces: d6, count: 3, rank: sixes, turns: [], keep: { only: [1] } });
      for (const k of [1, 2, 3]) expect(onlyOnes.bestPlay(0, k)).toBeCloseTo(1 - (215 / 216) ** k, 12);
      // Keeping ones is what reaching three ones asks anyway.
      const onesOnly = withTurns([], { only: [1] });
      expect(onesOnly.bestPlay(0, 3)).toBeCloseTo(ones.bestPlay(0, 3), 12);
      expect(onesOnly.advise([1, 6, 6], false, 2, 0)).toMatchObject({ keep: [1] });
    });

    it('a turn into a face that may not be kept is never advised', () => {
      const odds = withTurns([six], { only: [2] });
      expect(odds.bestPlay(0, 3)).toBeCloseTo(new DiceOdds({ faces: d6, count: 3, rank: allOnes, turns: [], keep: { only: [2] } }).bestPlay(0, 3), 12);
    });
  });

  it('advises keeping what brings the target closest', () => {
    expect(ones.advise([1, 4, 1], false, 2, 0)).toMatchObject({ stop: false, keep: [1, 1], turn: null });
    expect(ones.advise([1, 1, 1], false, 2, 0)).toMatchObject({ stop: true, probability: 1 });
    expect(ones.advise([1, 4, 1], false, 0, 0)).toMatchObject({ stop: true, probability: 0 });
  });
});
