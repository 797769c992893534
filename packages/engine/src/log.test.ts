import { describe, expect, it } from 'vitest';
import { LOG_VERSION, validateLog } from './log.js';

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
  ])('refuses %s, naming the place', (_what, data, message) => {
    const r = validateLog(data);
    expect(r).toMatchObject({ ok: false, error: { code: 'log/format' } });
    expect(!r.ok && r.error.message).toContain(message);
  });
});
