import { describe, expect, it } from 'vitest';
import { MAX_DECISION_DEPTH, MAX_DECISION_VALUES, readDecision } from './decision-data.js';
import { frozenIndexList, isDeepFrozen } from './frozen.js';

const refused = (value: unknown, message: RegExp) => expect(readDecision(value)).toEqual({ ok: false, error: { code: 'event/not-data', message: expect.stringMatching(message) } });

describe('reading a decision from outside', () => {
  it('reads a legal decision\'s shared index list (with the engine\'s mask noted on it) as the plain list', () => {
    const r = readDecision({ type: 'dice.throw', seat: 0, keep: frozenIndexList([0, 2]) });
    expect(r).toEqual({ ok: true, value: { type: 'dice.throw', seat: 0, keep: [0, 2] } });
  });

  it('gives a plain, deeply frozen copy of JSON-like data, leaving out undefined fields as JSON does', () => {
    const keep = [0, 2];
    const event = { type: 'dice.throw', seat: 1, keep, note: null, flag: true, gone: undefined };
    const r = readDecision(event);
    expect(r).toEqual({ ok: true, value: { type: 'dice.throw', seat: 1, keep: [0, 2], note: null, flag: true } });
    if (!r.ok) return;
    expect(r.value).not.toBe(event);
    expect((r.value as { keep: number[] }).keep).not.toBe(keep);
    expect(isDeepFrozen(r.value)).toBe(true);
    keep.push(4);
    expect((r.value as { keep: number[] }).keep).toEqual([0, 2]);
    expect(Object.getPrototypeOf(r.value)).toBe(Object.prototype);
  });

  it.each([
    ['a BigInt', { type: 10n, seat: 0 }, /^\$\.type: a BigInt is not data/],
    ['a BigInt in a list', { type: 'x', seat: 0, keep: [1n] }, /^\$\.keep\[0\]: a BigInt/],
    ['a symbol', { type: Symbol('x'), seat: 0 }, /^\$\.type: a symbol is not data/],
    ['a symbol key', { type: 'x', seat: 0, [Symbol('k')]: 1 }, /^\$: the symbol key Symbol\(k\) is not data/],
    ['a list with a symbol key', { type: 'x', seat: 0, keep: Object.assign([1], { [Symbol('k')]: 1 }) }, /^\$\.keep: a list with the extra field Symbol\(k\)/],
    ['a function', { type: 'x', seat: () => 0 }, /^\$\.seat: a function is not data/],
    ['NaN', { type: 'x', seat: Number.NaN }, /^\$\.seat: NaN is not a number a log can hold/],
    ['Infinity', { type: 'x', seat: Infinity }, /^\$\.seat: Infinity/],
    ['undefined in a list', { type: 'x', seat: 0, keep: [undefined] }, /^\$\.keep\[0\]: undefined is not data/],
    ['a hole in a list', { type: 'x', seat: 0, keep: Object.assign(new Array<number>(3), { 0: 0, 2: 2 }) }, /^\$\.keep\[1\]: a hole in a list/],
    ['a list with a field', { type: 'x', seat: 0, keep: Object.assign([0], { extra: 1 }) }, /^\$\.keep: a list with the extra field extra/],
    ['an object of a class', { type: 'x', seat: 0, when: new Date(0) }, /^\$\.when: an object of a class is not data/],
    ['a Map', new Map([['type', 'x']]), /^\$: an object of a class/],
    ['a __proto__ key', JSON.parse('{"type":"x","seat":0,"__proto__":{"polluted":true}}') as unknown, /^\$\.__proto__: this key is never accepted/],
    ['a huge list', { type: 'x', seat: 0, keep: new Array(100_000).fill(0) }, /^\$\.keep: a list of 100000 items/],
    ['too many values', { type: 'x', seat: 0, keep: Array.from({ length: 100 }, () => new Array(20).fill(0)) }, new RegExp(`a decision holds at most ${MAX_DECISION_VALUES} values`)],
    ['a long text', { type: 'x'.repeat(5000), seat: 0 }, /^\$\.type: a text of more than 1000 characters/],
  ])('refuses %s as event/not-data, naming the place', (_what, value, message) => {
    refused(value, message);
  });

  it('refuses a getter without running it: a value that could answer differently the next time it is read', () => {
    let reads = 0;
    const event = {
      type: 'die.roll',
      get seat() {
        return reads++ === 0 ? 0 : 1;
      },
    };
    refused(event, /^\$\.seat: a getter or setter is not data/);
    expect(reads).toBe(0);
  });

  it('refuses a proxy, also one deep inside, and one whose handler throws', () => {
    refused(new Proxy({ type: 'x', seat: 0 }, {}), /a proxy/);
    refused({ type: 'x', seat: 0, keep: new Proxy([0], {}) }, /a proxy/);
    const revocable = Proxy.revocable({ type: 'x', seat: 0 }, {});
    revocable.revoke();
    refused(revocable.proxy, /^\$: reading the decision failed/);
  });

  it('refuses a cycle and a decision nested too deep, without walking them further', () => {
    const cyclic: Record<string, unknown> = { type: 'x', seat: 0 };
    cyclic.self = cyclic;
    refused(cyclic, /^\$\.self: the decision contains itself \(a cycle\)/);
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    refused({ type: 'x', seat: 0, keep: deep }, new RegExp(`nested more than ${MAX_DECISION_DEPTH} levels deep`));
  });

  it('reads a value that is not an object as it is (the game then says what a decision is)', () => {
    expect(readDecision('dice.throw')).toEqual({ ok: true, value: 'dice.throw' });
    expect(readDecision(null)).toEqual({ ok: true, value: null });
  });
});
