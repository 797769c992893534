import type { RuleSet } from '@regelwerk/dsl';
import { describe, expect, it } from 'vitest';
import { startGame } from './play.js';
import { MAX_PLAYER_NAME_LENGTH } from './players.js';
import { savedStateCodec } from './saved-state.js';
import { savedToyShape, toyFast, toyRuntime, toyRules, type ToyContext } from './test-support/toy-game.js';

const rules = toyRules();
const codec = savedStateCodec<RuleSet, ToyContext>({ fast: toyFast, context: () => savedToyShape, bots: Object.keys(toyRuntime.bots) });
const start = startGame<ToyContext>(toyRuntime, { rules, players: [{ name: 'Ada', bot: null }, { name: 'first 2', bot: 'first' }], seed: 'saved' });

/** The saved start with its players replaced. */
const withPlayers = (players: unknown) => {
  const saved = JSON.parse(codec.serialize(start)) as { context: Record<string, unknown> };
  saved.context.players = players;
  return JSON.stringify(saved);
};

describe('a saved game’s seats', () => {
  it('restore as they were saved: people and the game’s bots', () => {
    expect(codec.restore(codec.serialize(start), rules)).toEqual({ ok: true, value: start });
  });

  it('refuse a bot the game does not have, naming the seat and the game’s bots', () => {
    const r = codec.restore(withPlayers([{ name: 'Ada', bot: null }, { name: 'X', bot: 'no-such-bot' }]), rules);
    expect(r).toEqual({ ok: false, error: { code: 'state/unreadable', message: '$.context.players[1].bot: no bot "no-such-bot" plays this game; its bots: random, first' } });
  });

  it('refuse a name over the length limit, and accept one at it', () => {
    const long = codec.restore(withPlayers([{ name: 'n'.repeat(MAX_PLAYER_NAME_LENGTH + 1), bot: null }, { name: 'B', bot: null }]), rules);
    expect(long.ok || long.error.message).toBe(`$.context.players[0].name: expected text of at most ${MAX_PLAYER_NAME_LENGTH} characters, found "${'n'.repeat(40)}…"`);
    expect(codec.restore(withPlayers([{ name: 'n'.repeat(MAX_PLAYER_NAME_LENGTH), bot: null }, { name: 'B', bot: null }]), rules).ok).toBe(true);
  });

  it('refuse a bot id inherited from Object.prototype', () => {
    const r = codec.restore(withPlayers([{ name: 'Ada', bot: 'constructor' }, { name: 'B', bot: null }]), rules);
    expect(r.ok || r.error.message).toMatch(/^\$\.context\.players\[0\]\.bot: no bot "constructor"/);
  });
});
