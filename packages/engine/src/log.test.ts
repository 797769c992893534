import { describe, expect, it } from 'vitest';
import { LOG_VERSION, MAX_LOG_LABEL_LENGTH, validateLog } from './log.js';
import { MAX_BOT_ID_LENGTH, MAX_PLAYER_NAME_LENGTH } from './players.js';

const good = {
  format: 'regelwerk-log',
  version: LOG_VERSION,
  game: 'toy',
  variant: null,
  rules: [{ file: 'rules/toy.rules', text: '…' }],
  players: [{ name: 'Ada', bot: null }],
  seed: 's',
  setup: [{ kind: 'lot', name: 'starter', among: 2, value: 0 }],
  steps: [{ event: { type: 'die.roll', seat: 0 }, chance: [{ kind: 'dice', die: 'd6', values: [3] }] }],
  outcome: null,
};

describe('the shape of a log', () => {
  it('accepts a log of this version', () => {
    expect(validateLog(good)).toEqual({ ok: true, value: good });
  });

  it.each([
    ['a list', [1], '$: a log is a JSON object'],
    ['version 1, whose chance was one object per step', { ...good, version: 1 }, '$.version: this regelwerk reads log version 2, the log has 1'],
    ['a set-up that is not a list of draws', { ...good, setup: { starter: 0 } }, '$.setup: expected a list of draws'],
    ['a step without a seat', { ...good, steps: [{ event: { type: 'x' }, chance: [] }] }, '$.steps[0]: expected'],
    ['a step whose chance is null', { ...good, steps: [{ event: { type: 'x', seat: 0 }, chance: null }] }, '$.steps[0].chance: expected a list of draws'],
    ['a draw without a kind', { ...good, steps: [{ event: { type: 'x', seat: 0 }, chance: [{ dice: [1] }] }] }, '$.steps[0].chance: expected a list of draws'],
    ['a player without a bot field', { ...good, players: [{ name: 'Ada' }] }, '$.players[0]: expected'],
    ['a name of 20 million characters', { ...good, players: [{ name: 'Ada', bot: null }, { name: 'x'.repeat(20_000_000), bot: null }] }, `$.players[1].name: a player's name has at most ${MAX_PLAYER_NAME_LENGTH} characters, this one 20000000`],
    ['a bot id longer than any bot', { ...good, players: [{ name: 'Ada', bot: 'b'.repeat(MAX_BOT_ID_LENGTH + 1) }] }, `$.players[0].bot: a bot id has at most ${MAX_BOT_ID_LENGTH} characters`],
    ['a game id of a megabyte', { ...good, game: 'g'.repeat(1 << 20) }, `$.game: expected at most ${MAX_LOG_LABEL_LENGTH} characters, found 1048576`],
    ['a long variant name', { ...good, variant: 'v'.repeat(MAX_LOG_LABEL_LENGTH + 1) }, '$.variant: expected at most'],
    ['a long rule file name', { ...good, rules: [{ file: 'f'.repeat(MAX_LOG_LABEL_LENGTH + 1), text: '' }] }, '$.rules[0].file: expected at most'],
  ])('refuses %s, naming the place', (_what, data, message) => {
    const r = validateLog(data);
    expect(r).toMatchObject({ ok: false, error: { code: 'log/format' } });
    expect(!r.ok && r.error.message).toContain(message);
    // The message stays short, whatever the log holds.
    expect(!r.ok && r.error.message.length).toBeLessThan(300);
  });

  it('accepts names and labels right at their limits', () => {
    const atLimit = { ...good, game: 'g'.repeat(MAX_LOG_LABEL_LENGTH), players: [{ name: 'n'.repeat(MAX_PLAYER_NAME_LENGTH), bot: 'b'.repeat(MAX_BOT_ID_LENGTH) }] };
    expect(validateLog(atLimit)).toEqual({ ok: true, value: atLimit });
  });
});
