/**
 * The conformance suite run on the engine's toy game, which draws every kind of chance: the
 * suite itself needs no real game. Then the suite's checks of what a game shares, each on a toy
 * broken on purpose: each must fail, saying what is wrong and where.
 */
import { describe, expect, it } from 'vitest';
import { describeGameConformance } from './conformance.js';
import { checkFrozenSteps, checkListedDecisionsTaken, checkMemosSeeEveryField, checkNothingHandedOutIsShared, type RecordedGame } from './shared-state.js';
import { FastMachine, writes, type Action } from '../fast-machine.js';
import { deepFreeze } from '../frozen.js';
import { GameSession } from '../session.js';
import { playGame } from '../simulate.js';
import type { Bot } from '../contract.js';
import type { FastSnapshot } from '../fast-machine.js';
import { TARGET, toyActions, toyConfig, toyGuards, toyModule, toyRules, toyRuntime, toySchema, type ToyContext, type ToyEvent } from '../test-support/toy-game.js';

const rules = toyRules();

describeGameConformance(toyModule, {
  ruleFiles: ['toy'],
  loadRules: () => rules,
  schemas: [toySchema],
  bots: [['random'], ['first', 'random']],
  playerCounts: [2, 4],
  invariants: ({ before, after, event }) => {
    const problems: string[] = [];
    const cards = (c: typeof after.context) => c.hands.flat().length;
    if (after.context.scores.some((s, i) => s < before.context.scores[i]!)) problems.push('a score went down');
    if (cards(after.context) !== cards(before.context) - (event.type === 'card.play' ? 1 : 0)) problems.push('cards appeared or vanished');
    return problems;
  },
  gameInvariants: ({ outcome, final }) => (final.context.scores[outcome.winners[0]!]! >= TARGET ? [] : ['the winner did not reach the target']),
  crossField: [{ name: 'a bonus twice in the bonus row', field: '$.context.bonus', corrupt: (s) => ((s.context.bonus = ['a', 'a', 'b']), true) }],
  graph: { rules, players: 2, seeds: 3, serialize: ({ value, context: c }) => JSON.stringify([value, c.current, c.scores.map((s) => Math.min(s, TARGET)), c.hands]) },
});

type Snap = FastSnapshot<ToyContext>;

/** A game of the sound toy, recorded step by step (what the suite records for a real game). */
function recorded(seed: string): RecordedGame<ToyContext, ToyEvent> {
  const steps: { before: Snap; event: ToyEvent; after: Snap }[] = [];
  const random = toyRuntime.bots.random!(rules) as Bot;
  const played = playGame({
    game: toyRuntime,
    rules,
    players: [0, 1, 2].map((i) => ({ name: `r${i}`, bot: 'random' })),
    seed,
    record: true,
    bots: { random },
    onStep: (before, event, after) => steps.push({ before: before as Snap, event: event as ToyEvent, after: after as Snap }),
  });
  return { steps: steps.map((s, i) => ({ ...s, chance: played.log!.steps[i]!.chance })), log: played.log! };
}

/** The toy with other actions (and the same config and guards). */
const withActions = (actions: Record<string, Action<ToyContext, ToyEvent>>) => ({ ...toyRuntime, fast: new FastMachine<ToyContext, ToyEvent>(toyConfig, { guards: toyGuards, actions: { ...toyActions, ...actions } }) });

