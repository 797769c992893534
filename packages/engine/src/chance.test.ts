import { describe, expect, it } from 'vitest';
import { ChanceRecorder, checkDraws, IGNORE_CHANCE } from './chance.js';
import { Rng, seedRng } from './rng.js';

const D6 = { id: 'd6', faces: [1, 2, 3, 4, 5, 6] };

function recorded(seed: string) {
  const recorder = new ChanceRecorder();
  const draw = recorder.from(seedRng(seed));
  draw.dice(D6, 3);
  draw.lot('starter', 4);
  draw.shuffle('deck', ['a', 'b', 'c', 'd']);
  draw.deal('cards', [1, 2, 3, 4, 5, 6], [2, 2, 2]);
  draw.generate('board', (rng) => [rng.int(9), rng.int(9)]);
  return recorder;
}

describe('the chance recorder', () => {
  it('records every draw by its kind, drawing exactly as the seeded generator does', () => {
    const { draws } = recorded('s');
    const rng = new Rng(seedRng('s'));
    const dice = [0, 1, 2].map(() => D6.faces[rng.int(6)]);
    const starter = rng.int(4);
    expect(draws).toEqual([
      { kind: 'dice', die: 'd6', values: dice },
      { kind: 'lot', name: 'starter', among: 4, value: starter },
      { kind: 'shuffle', deck: 'deck', items: rng.shuffle(['a', 'b', 'c', 'd']) },
      { kind: 'deal', deck: 'cards', hands: expect.any(Array) },
      { kind: 'generated', name: 'board', value: expect.any(Array) },
    ]);
    const deal = draws[3]!;
    expect(deal.kind === 'deal' && deal.hands.flat().sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('draws the same without keeping anything when told to ignore chance, and hands back the state', () => {
    const kept = new ChanceRecorder().from(seedRng('x'));
    const ignored = IGNORE_CHANCE.from(seedRng('x'));
    expect(ignored.dice(D6, 5)).toEqual(kept.dice(D6, 5));
    expect(ignored.state()).toEqual(kept.state());
    expect(IGNORE_CHANCE.draws).toEqual([]);
  });

  it('hands out a generator of its own for every state asked for, also when nothing is kept', () => {
    // Two held at once: drawing from the first must not move the second, nor draw from its state.
    const a = IGNORE_CHANCE.from(seedRng('a'));
    const b = IGNORE_CHANCE.from(seedRng('b'));
    expect(a).not.toBe(b);
    const fromA = a.dice(D6, 4);
    expect(fromA).toEqual(new ChanceRecorder().from(seedRng('a')).dice(D6, 4));
    expect(b.state()).toEqual(seedRng('b'));
    expect(b.dice(D6, 4)).toEqual(new ChanceRecorder().from(seedRng('b')).dice(D6, 4));
  });

  it('lends one generator to a step at a time when told to, and a generator of its own to a second one meanwhile', () => {
    const lending = ChanceRecorder.lending();
    const first = lending.from(seedRng('a'));
    const second = lending.from(seedRng('b'));
    expect(second).not.toBe(first);
    expect(first.dice(D6, 3)).toEqual(new ChanceRecorder().from(seedRng('a')).dice(D6, 3));
    expect(second.state()).toEqual(seedRng('b'));
    // Once the step is done, the first is lent again, set to the state asked for.
    lending.stepDone();
    const again = lending.from(seedRng('c'));
    expect(again).toBe(first);
    expect(again.state()).toEqual(seedRng('c'));
    expect(lending.draws).toEqual([]);
  });

  it('throws again the dice not kept, drawing and recording as a throw of those dice would', () => {
    const before = [1, 2, 3, 4];
    const recorder = new ChanceRecorder();
    const draw = recorder.from(seedRng('r'));
    // Dice 0 and 2 stay; 1 and 3 are thrown, in die order; a die past the end of the list is thrown too.
    const after = draw.rethrow(D6, before, 5, 0b00101);
    const rng = new Rng(seedRng('r'));
    const thrown = [0, 1, 2].map(() => D6.faces[rng.int(6)]!);
    expect(after).toEqual([1, thrown[0], 3, thrown[1], thrown[2]]);
    expect(before).toEqual([1, 2, 3, 4]);
    expect(recorder.draws).toEqual([{ kind: 'dice', die: 'd6', values: thrown }]);
    expect(draw.state()).toEqual(rng.state());
    expect(IGNORE_CHANCE.from(seedRng('r')).rethrow(D6, before, 5, 0b00101)).toEqual(after);
    expect(IGNORE_CHANCE.draws).toEqual([]);
  });

  it('refuses a deal whose hands do not add up to the deck', () => {
    expect(() => new ChanceRecorder().from(seedRng('x')).deal('cards', [1, 2, 3], [2, 2])).toThrow(/hands of 2\+2 do not add up to the 3 items of cards/);
  });
});

describe('checking logged draws against the seed', () => {
  const expected = recorded('s');
  const logged = () => JSON.parse(JSON.stringify(expected.draws)) as Record<string, unknown>[];
  const set = (i: number, key: string, f: (v: never) => unknown) => {
    const l = logged();
    l[i]![key] = f(l[i]![key] as never);
    return l;
  };

  it('accepts the draws the seed gives', () => {
    expect(checkDraws(logged(), expected)).toBeNull();
  });

  it.each([
    ['a die value the die does not have', set(0, 'values', (v: number[]) => [7, ...v.slice(1)]), 'chance/impossible', /a die shows 7, which the die "d6" does not have \(faces 1, 2, 3, 4, 5, 6\)/],
    ['another face than the seed gives', set(0, 'values', (v: number[]) => [v[0] === 1 ? 2 : 1, ...v.slice(1)]), 'chance/mismatch', /chance gave/],
    ['a lot out of range', set(1, 'value', () => 4), 'chance/impossible', /a lot among 4 cannot fall on 4/],
    ['another lot', set(1, 'value', (v: number) => (v + 1) % 4), 'chance/mismatch', /chance gave/],
    ['a shuffle that is not an order of the deck', set(2, 'items', (v: string[]) => [v[0], v[0], v[2], v[3]]), 'chance/impossible', /not an order of that deck/],
    ['another order', set(2, 'items', (v: string[]) => [v[1], v[0], v[2], v[3]]), 'chance/mismatch', /chance gave/],
    ['a deal of other cards', set(3, 'hands', (v: number[][]) => [[9, 9], ...v.slice(1)]), 'chance/impossible', /not that deck/],
    ['another deal', set(3, 'hands', (v: number[][]) => [v[1], v[0], v[2]]), 'chance/mismatch', /chance gave/],
    ['another generated value', set(4, 'value', () => [0, 0, 0]), 'chance/mismatch', /chance gave/],
    ['a draw of another kind', set(1, 'kind', () => 'dice'), 'chance/mismatch', /the seed gives a lot draw here/],
    ['a missing draw', logged().slice(0, 4), 'chance/mismatch', /the seed gives a generated draw here .* the log has none/],
    ['an extra draw', [...logged(), { kind: 'lot', name: 'x', among: 2, value: 0 }], 'chance/mismatch', /the log records 6 draws here, the seed gives 5/],
    ['no list at all', { dice: [1] }, 'chance/mismatch', /expected a list of draws/],
  ])('reports %s', (_what, draws, code, message) => {
    const problem = checkDraws(draws, expected);
    expect(problem?.code).toBe(code);
    expect(problem?.message).toMatch(message);
  });
});
