/**
 * Recorded games, compared on every run: a change that alters how Schocken plays (rules, dice,
 * bots) shows up here as a difference. After an intended change, re-record with
 * `UPDATE_PLAYTHROUGHS=1 npx vitest run src/playthroughs.test.ts` and review the diff.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playGame, replayLog, type Bot } from '@regelwerk/engine';
import { schema, schocken, schockenBots } from './index.js';
import { loadRules } from './test-support/fixtures.js';

const DIR = new URL('../playthroughs/', import.meta.url);

const RECORDINGS = [
  { name: 'schocken-3-tactician', file: 'schocken.rules', bots: ['tactician', 'tactician', 'tactician'], seed: 'recorded-1' },
  { name: 'schocken-4-mixed', file: 'schocken.rules', bots: ['random', 'tactician', 'random', 'tactician'], seed: 'recorded-2' },
  { name: 'jule-2-tactician', file: 'variants/schocken-jule.rules', bots: ['tactician', 'tactician'], seed: 'recorded-3' },
  { name: 'sechsen-umdrehen-3', file: 'variants/schocken-sechsen-umdrehen.rules', bots: ['tactician', 'random', 'tactician'], seed: 'recorded-4' },
  { name: 'aus-der-hand-3', file: 'variants/schocken-aus-der-hand.rules', bots: ['tactician', 'tactician', 'random'], seed: 'recorded-5' },
];

describe('recorded playthroughs', () => {
  it.each(RECORDINGS)('$name plays exactly as recorded and replays', ({ name, file, bots, seed }) => {
    const rules = loadRules(file);
    const made: Record<string, Bot> = { random: schockenBots.random() as Bot, tactician: schockenBots.tactician(rules) as Bot };
    const played = playGame({ game: schocken, rules, players: bots.map((b, i) => ({ name: `${b} ${i + 1}`, bot: b })), seed, record: true, bots: made });
    const text = `${JSON.stringify(played.log, null, 1)}\n`;
    const path = new URL(`${name}.json`, DIR);
    if (process.env.UPDATE_PLAYTHROUGHS) writeFileSync(path, text);
    expect(existsSync(path), `no recording ${name}.json; create it with UPDATE_PLAYTHROUGHS=1`).toBe(true);
    const recorded = readFileSync(path, 'utf8');
    expect(text).toBe(recorded);
    expect(replayLog(JSON.parse(recorded), (id) => (id === 'schocken' ? schocken : undefined), [schema])).toMatchObject({ ok: true });
  });
});
