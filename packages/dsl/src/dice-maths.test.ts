import { describe, expect, it } from 'vitest';
import { allThrows, forEachMultiset, multisets } from './dice-maths.js';

describe('forEachMultiset', () => {
  it('visits every multiset once, in the order of the kinds', () => {
    const seen: string[] = [];
    forEachMultiset(['a', 'b', 'c'], 2, (items) => seen.push(items.join('')));
    expect(seen).toEqual(['aa', 'ab', 'ac', 'bb', 'bc', 'cc']);
  });

  it('visits as many multisets as there are (5 of 6 kinds: 252)', () => {
    let count = 0;
    forEachMultiset([6, 5, 4, 3, 2, 1], 5, () => count++);
    expect(count).toBe(Number(multisets(6, 5)));
  });

  it('visits the empty multiset once when none is asked for', () => {
    const seen: (readonly number[])[] = [];
    forEachMultiset([1, 2], 0, (items) => seen.push([...items]));
    expect(seen).toEqual([[]]);
  });
});

describe('allThrows', () => {
  it('lists each throw high to low, the best-looking first, with a face listed twice counted once', () => {
    expect(allThrows([1, 2, 3, 3], 2)).toEqual([
      [3, 3],
      [3, 2],
      [3, 1],
      [2, 2],
      [2, 1],
      [1, 1],
    ]);
  });
});
