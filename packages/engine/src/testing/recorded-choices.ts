import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { RuleSet } from '@regelwerk/dsl';
import type { AnyPlayRuntime, Bot } from '../contract.js';
import { playGame } from '../simulate.js';

/**
 * A bot made faster must choose as it did before, decision for decision: replays the seeded games
 * recorded from the slower bot (`{ games: [{ seed, bots, choices }] }`, choices the indices in the
 * legal list, space-separated) and asserts every choice. `bots` are the games' bots by id; the
 * recorded one (`tactician`) is watched.
 */
export function expectRecordedChoices<R extends RuleSet>(options: {
  readonly recording: URL;
  readonly game: AnyPlayRuntime;
  readonly rules: R;
  readonly bots: (rules: R) => Readonly<Record<string, Bot>>;
  readonly watched?: string;
}): void {
  const watched = options.watched ?? 'tactician';
  const recorded = JSON.parse(readFileSync(options.recording, 'utf8')) as { games: { seed: string; bots: string[]; choices: string }[] };
  expect(recorded.games.length).toBeGreaterThan(10);
  for (const { seed, bots, choices } of recorded.games) {
    const byId = options.bots(options.rules);
    const bot = byId[watched]!;
    const chosen: number[] = [];
    const recording: Bot = {
      ...bot,
      decide: (view, legal, rng) => {
        const d = bot.decide(view, legal, rng);
        chosen.push(legal.indexOf(d));
        return d;
      },
    };
    playGame({ game: options.game, rules: options.rules, players: bots.map((b, s) => ({ name: `P${s}`, bot: b })), seed, bots: { ...byId, [watched]: recording } });
    expect(chosen.join(' '), seed).toBe(choices);
  }
}
