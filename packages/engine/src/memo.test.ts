import { describe, expect, it } from 'vitest';
import { memoByIndex, memoByObject, memoLast } from './memo.js';

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

describe('memoByIndex', () => {
  it('keeps one answer per list of arguments, each argument part of the key, for good', () => {
    let calls = 0;
    const cell = memoByIndex((size: number, seat: number, index: number) => (calls++, Object.freeze({ size, seat, row: Math.floor(index / size) })));
    const first = cell(4, 1, 6);
    expect(first).toEqual({ size: 4, seat: 1, row: 1 });
    expect(cell(4, 1, 6)).toBe(first);
    // Any one argument changed is another answer, also where a number built from them would collide.
    expect(cell(5, 1, 6)).toEqual({ size: 5, seat: 1, row: 1 });
    expect(cell(4, 0, 6).seat).toBe(0);
    expect(cell(4, 1, 7)).not.toBe(first);
    expect(cell(4, 1, 6)).toBe(first);
    expect(calls).toBe(4);
  });

  it('keys by every argument for each number of arguments, the named ones (up to four) and more', () => {
    const calls: string[] = [];
    const two = memoByIndex((a: number, b: number) => (calls.push(`2:${a},${b}`), [a, b]));
    const four = memoByIndex((a: number, b: number, c: number, d: number) => (calls.push(`4:${a},${b},${c},${d}`), [a, b, c, d]));
    const five = memoByIndex((a: number, b: number, c: number, d: number, e: number) => (calls.push(`5:${a},${b},${c},${d},${e}`), [a, b, c, d, e]));
    expect(two(1, 2)).toBe(two(1, 2));
    expect(two(2, 1)).toEqual([2, 1]);
    expect(four(0, 1, 2, 3)).toBe(four(0, 1, 2, 3));
    expect(four(9, 1, 2, 3)).toEqual([9, 1, 2, 3]);
    expect(four(0, 9, 2, 3)).toEqual([0, 9, 2, 3]);
    expect(four(0, 1, 9, 3)).toEqual([0, 1, 9, 3]);
    expect(four(0, 1, 2, 9)).toEqual([0, 1, 2, 9]);
    expect(five(0, 1, 2, 3, 4)).toBe(five(0, 1, 2, 3, 4));
    expect(five(0, 1, 2, 3, 5)).toEqual([0, 1, 2, 3, 5]);
    expect(calls).toEqual(['2:1,2', '2:2,1', '4:0,1,2,3', '4:9,1,2,3', '4:0,9,2,3', '4:0,1,9,3', '4:0,1,2,9', '5:0,1,2,3,4', '5:0,1,2,3,5']);
  });

  it('keeps answers of a function of one argument, zero included', () => {
    const made = memoByIndex((seat: number) => [seat]);
    expect(made(0)).toBe(made(0));
    expect(made(0)).not.toBe(made(1));
  });
});
