import { describe, expect, it } from 'vitest';
import { playGame, Rng, seedRng, simulate, type Bot, type FastSnapshot } from '@regelwerk/engine';
import type { SchockenContext } from './context.js';
import { schocken, schockenBots } from './index.js';
import { loadRules, players } from './test-support/fixtures.js';

type Snap = FastSnapshot<SchockenContext>;

describe('bots', () => {
  it('over 400 four-player games the tactician loses far less often than the random bot', () => {
    const rules = loadRules();
    const summary = simulate({ game: schocken, rules, games: 400, players: 4, bots: ['random', 'tactician'], seed: 'bots-compared' });
    const rate = (id: string) => summary.bots[id]!.losses / summary.bots[id]!.seatGames;
    expect(summary.bots.random!.losses + summary.bots.tactician!.losses).toBe(400);
    expect(rate('tactician')).toBeLessThan(rate('random') / 5);
  });

  it('the tactician decides from its view alone: the same view gives the same decision', () => {
    const rules = loadRules();
    const bot = schockenBots.tactician(rules);
    const seen: Snap[] = [];
    playGame({ game: schocken, rules, players: players(3, 'tactician'), seed: 'views', bots: { tactician: bot as Bot }, onStep: (before) => void seen.push(before as Snap) });
    for (const before of seen.slice(0, 80)) {
      const seat = before.context.current;
      const legal = schocken.legalEvents(before, seat);
      // Change what the seat cannot see (other players' covered dice, the generator state).
      const hidden: Snap = {
        ...before,
        context: {
          ...before.context,
          rng: [1, 2, 3, 4],
          results: before.context.results.map((r) => (r.covered && r.seat !== seat ? { ...r, dice: [2, 2, 1] } : r)),
        },
      };
      const a = bot.decide(schocken.view(before, seat), legal, new Rng(seedRng('x')));
      const b = bot.decide(schocken.view(hidden, seat), legal, new Rng(seedRng('x')));
      expect(b).toEqual(a);
    }
  });
});
