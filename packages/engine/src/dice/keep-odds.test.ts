import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../rng.js';
import { KeepOdds, type DiceGame, type DiceGoal } from './keep-odds.js';

type Sushi = 'sushi' | 'bones' | 'blue' | 'red';
const SUSHI_DIE: readonly Sushi[] = ['sushi', 'sushi', 'bones', 'bones', 'blue', 'red'];
const count = (dice: readonly string[], face: string) => dice.filter((d) => d === face).length;

describe('best play over several throws with keep rules', () => {
  it('with one die that must grow aside before a rethrow, there is no rethrow: one throw’s chance', () => {
    const odds = new KeepOdds({ faces: SUSHI_DIE, count: 1, keep: { reuseSetAside: false, keepAtLeast: 1 } });
    expect(odds.bestPlay((d) => d[0] === 'red', 3)).toBeCloseTo(1 / 6, 15);
    const free = new KeepOdds({ faces: SUSHI_DIE, count: 1 });
    expect(free.bestPlay((d) => d[0] === 'red', 3)).toBeCloseTo(1 - (5 / 6) ** 3, 15);
  });

  it('two coins, both heads within two throws: 1/2 when kept coins stay, 9/16 when they may be thrown again', () => {
    const both: DiceGoal<string> = (d) => count(d, 'h') === 2;
    const fixed = new KeepOdds({ faces: ['h', 't'], count: 2, keep: { reuseSetAside: false, keepAtLeast: 1 } });
    // h h at once (1/4); h t: keep h, throw one (1/2 · 1/2); t t: a tail must stay aside (0).
    expect(fixed.bestPlay(both, 2)).toBeCloseTo(1 / 2, 15);
    const free = new KeepOdds({ faces: ['h', 't'], count: 2 });
    // t t may be thrown again whole: 1/4 + 1/2 · 1/2 + 1/4 · 1/4.
    expect(free.bestPlay(both, 2)).toBeCloseTo(9 / 16, 15);
  });

  it('advises setting aside what brings the goal closer, and knows which dice are locked', () => {
    const odds = new KeepOdds({ faces: SUSHI_DIE, count: 5, keep: { reuseSetAside: false, keepAtLeast: 1 } });
    const threeBlue: DiceGoal<Sushi> = (d) => count(d, 'blue') >= 3;
    expect(odds.advise(['blue', 'blue', 'sushi', 'red', 'bones'], false, 2, threeBlue)).toMatchObject({ stop: false, keep: ['blue', 'blue'] });
    // With sushi locked aside at the first throw, it stays in what is kept.
    const advice = odds.advise(['sushi', 'blue', 'red', 'bones', 'bones'], false, 1, threeBlue, ['sushi']);
    expect(advice.keep).toEqual(['sushi', 'blue']);
    expect(() => odds.advise(['blue'], false, 1, threeBlue)).toThrow(/not a position of 5 dice/);
  });

  it('a turn that costs a throw needs that throw: within two throws it is never taken, within three it helps less', () => {
    // Three d6, goal 1-1-x: turning two sixes into a one (the third die is thrown again).
    const goal: DiceGoal<number> = (d) => count(d.map(String), '1') >= 2;
    const d6 = [1, 2, 3, 4, 5, 6];
    const none = new KeepOdds({ faces: d6, count: 3 });
    const free = new KeepOdds({ faces: d6, count: 3, turns: [{ from: [6, 6], to: [1] }] });
    const costly = new KeepOdds({ faces: d6, count: 3, turns: [{ from: [6, 6], to: [1], cost: 1 }] });
    expect(costly.bestPlay(goal, 2)).toBeCloseTo(none.bestPlay(goal, 2), 15);
    expect(free.bestPlay(goal, 2)).toBeGreaterThan(none.bestPlay(goal, 2));
    expect(costly.bestPlay(goal, 3)).toBeGreaterThan(none.bestPlay(goal, 3));
    expect(costly.bestPlay(goal, 3)).toBeLessThan(free.bestPlay(goal, 3));
    // One throw left after 6-6-2: turning free is part of it; turning at a cost of one more throw is not possible.
    expect(costly.advise([6, 6, 2], false, 1, goal).turn).toBeNull();
    expect(free.advise([6, 6, 2], false, 1, goal).turn).toBe(0);
  });

  it('more throws and looser keep rules never hurt', () => {
    const goals: DiceGoal<Sushi>[] = [(d) => count(d, 'blue') >= 3, (d) => count(d, 'sushi') >= 4, (d) => count(d, 'red') >= 1 && count(d, 'bones') >= 2];
    const strict = new KeepOdds({ faces: SUSHI_DIE, count: 4, keep: { reuseSetAside: false, keepAtLeast: 1 } });
    const loose = new KeepOdds({ faces: SUSHI_DIE, count: 4 });
    for (const g of goals) {
      for (const k of [1, 2, 3]) {
        expect(strict.bestPlay(g, k + 1)).toBeGreaterThanOrEqual(strict.bestPlay(g, k) - 1e-12);
        expect(loose.bestPlay(g, k)).toBeGreaterThanOrEqual(strict.bestPlay(g, k) - 1e-12);
      }
      expect(strict.bestPlay(g, 1)).toBeCloseTo(loose.bestPlay(g, 1), 15);
    }
  });

  it('playing its own advice reaches the goal as often as it says (Sushizock dice, 20 000 turns)', () => {
    const game: DiceGame<Sushi> = { faces: SUSHI_DIE, count: 5, keep: { reuseSetAside: false, keepAtLeast: 1 } };
    const odds = new KeepOdds(game);
    const goal: DiceGoal<Sushi> = (d) => count(d, 'blue') >= 3;
    const rng = new Rng(seedRng('advice'));
    const throwDice = (n: number) => Array.from({ length: n }, () => rng.pick(SUSHI_DIE));
    let hits = 0;
    const turns = 20_000;
    for (let i = 0; i < turns; i++) {
      let aside: Sushi[] = [];
      let dice = throwDice(5);
      for (let left = 2; ; left--) {
        const a = odds.advise(dice, aside.length === 0, left, goal, aside);
        if (a.stop) break;
        aside = [...a.keep];
        dice = [...aside, ...throwDice(5 - aside.length)];
      }
      if (goal(dice, false)) hits++;
    }
    const p = odds.bestPlay(goal, 3);
    const sigma = Math.sqrt((p * (1 - p)) / turns);
    expect(Math.abs(hits / turns - p)).toBeLessThan(4 * sigma);
  });

  it('a stricter goal is never likelier (property over small dice games)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), fc.boolean(), fc.integer({ min: 0, max: 1 }), (n, k, reuse, atLeast) => {
        const odds = new KeepOdds({ faces: [1, 2, 2, 3], count: n, keep: { reuseSetAside: reuse, keepAtLeast: atLeast } });
        const sum = (d: readonly number[]) => d.reduce((a, b) => a + b, 0);
        for (let t = n; t < 3 * n; t++) {
          expect(odds.bestPlay((d) => sum(d) >= t + 1, k)).toBeLessThanOrEqual(odds.bestPlay((d) => sum(d) >= t, k) + 1e-12);
        }
      }),
      { numRuns: 30 },
    );
  });
});
