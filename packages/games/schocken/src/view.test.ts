/**
 * What each seat may see (rulebook §3; docs/schocken.md, "Decisions where the rulebook is silent"): a covered last throw hides the thrown dice
 * from everyone but its owner until the round is revealed; the dice set aside at that throw lie
 * outside the cup and are seen by all.
 */
import { describe, expect, it } from 'vitest';
import { playGame, type Bot, type FastSnapshot } from '@regelwerk/engine';
import type { RoundResult, SchockenContext, SchockenEvent } from './context.js';
import { schocken, schockenBots } from './index.js';
import { contextWith, loadRules, players, result, snap } from './test-support/fixtures.js';

type Snap = FastSnapshot<SchockenContext>;

const rules = loadRules();

/** Seat 0 began and stopped under the cup after three throws, with dice 0 and 1 set aside; seat 1 is to throw. */
function coveredRound(dice: number[], aside = [0, 1]): Snap {
  const covered: RoundResult = { ...result(0, dice, 3, aside.length === 0), covered: true, aside };
  return snap(contextWith(rules, 3, { starter: 0, current: 1, roundLimit: 3, results: [covered], dice: [], aside: [], throwsUsed: 0, fromHand: false }), 'playing.half.fromMiddle.turn.ready');
}

const others = [1, 2, 'spectator'] as const;

describe('the view of a covered throw', () => {
  it('shows the set-aside dice to every seat and the spectator, the thrown die only to its owner', () => {
    const s = coveredRound([6, 6, 2]);
    for (const seat of [0, ...others]) expect(schocken.view(s, seat).results[0]).toMatchObject({ seat: 0, aside: [6, 6], covered: true, throws: 3 });
    expect(schocken.view(s, 0).results[0]).toMatchObject({ dice: [6, 6, 2], name: { label: 'Einfacher Wurf' } });
    for (const seat of others) expect(schocken.view(s, seat).results[0]).toMatchObject({ dice: null, name: null });
  });

  it('other seats’ views are the same whatever the thrown die under the cup shows, and change with the dice set aside', () => {
    for (const seat of others) {
      const views = [1, 2, 3, 4, 5, 6].map((d) => JSON.stringify(schocken.view(coveredRound([6, 6, d]), seat)));
      expect(new Set(views).size).toBe(1);
      expect(JSON.stringify(schocken.view(coveredRound([5, 6, 2]), seat))).not.toBe(views[0]);
    }
    // The owner does see the difference.
    expect(JSON.stringify(schocken.view(coveredRound([6, 6, 1]), 0))).not.toBe(JSON.stringify(schocken.view(coveredRound([6, 6, 2]), 0)));
  });

  it('a covered throw from the hand has nothing aside: others see only the cup', () => {
    const s = coveredRound([4, 2, 1], []);
    for (const seat of others) expect(schocken.view(s, seat).results[0]).toMatchObject({ dice: null, name: null, aside: [] });
  });

  it('a state saved before set-aside dice were recorded shows none, and still hides the thrown dice', () => {
    const s = coveredRound([6, 6, 2]);
    const { aside: _gone, ...old } = s.context.results[0]!;
    const before: Snap = { ...s, context: { ...s.context, results: [old] } };
    for (const seat of others) expect(schocken.view(before, seat).results[0]).toMatchObject({ dice: null, name: null, aside: [] });
  });

  it('in played games, every covered throw shows to the other seats exactly the dice set aside at its last throw', () => {
    const bot = schockenBots.tactician(rules) as Bot;
    let checked = 0;
    let withAside = 0;
    for (const seed of ['covered-1', 'covered-2', 'covered-3', 'covered-4']) {
      playGame({
        game: schocken,
        rules,
        players: players(4, 'tactician'),
        seed,
        bots: { tactician: bot },
        onStep: (before, event, after) => {
          const [b, a, e] = [before as Snap, after as Snap, event as SchockenEvent];
          // A turn that ended with this step and left the round open: its result is the last one.
          if (a.context.results.length !== b.context.results.length + 1) return;
          const r = a.context.results.at(-1)!;
          if (!r.covered) return;
          // The dice set aside at the last throw, from the decision (or the state before stopping).
          const lastAside = e.type === 'dice.throw' ? [...e.keep, ...(e.turn ?? [])] : b.context.aside;
          const values = [...lastAside].sort((x, y) => x - y).map((i) => r.dice[i]!);
          for (const seat of [0, 1, 2, 3].filter((x) => x !== r.seat)) {
            expect(schocken.view(a, seat).results.at(-1)).toMatchObject({ seat: r.seat, dice: null, name: null, aside: values });
          }
          expect(schocken.view(a, r.seat).results.at(-1)).toMatchObject({ dice: r.dice, aside: values });
          checked++;
          if (values.length > 0) withAside++;
        },
      });
    }
    expect(checked).toBeGreaterThan(10);
    expect(withAside).toBeGreaterThan(0);
  });
});

describe('the view of a blind throw (blind first-throw)', () => {
  const blindRules = loadRules('variants/schocken-burgerwerk-blind-doppelt.rules');
  /** Seat 0 began with a blind throw; seat 1 is to throw. */
  const blindRound = (dice: number[]): Snap => {
    const blind: RoundResult = { ...result(0, dice), covered: true, aside: [], blind: true };
    return snap(contextWith(blindRules, 3, { starter: 0, current: 1, roundLimit: 1, results: [blind], dice: [], aside: [], throwsUsed: 0, fromHand: false }), 'playing.half.fromMiddle.turn.ready');
  };

  it('no seat sees it, its thrower neither: every view is the same whatever the dice under the cup show', () => {
    for (const seat of [0, ...others]) {
      expect(schocken.view(blindRound([1, 1, 4]), seat).results[0]).toMatchObject({ seat: 0, dice: null, name: null, covered: true, blind: true, aside: [] });
      const views = [[1, 1, 4], [6, 5, 3], [1, 1, 1], [2, 2, 2]].map((d) => JSON.stringify(schocken.view(blindRound(d), seat)));
      expect(new Set(views).size).toBe(1);
    }
  });

  it('in played games, no view shows a blind throw before the reveal, and the reveal shows it with its multiple', () => {
    const random = schockenBots.random() as Bot;
    let hidden = 0;
    let revealed = 0;
    for (const seed of ['blind-1', 'blind-2', 'blind-3']) {
      playGame({
        game: schocken,
        rules: blindRules,
        players: players(3, 'random'),
        seed,
        bots: { random },
        onStep: (_before, _event, after) => {
          const a = after as Snap;
          a.context.results.forEach((r, i) => {
            if (!r.blind) return;
            for (const seat of [0, 1, 2, 'spectator'] as const) expect(schocken.view(a, seat).results[i]).toMatchObject({ dice: null, name: null, blind: true });
            hidden++;
          });
          for (const r of a.context.lastRound?.results ?? []) if (r.blind) revealed += r.times! > 0 ? 1 : 0;
        },
      });
    }
    expect(hidden).toBeGreaterThan(10);
    expect(revealed).toBeGreaterThan(0);
  });
});
