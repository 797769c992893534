import { describe, expect, it } from 'vitest';
import { deepFreeze, isDeepFrozen } from './frozen.js';

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
