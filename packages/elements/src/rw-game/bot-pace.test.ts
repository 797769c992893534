import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactiveController } from 'lit';
import { BotPace, FF_SLICE, FF_SLICE_MS, type PacedGame, type PaceHost } from './bot-pace.js';

/** A host with nothing but what the pace reads: its speed and `hidden`. */
function host(speed: number): PaceHost & { controllers: ReactiveController[] } {
  const el = document.createElement('div') as unknown as PaceHost & { controllers: ReactiveController[]; speed: number };
  el.speed = speed;
  el.controllers = [];
  Object.assign(el, { addController: (c: ReactiveController) => el.controllers.push(c), requestUpdate: () => undefined });
  return el;
}

/** A game of `length` bot steps; every fifth ends a round. `moves` counts the steps, `shown` the updates. */
function game(length: number, clock?: { t: number; perStep: number }) {
  const g: PacedGame & { moves: number; shown: number } = {
    moves: 0,
    shown: 0,
    botToMove: () => g.moves < length,
    step: () => {
      if (g.moves >= length) return null;
      g.moves++;
      if (clock) clock.t += clock.perStep;
      return g.moves % 5 === 0 ? ['round.end'] : ['turn'];
    },
    moved: () => {
      g.shown++;
      pace.schedule();
    },
    reached: (to: 'round' | 'game', path: readonly string[]) => g.moves >= length || (to === 'round' && path.includes('round.end')),
  };
  let pace: BotPace;
  return { g, use: (p: BotPace) => (pace = p) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the bots’ pace', () => {
  it('lets a bot decide every speed milliseconds, one decision at a time', () => {
    const { g, use } = game(3);
    const pace = use(new BotPace(host(500), g));
    pace.schedule();
    vi.advanceTimersByTime(499);
    expect(g.moves).toBe(0);
    vi.runOnlyPendingTimers();
    expect(g.moves).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(g.moves).toBe(3);
    vi.advanceTimersByTime(5000);
    expect(g.moves).toBe(3);
  });

  it('waits while the element is hidden or the board holds play with a person at the table, and goes on after', () => {
    const h = host(100);
    const { g, use } = game(10);
    const pace = use(new BotPace(h, g));
    h.hidden = true;
    pace.recheck();
    pace.schedule();
    vi.advanceTimersByTime(1000);
    expect([pace.active, g.moves]).toEqual([false, 0]);
    h.hidden = false;
    pace.recheck();
    vi.advanceTimersByTime(100);
    expect(g.moves).toBe(1);
    pace.hold(true, true);
    vi.advanceTimersByTime(1000);
    expect(g.moves).toBe(1);
    pace.hold(false, true);
    vi.advanceTimersByTime(100);
    expect(g.moves).toBe(2);
    // With bots only, a hold of the board does not stop them.
    pace.hold(true, false);
    vi.advanceTimersByTime(100);
    expect(g.moves).toBe(3);
  });

  it('fast-forwards to the round’s end in one slice and to the game’s end in slices of at most FF_SLICE steps', () => {
    const { g, use } = game(5 + FF_SLICE * 2 + 7);
    const pace = use(new BotPace(host(100_000), g, () => 0));
    pace.fastForward('round');
    expect([g.moves, g.shown, pace.fastForwarding]).toEqual([5, 1, false]);
    pace.fastForward('game');
    expect([g.moves, g.shown, pace.fastForwarding]).toEqual([5 + FF_SLICE, 2, true]);
    vi.runOnlyPendingTimers();
    expect(g.moves).toBe(5 + 2 * FF_SLICE);
    vi.runOnlyPendingTimers();
    expect([g.moves, pace.fastForwarding, g.shown]).toEqual([5 + FF_SLICE * 2 + 7, false, 4]);
  });

  it('ends a slice once its clock says FF_SLICE_MS have passed, and goes on in the next task', () => {
    const clock = { t: 0, perStep: FF_SLICE_MS / 4 };
    const { g, use } = game(100, clock);
    const pace = use(new BotPace(host(100_000), g, () => clock.t));
    pace.fastForward('game');
    // Four steps take the slice to its time; the fourth is the last of the slice.
    expect(g.moves).toBe(4);
    vi.runOnlyPendingTimers();
    expect(g.moves).toBe(8);
    pace.stop();
    vi.advanceTimersByTime(1000);
    expect([g.moves, pace.fastForwarding]).toEqual([8, false]);
  });
});
