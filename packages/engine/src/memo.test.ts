import { describe, expect, it } from 'vitest';
import { memoByObject, memoLast } from './memo.js';

describe('memoLast', () => {
  it('works a function out again as soon as any argument is another value or another object', () => {
    let calls = 0;
    const sum = memoLast((list: readonly number[], times: number, label: string) => {
      calls++;
      return { total: list.reduce((a, b) => a + b, 0) * times, label };
    });
    const list = [1, 2, 3];
    const first = sum(list, 2, 'a');
    expect(first).toEqual({ total: 12, label: 'a' });
    expect(sum(list, 2, 'a')).toBe(first);
    expect(calls).toBe(1);
    // Each argument is part of the key: a change to any one of them is seen.
    expect(sum([1, 2, 3], 2, 'a')).not.toBe(first);
    expect(sum(list, 3, 'a').total).toBe(18);
    expect(sum(list, 3, 'b').label).toBe('b');
    expect(calls).toBe(4);
  });

  it('refuses a function of more arguments than it compares', () => {
    const nine = (a: number, b: number, c: number, d: number, e: number, f: number, g: number, h: number, i: number) => a + b + c + d + e + f + g + h + i;
    expect(() => memoLast(nine)).toThrow(/a function of 9 arguments; at most 8/);
  });
});

describe('memoByObject', () => {
  it('keeps one answer per object, also when another object was asked in between', () => {
    let calls = 0;
    const size = memoByObject((o: { readonly items: readonly number[] }) => (calls++, o.items.length));
    const a = { items: [1, 2] };
    const b = { items: [1, 2, 3] };
    expect([size(a), size(b), size(a), size(b), size(a)]).toEqual([2, 3, 2, 3, 2]);
    expect(calls).toBe(2);
  });
});
