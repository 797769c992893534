import { describe, expect, it } from 'vitest';
import { expectRecordedChoices } from '@regelwerk/engine/testing';
import { playGame, Rng, seedRng, simulate, type Bot, type FastSnapshot } from '@regelwerk/engine';
import type { SushizockContext } from './context.js';
import { sushizock, sushizockBots } from './index.js';
import { loadRules, players } from './test-support/fixtures.js';

type Snap = FastSnapshot<SushizockContext>;

describe('bots', () => {
  it.each([2, 3])('over 200 games with %i players the tactician wins ten times as often per seat as the random bot', (n) => {
    const rules = loadRules();
    const summary = simulate({ game: sushizock, rules, games: 200, players: n, bots: ['tactician', 'random'], seed: `bots-${n}` });
    const rate = (id: string) => summary.bots[id]!.wins / summary.bots[id]!.seatGames;
    expect(rate('tactician')).toBeGreaterThan(10 * rate('random'));
  }, 60_000);

  it('the tactician decides from its view alone: hidden tiles and the generator do not change its decision', () => {
    const rules = loadRules();
    const bot = sushizockBots.tactician(rules);
    const seen: Snap[] = [];
    playGame({ game: sushizock, rules, players: players(3, 'tactician'), seed: 'views', bots: { tactician: bot as Bot }, onStep: (before) => void seen.push(before as Snap) });
    for (const before of seen.filter((s) => s.context.throwsUsed > 0).slice(0, 60)) {
      const seat = before.context.current;
      const legal = sushizock.legalEvents(before, seat);
      // Change what nobody may see: the tiles below the tops (swapped among themselves), and the generator.
      const stacks = before.context.stacks.map((s) => Object.fromEntries(Object.entries(s).map(([g, st]) => [g, st.length > 2 ? [st[1]!, st[0]!, ...st.slice(2)] : st])));
      const hidden: Snap = { ...before, context: { ...before.context, rng: [1, 2, 3, 4], stacks } };
      const a = bot.decide(sushizock.view(before, seat), legal, new Rng(seedRng('x')));
      const b = bot.decide(sushizock.view(hidden, seat), legal, new Rng(seedRng('x')));
      expect(b).toEqual(a);
    }
  });
});

describe('the tactician made faster', () => {
  it('chooses as it did before it was made faster, decision for decision, in the recorded seeded games', () => {
    expectRecordedChoices({
      recording: new URL('./test-support/tactician-games.json', import.meta.url),
      game: sushizock,
      rules: loadRules(),
      bots: (rules) => ({ tactician: sushizockBots.tactician(rules) as Bot, random: sushizockBots.random() as Bot }),
    });
  });
});
