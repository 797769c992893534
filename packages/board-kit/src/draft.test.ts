import { describe, expect, it } from 'vitest';
import { ofType, pressShortcut, sameSet, toggled } from './draft.js';

type Ev = { type: 'dice.throw'; seat: number; keep: number[] } | { type: 'turn.stop'; seat: number };

describe("a board's draft", () => {
  it('picks the decisions of one type, in their order', () => {
    const legal: Ev[] = [
      { type: 'dice.throw', seat: 0, keep: [] },
      { type: 'turn.stop', seat: 0 },
      { type: 'dice.throw', seat: 0, keep: [1] },
    ];
    const throws = ofType(legal, 'dice.throw');
    expect(throws.map((e) => e.keep)).toEqual([[], [1]]);
    expect(ofType(legal, 'turn.stop')).toEqual([{ type: 'turn.stop', seat: 0 }]);
  });

  it('compares dice as sets: order does not count, members and their number do', () => {
    expect(sameSet([2, 0, 1], [0, 1, 2])).toBe(true);
    expect(sameSet([], [])).toBe(true);
    expect(sameSet([0, 1], [0, 1, 2])).toBe(false);
    expect(sameSet([0, 2], [0, 1])).toBe(false);
  });

  it('marks a die and unmarks it again, leaving the set it was given as it was', () => {
    const none: ReadonlySet<number> = new Set();
    const one = toggled(none, 3);
    expect([...one]).toEqual([3]);
    expect(none.size).toBe(0);
    expect([...toggled(toggled(one, 1), 3)]).toEqual([1]);
  });
});

describe('shortcut keys', () => {
  const root = () => {
    const div = document.createElement('div');
    div.innerHTML = '<button data-action="throw">T</button><button data-action="stop" disabled>S</button><button data-die="0">1</button><button data-die="1">2</button>';
    const clicks: string[] = [];
    for (const b of div.querySelectorAll('button')) b.addEventListener('click', () => clicks.push(b.textContent!));
    return { div, clicks };
  };
  const key = (k: string, init: KeyboardEventInit = {}) => new KeyboardEvent('keydown', { key: k, cancelable: true, ...init });
  const letters = { t: '[data-action="throw"]', s: '[data-action="stop"]' };

  it('clicks the enabled button a letter names, in either case, and keeps the key from doing anything else', () => {
    const { div, clicks } = root();
    const e = key('T');
    expect(pressShortcut(div, e, letters)).toBe(true);
    expect(e.defaultPrevented).toBe(true);
    expect(pressShortcut(div, key('t'), letters)).toBe(true);
    expect(clicks).toEqual(['T', 'T']);
  });

  it('clicks the die a digit names, counting from 1', () => {
    const { div, clicks } = root();
    expect(pressShortcut(div, key('2'), letters)).toBe(true);
    expect(clicks).toEqual(['2']);
  });

  it('leaves alone a disabled button, a key it does not know, a missing die and a key with a modifier', () => {
    const { div, clicks } = root();
    const events = [key('s'), key('x'), key('constructor'), key('3'), key('0'), key('t', { ctrlKey: true }), key('t', { altKey: true }), key('t', { metaKey: true })];
    expect(events.map((e) => pressShortcut(div, e, letters))).toEqual(events.map(() => false));
    expect(events.some((e) => e.defaultPrevented)).toBe(false);
    expect(clicks).toEqual([]);
    expect(pressShortcut(null, key('t'), letters)).toBe(false);
  });
});
