import { describe, expect, it } from 'vitest';
import { isIndexList } from './indices.js';

describe('isIndexList', () => {
  it('takes distinct dice indices below the count, in any order', () => {
    expect(isIndexList([], 3)).toBe(true);
    expect(isIndexList([2, 0], 3)).toBe(true);
    expect(isIndexList([0, 1, 2], 3)).toBe(true);
  });

  it('refuses repeats, indices out of range, fractions, non-numbers and non-lists', () => {
    expect(isIndexList([1, 1], 3)).toBe(false);
    expect(isIndexList([3], 3)).toBe(false);
    expect(isIndexList([-1], 3)).toBe(false);
    expect(isIndexList([0.5], 3)).toBe(false);
    expect(isIndexList(['0'], 3)).toBe(false);
    expect(isIndexList([0, 1, 2, 0], 3)).toBe(false);
    expect(isIndexList('012', 3)).toBe(false);
    expect(isIndexList(null, 3)).toBe(false);
  });

  it('works past 30 dice too (no bit set there)', () => {
    const all = Array.from({ length: 40 }, (_, i) => 39 - i);
    expect(isIndexList(all, 40)).toBe(true);
    expect(isIndexList([...all.slice(1), 5], 40)).toBe(false);
  });
});
