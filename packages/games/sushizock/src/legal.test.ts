/**
 * The decisions Sushizock lists are shared by every game in the process (throws per seat and
 * dice aside, the first throw of a turn, the offers of a position): they are frozen, so a caller
 * that edits one (a log's step, a bot's pick) cannot change what the next game is offered.
 */
import { describe, expect, it } from 'vitest';
import { isDeepFrozen, playGame, type Bot, type FastSnapshot } from '@regelwerk/engine';
import type { SushizockContext, SushizockEvent } from './context.js';
import { legalEvents, sushizock, sushizockBots } from './index.js';
import { checkDecision, offers } from './rules/turn.js';
import { contextWith, loadRules, players, snap, stacks } from './test-support/fixtures.js';

const rules = loadRules();
const random = { random: sushizockBots.random() as Bot };
/** Plays a recorded game, checking at every step that every decision listed is frozen all through. */
const play = () =>
  playGame({
    game: sushizock,
    rules,
    players: players(3, 'random'),
    seed: 'frozen',
    record: true,
    bots: random,
    onStep: (before) => {
      const s = before as FastSnapshot<SushizockContext>;
      expect(legalEvents(s, s.context.current).every(isDeepFrozen)).toBe(true);
    },
  });

describe('the decisions Sushizock lists', () => {
  it('cannot be edited through a log, so the next game with the same seed plays exactly as the first', () => {
    const first = play();
    const text = JSON.stringify(first.log);
    const throwWithKeep = first.log!.steps.find((s) => s.event.type === 'dice.throw' && (s.event as Extract<SushizockEvent, { type: 'dice.throw' }>).keep.length > 0)!;
    expect(() => (throwWithKeep.event as unknown as { keep: number[] }).keep.push(4)).toThrow(TypeError);
    expect(() => ((first.log!.steps[0]!.event as { seat: number }).seat = 9)).toThrow(TypeError);
    expect(JSON.stringify(play().log)).toBe(text);
  });
});

describe('two action rows that allow the same tile', () => {
  // A house rule's rows for two blue chopsticks (the 2nd sushi, as two sushi take it) and for two
  // red ones (the top sushi, as three blue steal it): each tile is offered once, by its first row.
  const rules = loadRules('sushizock.rules', (text) =>
    text.replace('  steal-sushi ', '  take-two-blue    "Zwei Blaue"              blue   2     take   sushi  nth\n  steal-two-red    "Zwei Rote"               red    2     steal  sushi  top\n  steal-sushi '),
  );
  const thrown = (dice: string[]) => contextWith(rules, 2, { centre: { sushi: [4, 1, 6], bones: [-1] }, stacks: stacks([[], []], [[2, 5], []]), current: 0, starter: 0, dice, aside: [], throwsUsed: 1 });
  const said = (dice: string[]) => offers(thrown(dice)).map((o) => `${o.kind} ${o.group} ${o.position}${o.from === null ? '' : ` from ${o.from}`} by ${o.action}`);

  it.each([
    [['sushi', 'sushi', 'blue', 'blue', 'red'], ['take sushi 2 by take-sushi']],
    [['blue', 'blue', 'blue', 'red', 'red'], ['steal sushi 1 from 1 by steal-two-red']],
  ])('%j: each tile once, by the first row that allows it (%j)', (dice, expected) => {
    expect(said(dice)).toEqual(expected);
    const ctx = thrown(dice);
    expect(legalEvents(snap(ctx), 0).filter((e) => e.type !== 'dice.throw')).toEqual(offers(ctx).map((o) => o.event));
  });

  it('accepts a copy of a listed decision as it accepts the listed one', () => {
    const ctx = thrown(['blue', 'blue', 'blue', 'red', 'red']);
    for (const e of legalEvents(snap(ctx), 0)) expect(checkDecision(ctx, structuredClone(e))).toBeNull();
    expect(checkDecision(ctx, { type: 'tile.steal', seat: 0, group: 'sushi', from: 1, position: 2 })?.code).toBe('steal/not-allowed');
  });
});
