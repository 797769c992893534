import { describe, expect, it } from 'vitest';
import { playGame, Rng, seedRng, simulate, type Bot, type FastSnapshot } from '@regelwerk/engine';
import type { SchockenContext } from './context.js';
import { schocken, schockenBots } from './index.js';
import { contextWith, loadRules, players, result, snap } from './test-support/fixtures.js';

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
      // Change what the seat cannot see (the thrown dice under other players' covered cups, not
      // those set aside beside them; the generator state).
      const hidden: Snap = {
        ...before,
        context: {
          ...before.context,
          rng: [1, 2, 3, 4],
          results: before.context.results.map((r) => (r.covered && r.seat !== seat ? { ...r, dice: r.dice.map((d, i) => (r.aside!.includes(i) ? d : (d % 6) + 1)) } : r)),
        },
      };
      const a = bot.decide(schocken.view(before, seat), legal, new Rng(seedRng('x')));
      const b = bot.decide(schocken.view(hidden, seat), legal, new Rng(seedRng('x')));
      expect(b).toEqual(a);
    }
  });

  // Seat 0 began and made its throw in three (covered, unseen); seat 1 shows 6-5-3; the
  // tactician at seat 2 holds 6-5-3 after one throw and may throw twice more.
  const tiePosition = (options: Record<string, boolean>, seat1Throws: number) => {
    const base = loadRules();
    const rules = { ...base, options: { ...base.options, ...options } };
    const context = contextWith(rules, 3, {
      starter: 0,
      current: 2,
      roundLimit: 3,
      results: [{ ...result(0, [5, 5, 1], 3, false), covered: true, aside: [0, 1] }, result(1, [6, 5, 3], seat1Throws)],
      dice: [6, 3, 5],
      aside: [],
      throwsUsed: 1,
      fromHand: true,
    });
    return { rules, snapshot: snap(context) };
  };

  it.each<[Record<string, boolean>, number, 'turn.end' | 'dice.throw', string]>([
    [{}, 2, 'turn.end', 'its 6-5-3 in one throw already beats 6-5-3 in two: it stops (it used to throw again and lose)'],
    [{}, 1, 'dice.throw', 'equal throw, equal count: as the later player it goes with, so it throws again'],
    [{ 'later-goes-with': false }, 1, 'turn.end', 'equal throw and count with later-goes-with off: the earlier player is worse, so it stops'],
    [{ 'fewer-throws-win': false }, 2, 'dice.throw', 'with fewer-throws-win off the count does not help: it throws again'],
  ])('the tactician ranks throws as the round does: %j, seat 1 in %i throw(s) → %s (%s)', (options, seat1Throws, expected) => {
    const { rules, snapshot } = tiePosition(options, seat1Throws);
    const bot = schockenBots.tactician(rules);
    const decision = bot.decide(schocken.view(snapshot, 2), schocken.legalEvents(snapshot, 2), new Rng(seedRng('tie')));
    expect(decision.type).toBe(expected);
  });
});

describe('the tactician and a blind first throw (blind first-throw)', () => {
  const rules = loadRules('variants/schocken-burgerwerk-blind-doppelt.rules');
  const bot = schockenBots.tactician(rules);
  const decide = (patch: Partial<SchockenContext>) => {
    const s = snap(contextWith(rules, 3, { starter: 0, current: 1, throwsUsed: 0, dice: [], fromHand: false, ...patch }), 'playing.half.fromMiddle.turn.ready');
    return bot.decide(schocken.view(s, 1), schocken.legalEvents(s, 1), new Rng(seedRng('blind')));
  };

  it('declares blind when its turn has one throw anyway, and throws openly when it has more', () => {
    expect(decide({ roundLimit: 1, results: [result(0, [6, 5, 3])] })).toEqual({ type: 'dice.blind', seat: 1 });
    expect(decide({ roundLimit: 3, results: [result(0, [6, 5, 3], 3)] })).toEqual({ type: 'dice.throw', seat: 1, keep: [] });
    // As the starter (three throws) it never does.
    expect(decide({ starter: 1, roundLimit: null, results: [] })).toEqual({ type: 'dice.throw', seat: 1, keep: [] });
  });
});
