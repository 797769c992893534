import type { ReactiveController } from 'lit';
import { describe, expect, it } from 'vitest';
import { GameLoad } from './load.js';
import { RuleSource, type RuleSourceHost } from './rule-source.js';
import { SavedGame, type SavedGameHost } from './saved-game.js';
import { Seats, type SeatsHost } from './seats.js';

/** An element with what the loading reads: which game and rules, the save slot, the seats. */
function host(attrs: { game: string; variant?: string | null; bots?: string }) {
  const el = Object.assign(document.createElement('div'), {
    variant: null,
    src: null,
    ruleText: null,
    players: null,
    bots: 'random',
    persist: 'off',
    storageKey: null,
    addController: (_: ReactiveController) => undefined,
    requestUpdate: () => undefined,
    ...attrs,
  });
  const parts = el as unknown as RuleSourceHost & SavedGameHost & SeatsHost;
  const source = new RuleSource(parts);
  return { el, load: new GameLoad(parts, source, new SavedGame(parts), new Seats(parts)) };
}

const never = () => {
  throw new Error('no other load was asked for');
};

describe('loading the game asked for', () => {
  it('gives the game, its rules and what a saved game must agree with', async () => {
    const { load } = host({ game: 'schocken', variant: 'drei-leben' });
    const ready = await load.run('en', never);
    if (ready === null || 'message' in ready) throw new Error('schocken did not load');
    expect(ready.game.module.runtime).toBe(ready.table.runtime);
    expect(ready.rules.variant?.name).toBe(ready.table.rules.variant?.name);
    expect(ready.table.variant).toBe('drei-leben');
    // Rules that play a match load the match code.
    expect(typeof ready.matches?.startMatch).toBe('function');
    expect(ready.table.seatProblem([{ name: 'A', bot: null }])).toContain('1 seat');
    expect(load.stale).toBe(false);
  });

  it('says why there is no game: an unknown game, or seats the rules do not allow', async () => {
    const unknown = await host({ game: 'chess' }).load.run('en', never);
    expect(unknown).toEqual({ message: expect.stringContaining('chess') });
    const alone = await host({ game: 'schocken', bots: '' }).load.run('en', never);
    expect(alone).toEqual({ message: 'Schocken: 1 seat (players and bots), but the rules allow 2 or more' });
  });

  it('comes to nothing when a later load of other rules began, and starts another when what is asked for changed meanwhile', async () => {
    const { el, load } = host({ game: 'schocken' });
    const first = load.run('en', never);
    el.variant = 'drei-leben';
    const second = load.run('en', never);
    expect(await first).toBeNull();
    expect(await second).toMatchObject({ table: { variant: 'drei-leben' } });
    // The element starts another load when asked: that one gives the game.
    let again: ReturnType<GameLoad['run']> | null = null;
    const changed = load.run('en', () => (again = load.run('en', never)));
    el.variant = null;
    expect(load.stale).toBe(true);
    expect(await changed).toBeNull();
    expect(await again).toMatchObject({ table: { variant: null } });
  });
});