describe('the conformance checks of what a game shares catch a game broken on purpose', () => {
  const game = recorded('broken');
  const cardAt = game.steps.findIndex((s) => s.event.type === 'card.play');

  it('pass on the sound toy', () => {
    expect(cardAt).toBeGreaterThanOrEqual(0);
    checkFrozenSteps(toyRuntime, game);
    checkMemosSeeEveryField(toyRuntime, game);
    checkListedDecisionsTaken(toyRuntime, game);
    checkNothingHandedOutIsShared(toyRuntime, game, rules);
  });

  it('an action that changes its context in place (takes the card out of the hand it was given)', () => {
    const broken = withActions({
      play: (c, e) => {
        if (e.type !== 'card.play') return {};
        const hand = c.hands[c.current] as number[];
        hand.splice(hand.indexOf(e.card), 1);
        return { scores: c.scores.map((s, i) => (i === c.current ? s + 2 * e.card : s)) };
      },
    });
    expect(() => checkFrozenSteps(broken, game)).toThrow(new RegExp(`^step ${cardAt} \\(\\{"type":"card.play".*\\}\\ in turn\\) on a frozen copy of its context threw: .*An action must not change its context, nor an array or object in it`));
  });

  it('an action that writes into `out` and also returns a value', () => {
    const both = writes<ToyContext, ToyEvent>(((c: ToyContext, _e: ToyEvent, _chance: unknown, out: { current?: number }) => {
      out.current = (c.current + 1) % c.players.length;
      return { passes: c.passes + 1 };
    }) as unknown as Parameters<typeof writes<ToyContext, ToyEvent>>[0]);
    expect(() => checkFrozenSteps(withActions({ pass: both }), game)).toThrow(/on a frozen copy of its context threw: action "pass" writes its changes into `out` and also returned a value/);
  });

  it('a memo keyed by fewer fields than it reads (the hands, not the seat to move)', () => {
    let lastHands: ToyContext['hands'] | null = null;
    let lastList: ToyEvent[] = [];
    const stale = {
      ...toyRuntime,
      legalEvents: (s: Snap, seat: number): ToyEvent[] => {
        if (s.status === 'done' || seat !== s.context.current) return [];
        if (s.context.hands !== lastHands) {
          lastHands = s.context.hands;
          lastList = toyRuntime.legalEvents(s, seat);
        }
        return lastList;
      },
    };
    expect(() => checkMemosSeeEveryField(stale, game)).toThrow(/^the legal decisions at step \d+ \(in turn\) are .* as the game went, but .* on a copy: a memo is keyed by fewer fields than it reads/);
  });

  it('a decision listed that the machine’s guard refuses (what a wrong legality declaration let through)', () => {
    // check accepts any card, the list offers one nobody holds, and the guard refuses it.
    const lying = {
      ...toyRuntime,
      check: (s: Snap, e: unknown) => ((e as ToyEvent).type === 'card.play' ? null : toyRuntime.check(s, e)),
      legalEvents: (s: Snap, seat: number) => (s.status === 'done' || seat !== s.context.current ? [] : [...toyRuntime.legalEvents(s, seat), deepFreeze<ToyEvent>({ type: 'card.play', seat, card: 99 })]),
    };
    expect(() => checkListedDecisionsTaken(lying, game)).toThrow(/^step 0 \(\{"type":"card.play","seat":\d,"card":99\} in turn\): listed as legal, but the machine's guards refuse it/);
  });

  it('a legality guard declared that refuses a decision the game lists: a simulation in place would take it past the guard', () => {
    const fast = new FastMachine<ToyContext, ToyEvent, keyof typeof toyGuards, keyof typeof toyActions>(toyConfig, { guards: toyGuards, actions: toyActions, legality: ['mayPlay'] });
    const lying = {
      ...toyRuntime,
      fast,
      check: (s: Snap, e: unknown) => ((e as ToyEvent).type === 'card.play' ? null : toyRuntime.check(s, e)),
      legalEvents: (s: Snap, seat: number) => (s.status === 'done' || seat !== s.context.current ? [] : [deepFreeze<ToyEvent>({ type: 'card.play', seat, card: 99 })]),
    };
    const session = GameSession.start(lying, { rules, players: game.log.players, seed: 'lying' }, { history: false, inPlace: true });
    if (!session.ok) throw new Error(session.error.message);
    const seat = session.value.current.context.current;
    // Taken in place past the guard, although nobody holds a 99.
    expect(session.value.applyListed(seat, 0)).toMatchObject({ card: 99 });
    expect(() => checkListedDecisionsTaken(lying, game)).toThrow(/listed as legal, but the machine's guards refuse it/);
  });

  it('decisions cached unfrozen: changing one handed out changes the next game', () => {
    const cache = new Map<number, ToyEvent[]>();
    const unfrozen = {
      ...toyRuntime,
      legalEvents: (s: Snap, seat: number): ToyEvent[] => {
        if (s.status === 'done' || seat !== s.context.current) return [];
        let rolls = cache.get(seat);
        if (!rolls) cache.set(seat, (rolls = [{ type: 'die.roll', seat }]));
        return [...rolls, ...toyRuntime.legalEvents(s, seat).slice(1)];
      },
    };
    expect(() => checkListedDecisionsTaken(unfrozen, game)).toThrow(/listed decision is not frozen all through/);
    expect(() => checkNothingHandedOutIsShared(unfrozen, game, rules)).toThrow(/is no longer listed|did not play as recorded/);
  });
});
