import { describe as group, expect, it } from 'vitest';
import { canonical } from './canonical.js';
import { validateLog } from './log.js';
import { array, int, jsonProblem, nullable, object, oneOf, optional, own, refine, tuple, validate } from './validate.js';

const Saved = object({
  value: oneOf(['ready', 'over']),
  tokens: array(int(0, 13), { length: 3 }),
  dice: array(oneOf([1, 2, 3, 4, 5, 6]), { max: 3 }),
  loser: nullable(int(0, 2)),
  note: optional(tuple([int(0, 1)])),
});

const deepList = (depth: number) => {
  let v: unknown = 0;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

group('the validator', () => {
  it('accepts a value of the shape and returns it', () => {
    const v = { value: 'ready', tokens: [1, 2, 3], dice: [6, 1], loser: null };
    expect(validate(Saved, v, 'state/unreadable')).toEqual({ ok: true, value: v });
  });

  it.each([
    [{ value: 'ready', tokens: [1, '2', 3], dice: [], loser: null }, '$.tokens[1]: expected a whole number from 0 to 13, found "2"'],
    [{ value: 'ready', tokens: [1, 2, 300], dice: [], loser: null }, '$.tokens[2]: expected a whole number from 0 to 13, found 300'],
    [{ value: 'ready', tokens: [1, 2], dice: [], loser: null }, '$.tokens: expected 3 item(s), found 2'],
    [{ value: 'ready', tokens: [1, 2, 3], dice: [7, 8, 9], loser: null }, '$.dice[0]: expected one of 1, 2, 3, 4, 5, 6, found 7'],
    [{ value: 'done', tokens: [1, 2, 3], dice: [], loser: null }, '$.value: expected one of "ready", "over", found "done"'],
    [{ value: 'ready', tokens: [1, 2, 3], dice: [] }, '$.loser: missing'],
    [{ value: 'ready', tokens: [1, 2, 3], dice: [], loser: 99 }, '$.loser: expected a whole number from 0 to 2, found 99'],
    [{ value: 'ready', tokens: [1, 2, 3], dice: [], loser: null, extra: 1 }, '$.extra: unknown field; expected only value, tokens, dice, loser, note'],
    [JSON.parse('{"value":"ready","tokens":[1,2,3],"dice":[],"loser":null,"__proto__":{"x":1}}'), '$.__proto__: this key is never accepted'],
    [JSON.parse('{"value":"ready","tokens":[1,2,3],"dice":[],"loser":null,"constructor":1}'), '$.constructor: this key is never accepted'],
    [null, '$: expected an object, found null'],
    [{ value: 'ready', tokens: [1, 2, Number.NaN], dice: [], loser: null }, '$.tokens[2]: expected a whole number from 0 to 13, found NaN'],
  ])('refuses %j, naming the field: %s', (value, message) => {
    expect(validate(Saved, value, 'state/unreadable')).toEqual({ ok: false, error: { code: 'state/unreadable', message } });
  });

  it('checks conditions across fields with refine', () => {
    const Sum = refine(array(int(0, 13)), (t) => (t.reduce((a, b) => a + b, 0) === 13 ? null : 'the tokens do not add up to 13'));
    expect(validate(Sum, [13, 0], 'x').ok).toBe(true);
    expect(validate(Sum, [13, 1], 'x')).toEqual({ ok: false, error: { code: 'x', message: '$: the tokens do not add up to 13' } });
  });

  it('looks names up as own keys only: constructor, __proto__ and toString are unknown like any other', () => {
    const bots = { random: 1, tactician: 2 };
    expect(own(bots, 'random')).toBe(1);
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'nope']) expect(own(bots, name)).toBeUndefined();
  });

  it('finds nesting deeper than a bound and prototype keys without recursion, even 100 000 levels deep', () => {
    expect(jsonProblem(deepList(100_000), 64)).toMatchObject({ message: 'nested more than 64 levels deep' });
    expect(jsonProblem(deepList(10), 64)).toBeNull();
    expect(jsonProblem(JSON.parse('{"a":[{"constructor":1}]}'), 64)).toEqual({ path: '$.a[0].constructor', message: 'this key is never accepted' });
  });
});

group('canonical JSON', () => {
  it('sorts keys and leaves out undefined fields, as before', () => {
    expect(canonical({ b: [1, { d: undefined, c: 'x' }], a: null })).toBe('{"a":null,"b":[1,{"c":"x"}]}');
    expect(canonical([undefined, 1])).toBe('[,1]');
    expect(canonical('x')).toBe('"x"');
  });

  it('writes a value nested 100 000 levels deep without overflowing the stack', () => {
    const text = canonical(deepList(100_000));
    expect(text.length).toBe(200_001);
  });
});

group('a log nested 100 000 levels deep', () => {
  it('is refused at the first place too deep, never with a stack overflow', () => {
    const log = JSON.parse(
      `{"format":"regelwerk-log","version":2,"game":"schocken","variant":null,"rules":[{"file":"a","text":"b"}],"players":[{"name":"a","bot":null}],"seed":"s","setup":[],"steps":[{"event":{"type":"dice.throw","seat":0,"keep":${'['.repeat(100_000)}${']'.repeat(100_000)}},"chance":[]}],"outcome":null}`,
    ) as unknown;
    const r = validateLog(log);
    expect(r).toMatchObject({ ok: false, error: { code: 'log/format' } });
    expect(!r.ok && r.error.message).toMatch(/^\$\.steps\[0\]\.event\.keep(\[0\])+: nested more than 64 levels deep$/);
  });

  it('with a __proto__ key anywhere is refused', () => {
    const log = JSON.parse('{"format":"regelwerk-log","version":2,"__proto__":{"polluted":1}}') as unknown;
    expect(validateLog(log)).toEqual({ ok: false, error: { code: 'log/format', message: '$.__proto__: this key is never accepted' } });
  });
});
