import { afterEach, describe, expect, it, vi } from 'vitest';

// `afterGames` remembers for the page's life that a game became playable: each test loads it afresh.
async function fresh() {
  vi.resetModules();
  return import('./after-games.js');
}

/** Whether `p` has settled once pending callbacks and microtasks have run. */
async function settled(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('afterGames', () => {
  it('lets work go ahead at once on a page without a game', async () => {
    const { afterGames } = await fresh();
    expect(await settled(afterGames())).toBe(true);
  });

  it('holds work back until a game on the page is playable, then lets all of it go', async () => {
    const { afterGames, gameInteractive } = await fresh();
    document.body.append(document.createElement('rw-game'));
    const first = afterGames();
    const second = afterGames();
    expect(await settled(first)).toBe(false);
    gameInteractive();
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
    // Once a game was playable, later work waits no more.
    expect(await settled(afterGames())).toBe(true);
  });

  it('lets work go after the limit when no game becomes playable', async () => {
    vi.useFakeTimers();
    const { afterGames } = await fresh();
    document.body.append(document.createElement('rw-game'));
    const waiting = afterGames(1000);
    vi.advanceTimersByTime(999);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });
});
