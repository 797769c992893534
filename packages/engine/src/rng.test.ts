import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from './rng.js';

describe('seeded random numbers', () => {
  it('the same seed gives the same sequence; another seed another one', () => {
    const draw = (seed: string) => {
      const r = new Rng(seedRng(seed));
      return Array.from({ length: 20 }, () => r.int(6));
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('continues exactly from a stored state', () => {
    const r = new Rng(seedRng('x'));
    r.int(10);
    const copy = new Rng(r.state());
    expect(Array.from({ length: 10 }, () => r.uint32())).toEqual(Array.from({ length: 10 }, () => copy.uint32()));
  });

  it('int(n) stays in 0…n-1 and is roughly uniform', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const r = new Rng(seedRng(seed));
        for (let i = 0; i < 50; i++) {
          const v = r.int(n);
          expect(Number.isInteger(v) && v >= 0 && v < n).toBe(true);
        }
      }),
    );
    const r = new Rng(seedRng('uniform'));
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[r.int(6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });

  it('refuses nonsense ranges with a message', () => {
    expect(() => new Rng(seedRng(1)).int(0)).toThrow(/whole number from 1/);
    expect(() => new Rng(seedRng(1)).pick([])).toThrow(/empty list/);
  });
});

describe('Rng.int without floating-point remainders', () => {
  it('draws exactly what the plain remainder formula draws, for small and large ranges', () => {
    for (const n of [1, 2, 3, 6, 7, 8, 100, 12345, 65536, 65537, 1_000_003, 2 ** 31, 2 ** 31 + 1, 2 ** 32 - 1, 2 ** 32]) {
      const a = new Rng(seedRng(`int/${n}`));
      const b = new Rng(seedRng(`int/${n}`));
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (let i = 0; i < 2000; i++) {
        let x = b.uint32();
        while (x >= limit) x = b.uint32();
        expect(a.int(n), `n = ${n}, draw ${i}`).toBe(x % n);
      }
    }
  });
});

