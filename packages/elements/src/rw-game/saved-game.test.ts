import { GameSession, LOG_FORMAT, type AnyPlayRuntime, type GameEvent, type PlayerInfo } from '@regelwerk/engine';
import type { RuleSet } from '@regelwerk/dsl';
import type { ReactiveController } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { compileRules, loadGame } from '../shared/games.js';
import { readSavedGame, SavedGame, type SavedGameHost, type SavedTable } from './saved-game.js';
import { seatProblem } from './seats.js';

const PLAYERS: PlayerInfo[] = [
  { name: 'Ann', bot: null },
  { name: 'random 2', bot: 'random' },
];

async function table(variant: string | null = null): Promise<SavedTable> {
  const [loaded, compiled] = await Promise.all([loadGame('schocken'), compileRules('schocken', { variant })]);
  if (!loaded.ok || !compiled.ok) throw new Error('schocken did not load');
  const { module } = loaded.game;
  const rules: RuleSet = compiled.rules;
  return { game: 'schocken', runtime: module.runtime, rules, matches: null, seatProblem: (p) => seatProblem(p, rules, module, 'en'), variant, src: null, inline: null };
}

/** A game of `steps` decisions, each the first legal one of the seat to move. */
function played(t: SavedTable, steps: number, seed = 'saved'): GameSession {
  const session = GameSession.start(t.runtime as AnyPlayRuntime, { rules: t.rules, players: PLAYERS, seed });
  if (!session.ok) throw new Error(session.error.message);
  const s = session.value;
  for (let i = 0; i < steps; i++) {
    const seat = t.runtime.toMove(s.current)[0]!;
    const applied = s.apply(t.runtime.legalEvents(s.current, seat)[0]);
    if (!applied.ok) throw new Error(applied.error.message);
  }
  return s;
}

/** The slot the element wrote before saved games were logs. */
const olderSlot = (session: GameSession, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: 'rw-game', version: 1, game: 'schocken', variant: null, src: null, inline: null, players: session.players, seed: session.seed, events: session.events, ...extra });

afterEach(() => localStorage.clear());

describe('a saved game', () => {
  it('is a log, and comes back from it with every decision and draw', async () => {
    const t = await table();
    const session = played(t, 6);
    const read = readSavedGame(JSON.stringify(session.toLog()), t);
    expect(read && 'game' in read && read.game.older).toBe(false);
    expect(read && 'game' in read ? read.game.session.toLog() : read).toEqual(session.toLog());
  });

  it('of the older format (decisions without draws) is read as the same game', async () => {
    const t = await table();
    const session = played(t, 6);
    const read = readSavedGame(olderSlot(session), t);
    expect(read && 'game' in read && read.game.older).toBe(true);
    expect(read && 'game' in read ? read.game.session.toLog() : read).toEqual(session.toLog());
  });

  it('of other rules, in either format, is not this game and no problem either', async () => {
    const [t, jule] = await Promise.all([table(), table('jule')]);
    const session = played(t, 2);
    expect(readSavedGame(JSON.stringify(session.toLog()), jule)).toBeNull();
    expect(readSavedGame(olderSlot(session), jule)).toBeNull();
    expect(readSavedGame(olderSlot(session, { inline: 'abc' }), t)).toBeNull();
  });

  it('that cannot be read says why, naming the step a refused decision was', async () => {
    const t = await table();
    const session = played(t, 4);
    const log = session.toLog();
    const why = (raw: string) => {
      const read = readSavedGame(raw, t);
      return read && 'why' in read ? read.why : null;
    };
    expect(why('{')).toBe('not JSON');
    expect(why(JSON.stringify({ ...log, game: 'sushizock' }))).toBe('another format or game');
    expect(why(JSON.stringify({ format: 'other' }))).toBe('another format or game');
    expect(why(JSON.stringify({ ...log, seed: 7 }))).toBe('$.seed: expected the seed as text');
    expect(why(JSON.stringify({ ...log, players: [PLAYERS[0], { name: 'B', bot: 'constructor' }] }))).toBe('There is no bot "constructor" for this game. Its bots: random, tactician.');
    const wrong: GameEvent = { type: 'no-such-decision', seat: 0 };
    expect(why(olderSlot(session, { events: [...session.events.slice(0, 2), wrong] }))).toMatch(/^step 2: /);
    expect(why(olderSlot(session, { players: [null, null] }))).toBe('the players are not a list of names with bots');
    expect(why(JSON.stringify({ ...log, steps: log.steps.map((s, i) => (i === 1 ? { ...s, event: wrong } : s)) }))).toMatch(/^step 1: /);
  });

  it('of the older format is saved again as a log when it is read, and what cannot be read is removed', async () => {
    const t = await table();
    const session = played(t, 3);
    const host = Object.assign(document.createElement('div'), { game: 'schocken', persist: 'local', storageKey: 'saved-test', addController: (_: ReactiveController) => undefined, requestUpdate: () => undefined });
    const saved = new SavedGame(host as unknown as SavedGameHost);
    localStorage.setItem('regelwerk:saved-test', olderSlot(session));
    const read = saved.restore(t);
    expect(read && 'game' in read).toBe(true);
    const stored = JSON.parse(localStorage.getItem('regelwerk:saved-test')!) as { format: string };
    expect(stored.format).toBe(LOG_FORMAT);
    expect(stored).toEqual(JSON.parse(JSON.stringify(session.toLog())));
    localStorage.setItem('regelwerk:saved-test', 'not json');
    expect(saved.restore(t)).toEqual({ why: 'not JSON' });
    expect(localStorage.getItem('regelwerk:saved-test')).toBeNull();
  });
});
