import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseTheme, schemeUndeclared } from '../shared/rw-element.js';
import './rw-game.js';
import type { RwGame } from './rw-game.component.js';

/** An IntersectionObserver the test drives: `show(el, on)` says whether `el` is on screen. */
const observers = new Map<Element, (entries: { isIntersecting: boolean }[]) => void>();
class FakeObserver {
  constructor(private readonly cb: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(el: Element) {
    observers.set(el, this.cb);
  }
  disconnect() {
    for (const [el, cb] of observers) if (cb === this.cb) observers.delete(el);
  }
}
const show = (el: Element, on: boolean) => observers.get(el)!([{ isIntersecting: on }]);
const real = globalThis.IntersectionObserver;
beforeEach(() => {
  (globalThis as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  (globalThis as { IntersectionObserver: unknown }).IntersectionObserver = real;
  document.body.replaceChildren();
  localStorage.clear();
});

async function until<T>(get: () => T | null | undefined | false, ms = 5000): Promise<T> {
  for (let t = 0; t < ms; t += 10) {
    const v = get();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out');
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function game(attrs: Record<string, string>): RwGame {
  const el = document.createElement('rw-game');
  for (const [k, v] of Object.entries({ game: 'schocken', persist: 'off', ...attrs })) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}
const steps = (el: RwGame) => el.log?.steps.length ?? -1;
const roundLines = (el: RwGame) => [...el.shadowRoot!.querySelectorAll('.rounds li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
const setPageHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('bots when seen', () => {
  it('wait until the element is on screen, pause when it leaves the screen or the page is hidden, and go on where they were', async () => {
    const el = game({ players: '', bots: 'random, random', speed: '0', seed: 'pace' });
    await until(() => el.stateValue);
    await pause(60);
    expect(steps(el)).toBe(0);
    show(el, true);
    await until(() => steps(el) > 5);
    show(el, false);
    const paused = steps(el);
    await pause(60);
    expect(steps(el)).toBe(paused);
    show(el, true);
    await until(() => steps(el) > paused + 5);
    setPageHidden(true);
    const hidden = steps(el);
    await pause(60);
    expect(steps(el)).toBe(hidden);
    setPageHidden(false);
    await until(() => steps(el) > hidden);
    el.remove();
    setPageHidden(false);
  });
});

describe('fast-forward', () => {
  it('with bots only plays on to the end of the round, then to the end of the game, through the same session', async () => {
    const el = game({ players: '', bots: 'tactician, random, random', speed: '100000', seed: 'ff' });
    await until(() => el.stateValue);
    show(el, true);
    const root = el.shadowRoot!;
    const toRound = await until(() => root.querySelector<HTMLButtonElement>('[data-action="to-round-end"]'));
    expect(toRound.textContent).toContain('To the end of the round');
    toRound.click();
    await until(() => roundLines(el).length === 1);
    const afterRound = steps(el);
    await pause(40);
    // One round only: the bots are back at their own (slow) pace.
    expect(steps(el)).toBe(afterRound);
    expect(roundLines(el)[0]).toMatch(/^Round 1: .+ best \(.+\), .+ worst \(.+\)/);
    root.querySelector<HTMLButtonElement>('[data-action="to-game-end"]')!.click();
    await until(() => el.stateValue === 'over');
    const log = el.log!;
    // The log is the game's: its outcome counts the rounds the list shows.
    expect((log.outcome as unknown as { details: { rounds: number } }).details.rounds).toBe(roundLines(el).length);
    expect(root.querySelector('.ff')).toBeNull();
    expect(root.querySelector('.rounds summary')!.textContent).toBe(`Rounds played: ${roundLines(el).length}`);
  });

  it('lets the page answer between slices by the clock, whatever a decision costs; every slice takes at least one step', async () => {
    const el = game({ players: '', bots: 'tactician, random', speed: '100000', seed: 'slices' });
    await until(() => el.stateValue);
    show(el, true);
    await until(() => el.shadowRoot!.querySelector('[data-action="to-game-end"]'));
    // A clock that moves 30 ms at every reading: as if each decision took that long.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 30));
    try {
      const before = steps(el);
      el.fastForward('game');
      // Read at the start (30), before the second step (60: 30 ms in), before the third (90: 60 ms, over 50).
      expect(steps(el)).toBe(before + 2);
      now = 1e9;
      clock.mockImplementation(() => (now += 1000));
      await pause(20);
      // Even a clock past the limit at every reading lets each slice take one step.
      expect(steps(el)).toBeGreaterThan(before + 2);
    } finally {
      clock.mockRestore();
    }
    el.remove();
  });

  it('is not offered, and does nothing, while a person sits at the table', async () => {
    const el = game({ players: 'Ann', bots: 'random', speed: '100000', seed: 'person' });
    await until(() => el.stateValue);
    show(el, true);
    await pause(20);
    expect(el.shadowRoot!.querySelector('.ff')).toBeNull();
    const before = steps(el);
    el.fastForward('game');
    await pause(40);
    expect(steps(el)).toBe(before);
  });

  it('keeps the list of rounds over a reload: it is worked out again from the saved decisions', async () => {
    const attrs = { players: '', bots: 'tactician, random', speed: '100000', seed: 'reload-rounds', persist: 'local', 'storage-key': 'rounds-test' };
    const el = game(attrs);
    await until(() => el.stateValue);
    show(el, true);
    el.fastForward('round');
    await until(() => roundLines(el).length === 1);
    el.fastForward('round');
    await until(() => roundLines(el).length === 2);
    const lines = roundLines(el);
    const log = JSON.stringify(el.log);
    el.remove();
    const again = game(attrs);
    await until(() => again.stateValue);
    expect(JSON.stringify(again.log)).toBe(log);
    expect(roundLines(again)).toEqual(lines);
  });
});

describe('the theme attribute', () => {
  it('knows light, dark and auto, and nothing else', () => {
    expect([null, '', 'light', 'dark', 'auto', 'Dark', 'blue'].map(parseTheme)).toEqual(['auto', 'auto', 'light', 'dark', 'auto', null, null]);
  });

  it('looks behind the element only where the page declares no colour scheme', () => {
    expect(['normal', '', 'light', 'dark', 'light dark', 'only light'].map(schemeUndeclared)).toEqual([true, true, false, false, false, false]);
  });

  it('reports a value it does not know, in the page language, and drops the notice once the value is good', async () => {
    const el = game({ theme: 'purple', players: 'Ann', bots: 'random', speed: '100000' });
    await until(() => el.stateValue);
    const note = () => el.shadowRoot!.querySelector('[part="message"]')?.textContent ?? '';
    await until(() => note());
    expect(note()).toBe('theme="purple" is not light, dark or auto; the element follows the page (auto).');
    el.setAttribute('lang', 'de');
    await until(() => note().startsWith('theme="purple" ist nicht'));
    el.setAttribute('theme', 'dark');
    await until(() => note() === '');
    // The game itself was never disturbed.
    expect(el.shadowRoot!.querySelector('[data-action="new-game"]')).not.toBeNull();
  });
});
