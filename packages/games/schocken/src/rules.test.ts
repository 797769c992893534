/**
 * Each special rule of the Schocken rulebook (shared seed 004) as a table, citing its clause.
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, ChanceRecorder } from '@regelwerk/engine';
import type { RoundResult } from './context.js';
import { schocken } from './index.js';
import { classify } from './rules/ranking.js';
import { scoreRound } from './rules/round.js';
import { checkDecision, throwLimit } from './rules/turn.js';
import { contextWith, loadRules, result, snap } from './test-support/fixtures.js';

const base = loadRules();

describe('§4 ranking and §3 the round', () => {
  it.each([
    // dice of seats 0, 1, 2 in play order → the seat that loses, the tokens it takes (by the best throw)
    { dice: [[1, 1, 6], [6, 5, 4], [2, 2, 1]], loser: 2, tokens: 6, clause: '§4: Schock 6 is best (6 tokens); 2-2-1 is the lowest throw' },
    { dice: [[6, 6, 6], [1, 1, 2], [6, 5, 3]], loser: 2, tokens: 2, clause: '§4: Schock 2 beats Admiral; 6-5-3 is lowest' },
    { dice: [[5, 4, 3], [6, 6, 5], [3, 2, 1]], loser: 1, tokens: 2, clause: '§4: Straße is best (2 tokens); 6-6-5 is a simple throw, below 3-2-1' },
    { dice: [[4, 4, 4], [2, 2, 2], [6, 5, 3]], loser: 2, tokens: 3, clause: '§4: Admiral costs 3' },
    { dice: [[6, 5, 3], [6, 5, 2], [6, 6, 1]], loser: 1, tokens: 1, clause: '§4 note 2: read as numbers, 652 is the lowest' },
  ])('$clause', ({ dice, loser, tokens }) => {
    const ctx = contextWith(base, 3, { results: dice.map((d, s) => result(s, d)), starter: 0 });
    const r = scoreRound(ctx);
    expect(r.lastRound).toMatchObject({ worst: loser, tokens, from: 'middle' });
    expect(r.tokens![loser]).toBe(tokens);
    expect(r.middle).toBe(13 - tokens);
  });

  it('§2: the loser takes only what is left in the middle', () => {
    const ctx = contextWith(base, 2, { middle: 2, tokens: [5, 6], results: [result(0, [1, 1, 6]), result(1, [3, 2, 2])] });
    const r = scoreRound(ctx);
    expect(r.middle).toBe(0);
    expect(r.tokens).toEqual([5, 8]);
  });

  it('§2: when the middle empties and one player holds every token, that player loses the half', () => {
    const ctx = contextWith(base, 3, { middle: 3, tokens: [0, 10, 0], results: [result(0, [1, 1, 6]), result(1, [3, 2, 2]), result(2, [6, 6, 5])] });
    expect(scoreRound(ctx).stageLoser).toBe(1);
  });

  it('§2 Sonderregel: a Schock out makes the lowest throw lose the half at once, whatever the tokens', () => {
    const ctx = contextWith(base, 3, { middle: 13, results: [result(0, [6, 5, 4]), result(1, [1, 1, 1]), result(2, [4, 2, 1])] });
    const r = scoreRound(ctx);
    expect(r.stageLoser).toBe(2);
    expect(r.tokens).toEqual([0, 0, 0]);
    expect(r.lastRound!.endsHalf).toBe(true);
  });

  it('§2: in the second phase the round’s best hands tokens to the worst', () => {
    const ctx = contextWith(base, 3, { middle: 0, tokens: [4, 6, 3], results: [result(0, [6, 5, 4]), result(1, [2, 2, 1]), result(2, [6, 6, 5])] });
    const r = scoreRound(ctx);
    expect(r.lastRound).toMatchObject({ best: 0, worst: 1, from: 0, tokens: 2 });
    expect(r.tokens).toEqual([2, 8, 3]);
  });

  it('§2: a winner who hands over all their tokens leaves the half', () => {
    const ctx = contextWith(base, 3, { middle: 0, tokens: [1, 6, 6], results: [result(0, [1, 1, 5]), result(1, [2, 2, 1]), result(2, [6, 6, 5])] });
    const r = scoreRound(ctx);
    expect(r.tokens).toEqual([0, 7, 6]);
    expect(r.inPlay).toEqual([false, true, true]);
    expect(r.lastRound!.left).toEqual([0]);
  });

  it('never changes the lists of the context it scores; a list that stays as it was is shared', () => {
    const passing = contextWith(base, 3, { middle: 0, tokens: [1, 6, 6], results: [result(0, [1, 1, 5]), result(1, [2, 2, 1]), result(2, [6, 6, 5])] });
    const before = JSON.stringify(passing);
    const r = scoreRound(passing);
    expect(JSON.stringify(passing)).toBe(before);
    expect(r.tokens).not.toBe(passing.tokens);
    expect(r.inPlay).not.toBe(passing.inPlay);
    // A Schock out moves no token and nobody leaves: tokens and players in play are the same lists.
    const out = contextWith(base, 3, { middle: 13, results: [result(0, [6, 5, 4]), result(1, [1, 1, 1]), result(2, [4, 2, 1])] });
    const kept = scoreRound(out);
    expect(kept.tokens).toBe(out.tokens);
    expect(kept.inPlay).toBe(out.inPlay);
    expect(kept.lastRound!.left).toEqual([]);
  });

  it('§2: the player who ends with all 13 tokens loses the half', () => {
    const ctx = contextWith(base, 2, { middle: 0, tokens: [2, 11], inPlay: [true, true], results: [result(0, [1, 1, 5]), result(1, [2, 2, 1])] });
    const r = scoreRound(ctx);
    expect(r.tokens).toEqual([0, 13]);
    expect(r.stageLoser).toBe(1);
  });
});

describe('ties (decisions in rules/schocken.rules)', () => {
  it.each<[Record<string, boolean>, RoundResult[], number, string]>([
    [{}, [result(0, [6, 5, 3], 2), result(1, [6, 5, 3], 1)], 0, 'fewer throws win: seat 0 needed two'],
    [{}, [result(0, [6, 5, 3], 1), result(1, [6, 5, 3], 1)], 1, 'equal throws and count: the later player goes with'],
    [{ 'later-goes-with': false }, [result(0, [6, 5, 3], 1), result(1, [6, 5, 3], 1)], 0, 'option off: the earlier player is worse'],
    [{ 'fewer-throws-win': false }, [result(0, [6, 5, 3], 1), result(1, [6, 5, 3], 3)], 1, 'option off: the count does not matter, the later one goes with'],
  ])('%j → seat %i loses (%s)', (options, results, loser) => {
    const rules = { ...base, options: { ...base.options, ...options } };
    expect(scoreRound(contextWith(rules, 2, { results })).lastRound!.worst).toBe(loser);
  });
});

describe('§3 throwing', () => {
  it('the starter may throw up to three times; the others as often as the starter did', () => {
    const ctx = contextWith(base, 3, { starter: 0, current: 0 });
    expect(throwLimit(ctx)).toBe(3);
    expect(throwLimit({ ...ctx, current: 1, roundLimit: 2 })).toBe(2);
  });

  it('dice set aside may be thrown again', () => {
    const ctx = contextWith(base, 2, { current: 0, starter: 0, throwsUsed: 1, dice: [1, 4, 6], aside: [0, 1] });
    expect(checkDecision(ctx, { type: 'dice.throw', seat: 0, keep: [1] })).toBeNull();
  });

  it.each([
    [{ throwsUsed: 0 }, { type: 'turn.end', seat: 0 } as const, 'turn/throw-first'],
    [{ throwsUsed: 0 }, { type: 'dice.throw', seat: 0, keep: [0] } as const, 'dice/nothing-aside'],
    [{ throwsUsed: 1 }, { type: 'dice.throw', seat: 1, keep: [] } as const, 'move/not-your-turn'],
    [{ throwsUsed: 1 }, { type: 'dice.throw', seat: 0, keep: [0, 1, 2] } as const, 'dice/nothing-to-throw'],
    [{ throwsUsed: 1 }, { type: 'dice.throw', seat: 0, keep: [0, 0] } as const, 'dice/keep-invalid'],
    [{ throwsUsed: 1 }, { type: 'dice.throw', seat: 0, keep: [3] } as const, 'dice/keep-invalid'],
    [{ throwsUsed: 1, dice: [6, 6, 2] }, { type: 'dice.throw', seat: 0, keep: [], turn: [0, 1] } as const, 'dice/turn-invalid'],
    [{ throwsUsed: 2, current: 1, roundLimit: 2 }, { type: 'dice.throw', seat: 1, keep: [] } as const, 'dice/no-throws-left'],
  ])('refuses %j %j with %s', (patch, event, code) => {
    const ctx = contextWith(base, 2, { current: 0, starter: 0, dice: [3, 4, 5], ...patch });
    expect(checkDecision(ctx, event)?.code).toBe(code);
  });

  it('an illegal decision is refused as data and leaves the state unchanged', () => {
    const before = snap(contextWith(base, 2, { current: 0, starter: 0, throwsUsed: 1, dice: [3, 4, 5] }));
    const frozen = JSON.stringify(before);
    for (const event of [{ type: 'dice.throw', seat: 1, keep: [] }, { type: 'dice.roll', seat: 0 }, null, { type: 'dice.throw', seat: 0 }, { type: 'turn.end', seat: 9 }]) {
      const r = applyEvent(schocken, before, event);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error.code).toMatch(/^[a-z]+\/[a-z-]+$/);
    }
    expect(JSON.stringify(before)).toBe(frozen);
  });
});

describe('house rules (rules/variants)', () => {
  it('sechsen-umdrehen: two sixes set aside turn into one one, and the other die is thrown again', () => {
    const rules = loadRules('variants/schocken-sechsen-umdrehen.rules');
    const s = snap(contextWith(rules, 2, { current: 0, starter: 0, throwsUsed: 1, dice: [6, 1, 6], fromHand: true }));
    const chance = new ChanceRecorder();
    const r = applyEvent(schocken, s, { type: 'dice.throw', seat: 0, keep: [1], turn: [0, 2] }, chance);
    expect(r.ok).toBe(true);
    const c = r.ok ? r.value.context : s.context;
    expect(c.dice[0]).toBe(1);
    expect(c.dice[1]).toBe(1);
    expect(c.aside).toEqual([0, 1]);
    // One die is thrown, and it is the third.
    expect(chance.draws).toEqual([{ kind: 'dice', die: rules.dice.die.id, values: [c.dice[2]] }]);
    expect(applyEvent(schocken, snap(contextWith(base, 2, { current: 0, starter: 0, throwsUsed: 1, dice: [6, 1, 6] })), { type: 'dice.throw', seat: 0, keep: [1], turn: [0, 2] }).ok).toBe(false);
  });

  it('aus-der-hand: a Straße made over two throws counts as Einfacher Wurf', () => {
    const rules = loadRules('variants/schocken-aus-der-hand.rules');
    expect(classify(rules, [6, 5, 4], true).row).toBe('strasse');
    expect(classify(rules, [6, 5, 4], false)).toMatchObject({ row: 'einfach', penalty: 1 });
    const ctx = contextWith(rules, 2, { results: [result(0, [6, 5, 4], 2, false), result(1, [6, 5, 5], 1, true)] });
    expect(scoreRound(ctx).lastRound!.worst).toBe(0);
    expect(classify(base, [6, 5, 4], false).row).toBe('strasse');
  });

  it('jule: 4-2-1 beats Schock 6 and costs 7 tokens', () => {
    const rules = loadRules('variants/schocken-jule.rules');
    const r = scoreRound(contextWith(rules, 2, { results: [result(0, [1, 1, 6]), result(1, [4, 2, 1])] }));
    expect(r.lastRound).toMatchObject({ best: 1, worst: 0, tokens: 7 });
  });
});
