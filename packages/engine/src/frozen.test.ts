import { describe, expect, it } from 'vitest';
import { deepFreeze, frozenIndexList, indexMask, indexSubsets, isDeepFrozen } from './frozen.js';

describe('deepFreeze', () => {
  it('freezes an object and every object and list in it, and hands back the same value', () => {
    const e = { type: 'dice.throw', seat: 0, keep: [0, 2], nested: { list: [{ x: 1 }] } };
    expect(deepFreeze(e)).toBe(e);
    expect(isDeepFrozen(e)).toBe(true);
    expect(() => e.keep.push(4)).toThrow(TypeError);
    expect(() => (e.nested.list[0]!.x = 2)).toThrow(TypeError);
    expect(e).toEqual({ type: 'dice.throw', seat: 0, keep: [0, 2], nested: { list: [{ x: 1 }] } });
  });

  it('leaves plain values alone and ends on a cycle', () => {
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze(null)).toBe(null);
    const a: { self?: unknown; list: unknown[] } = { list: [] };
    a.self = a;
    a.list.push(a);
    expect(isDeepFrozen(deepFreeze(a))).toBe(true);
  });

  it('takes an object frozen already as frozen all through (what it leaves), so a second freeze is cheap', () => {
    const inner = { n: 1 };
    const outer = Object.freeze({ inner });
    deepFreeze(outer);
    // A bare Object.freeze of something that holds changeable objects is what not to do.
    expect(Object.isFrozen(inner)).toBe(false);
    expect(isDeepFrozen(outer)).toBe(false);
  });

  it('says when anything inside is not frozen', () => {
    expect(isDeepFrozen({ a: Object.freeze([1]) })).toBe(false);
    expect(isDeepFrozen(Object.freeze({ a: [1] }))).toBe(false);
    expect(isDeepFrozen(deepFreeze({ a: [1] }))).toBe(true);
  });
});

describe('index lists with known masks', () => {
  it('lists every subset in mask order, frozen, and gives each list its bit set', () => {
    const all = indexSubsets(3);
    expect(all).toEqual([[], [0], [1], [0, 1], [2], [0, 2], [1, 2], [0, 1, 2]]);
    expect(all.every((l) => Object.isFrozen(l))).toBe(true);
    expect(all.map(indexMask)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(indexSubsets(3)).toBe(all);
  });

  it('counts the bit set of a list it did not make, frozen or not', () => {
    expect(indexMask([4, 0])).toBe(17);
    expect(indexMask(Object.freeze([1, 2]))).toBe(6);
    expect(indexMask(frozenIndexList([3, 1]))).toBe(10);
  });

  it('keeps the mask out of sight: a list with one reads, copies and compares as the plain list', () => {
    const list = frozenIndexList([0, 2]);
    expect(JSON.stringify({ keep: list })).toBe('{"keep":[0,2]}');
    expect(Object.keys(list)).toEqual(['0', '1']);
    const copy = structuredClone(list);
    expect(copy).toEqual([0, 2]);
    expect(Object.getOwnPropertySymbols(copy)).toEqual([]);
    // A copy (a replayed log's list) has no mask of its own and is counted, with the same answer.
    expect(indexMask(copy)).toBe(indexMask(list));
  });

  it('refuses a size it cannot list', () => {
    expect(() => indexSubsets(17)).toThrow(/0 to 16/);
    expect(() => indexSubsets(-1)).toThrow(/0 to 16/);
  });
});
