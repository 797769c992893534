import type { GameEvent, PlayerInfo } from '@regelwerk/engine';
import { describe, expect, it } from 'vitest';
import { compileRules, loadGame } from '../shared/games.js';
import * as matches from './match.js';
import { Play } from './play.js';

const BOTS: PlayerInfo[] = [
  { name: 'random 1', bot: 'random' },
  { name: 'random 2', bot: 'random' },
  { name: 'random 3', bot: 'random' },
];

async function play(variant: string | null = null): Promise<Play> {
  const [loaded, compiled] = await Promise.all([loadGame('schocken'), compileRules('schocken', { variant })]);
  if (!loaded.ok || !compiled.ok) throw new Error('schocken did not load');
  const p = new Play(() => loaded.game.module);
  p.rules = compiled.rules;
  p.match.code = compiled.rules.match === undefined ? null : matches;
  return p;
}

/** Lets the bots decide `steps` times (or until the game is over); the decisions taken. */
function botsPlay(p: Play, steps: number): readonly GameEvent[] {
  for (let i = 0; i < steps && p.toMove() !== null; i++) expect(p.botStep('random')?.ok).toBe(true);
  return p.session!.events;
}

describe('the game being played', () => {
  it('lets the bots decide by the seed alone: the same seed, the same decisions', async () => {
    const [a, b] = await Promise.all([play(), play()]);
    expect(a.start(BOTS, 'same')?.ok).toBe(true);
    expect(b.start(BOTS, 'same')?.ok).toBe(true);
    expect(botsPlay(a, 30)).toEqual(botsPlay(b, 30));
    expect(a.session!.events.length).toBe(30);
  });

  it('refuses a decision of the wrong seat with a reason, and applies a legal one with the states it passed through', async () => {
    const p = await play();
    p.start(BOTS, 'apply');
    const seat = p.toMove()!;
    const runtime = p.runtime!;
    const legal = runtime.legalEvents(p.session!.current, seat)[0]!;
    const refused = p.apply({ ...legal, seat: (seat + 1) % 3 } as GameEvent);
    expect(refused?.ok).toBe(false);
    expect(p.session!.events).toEqual([]);
    const applied = p.apply(legal);
    expect(applied?.ok && applied.value.at(-1)).toBe(p.session!.current.value);
    expect(p.session!.events).toEqual([legal]);
  });

  it('takes back only a decision its seat may take back, where the rules allow it', async () => {
    const p = await play();
    p.start(BOTS, 'undo');
    expect(p.undoable(() => true)).toBe(false);
    // On to a decision that drew no chance (a roll cannot be taken back).
    for (let i = 0; i < 200 && !p.session!.canUndo(); i++) botsPlay(p, 1);
    const steps = p.session!.events.length;
    const seat = p.session!.events.at(-1)!.seat;
    expect(p.undoable((s) => s !== seat)).toBe(false);
    expect(p.undoable((s) => s === seat)).toBe(true);
    expect(p.undo()).toBe(true);
    expect(p.session!.events.length).toBe(steps - 1);
  });

  it('builds a seat’s view once per snapshot, and another for another seat or snapshot', async () => {
    const p = await play();
    p.start(BOTS, 'views');
    const first = p.session!.current;
    const view = p.viewOf(first, 0);
    expect(p.viewOf(first, 0)).toBe(view);
    expect(p.viewOf(first, 'spectator')).not.toBe(view);
    botsPlay(p, 1);
    expect(p.viewOf(p.session!.current, 0)).not.toBe(p.viewOf(first, 0));
  });

  it('plays a match game by game: seated and seeded by the match, the next one only once the game is over', async () => {
    const p = await play('drei-leben');
    const first = p.start(BOTS, 'match');
    expect(first?.ok).toBe(true);
    expect(p.match.game?.index).toBe(0);
    expect(p.session!.seed).toBe(p.match.game!.seed);
    expect(p.next()).toBeNull();
    botsPlay(p, 10_000);
    expect(p.outcome()).not.toBeNull();
    const second = p.next();
    expect(second?.ok).toBe(true);
    expect(p.match.game?.index).toBe(1);
    expect(p.session!.events).toEqual([]);
    // The match before the second game counts the first one's loss.
    expect(p.match.state!.lives!.reduce((a, b) => a + b, 0)).toBe(3 * 3 - 1);
  });
});
