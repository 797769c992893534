/**
 * The decisions Sushizock lists are shared by every game in the process (throws per seat and
 * dice aside, the first throw of a turn, the offers of a position): they are frozen, so a caller
 * that edits one (a log's step, a bot's pick) cannot change what the next game is offered.
 */
import { describe, expect, it } from 'vitest';
import { isDeepFrozen, playGame, type Bot, type FastSnapshot } from '@regelwerk/engine';
import type { SushizockContext, SushizockEvent } from './context.js';
import { legalEvents, sushizock, sushizockBots } from './index.js';
import { loadRules, players } from './test-support/fixtures.js';

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
