/**
 * Each rule of the Sushizock rulebook (shared seed 000; the review, seed 001, restates them) as a
 * table, citing the rulebook's section.
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, ChanceRecorder, IGNORE_CHANCE } from '@regelwerk/engine';
import type { SushizockEvent } from './context.js';
import { sushizock } from './index.js';
import { scoreStacks, rankScores } from './rules/scoring.js';
import { checkDecision, forcedTake, nothingPossible, offers, outOfReach } from './rules/turn.js';
import { legalEvents } from './legal.js';
import { view } from './view.js';
import { contextWith, loadRules, snap, stacks } from './test-support/fixtures.js';

const rules = loadRules();
const S = 'sushi';
const B = 'bones';
const BL = 'blue';
const R = 'red';
/** A table: sushi row, bones row; three players with stacks. */
const table = {
  centre: { sushi: [4, 1, 6, 2], bones: [-1, -3, -2] },
  stacks: stacks([[5, 3], [-2]], [[2], []], [[], [-4, -1]]),
};
const thrown = (dice: string[], patch: object = {}) => contextWith(rules, 3, { ...table, current: 0, starter: 0, dice, aside: [], throwsUsed: 1, ...patch });
const describeOffer = (o: ReturnType<typeof offers>[number]) => (o.kind === 'steal' ? `steal ${o.group} ${o.position} of ${o.from}` : `${o.kind} ${o.group} ${o.position}`);

describe('"So bekommt man Portionen aus der Tischmitte": n dice of a kind take the n-th tile of that row', () => {
  it.each([
    [[S, S, BL, R, R], ['take sushi 2'], '2 sushi: the second sushi from the left'],
    [[S, B, B, B, R], ['take sushi 1', 'take bones 3'], 'Nick’s example: the 2nd sushi or the 3rd bones; here 1 sushi or 3 bones'],
    [[S, S, S, S, S], [], '5 sushi, but only four in the row: nothing'],
    [[B, B, B, B, BL], [], '4 bones, three in the row: nothing'],
    [[BL, BL, R, R, S], ['take sushi 1'], 'two of each colour steal nothing'],
  ])('%j → %j (%s)', (dice, expected) => {
    expect(offers(thrown(dice)).map(describeOffer)).toEqual(expected);
  });

  it('gaps close: the tile right of the one taken moves up', () => {
    const s = snap(thrown([S, S, BL, R, R]));
    const r = applyEvent(sushizock, s, { type: 'tile.take', seat: 0, group: S, position: 2 });
    expect(r.ok && r.value.context.centre.sushi).toEqual([4, 6, 2]);
    expect(r.ok && r.value.context.stacks[0]!.sushi).toEqual([5, 3, 1]);
  });

  it('says which take the dice ask for but the row cannot give: three sushi, two sushi left', () => {
    const c = thrown([S, S, S, B, R], { centre: { sushi: [4, 1], bones: [-1, -3] } });
    expect(offers(c).map(describeOffer)).toEqual(['take bones 1']);
    expect(outOfReach(c)).toEqual([{ group: S, count: 3, left: 2 }]);
    // A take the row can give is not out of reach; nothing is before the first throw.
    expect(outOfReach(thrown([S, S, B, B, R]))).toEqual([]);
    expect(outOfReach({ ...c, throwsUsed: 0 })).toEqual([]);
    expect(view(snap(c), 1).outOfReach).toEqual([{ group: S, count: 3, left: 2 }]);
  });
});

describe('"So stibitzt man Portionen von Mitspielern": chopsticks of one colour steal', () => {
  it.each([
    [[BL, BL, BL, R, R], ['steal sushi 1 of 1'], 'three blue: the top sushi of an opponent who has one (seat 2 has none)'],
    [[R, R, R, BL, BL], ['steal bones 1 of 2'], 'three red: the top bones of seat 2 (seat 1 has none)'],
    [[BL, BL, BL, BL, R], ['steal sushi 1 of 1'], 'four blue: any sushi, named by position; seat 1 has one'],
    [[R, R, R, R, R], ['steal bones 1 of 2', 'steal bones 2 of 2'], 'five red count as four: any position of seat 2’s two bones'],
  ])('%j → %j (%s)', (dice, expected) => {
    expect(offers(thrown(dice)).map(describeOffer)).toEqual(expected);
  });

  it('with four, a tile below the top is named blind by its position and moves onto the thief’s stack', () => {
    const s = snap(thrown([R, R, R, R, S]));
    const r = applyEvent(sushizock, s, { type: 'tile.steal', seat: 0, group: B, from: 2, position: 2 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.context.stacks[2]!.bones).toEqual([-1]);
    expect(r.value.context.stacks[0]!.bones).toEqual([-2, -4]);
    expect(r.value.context.last).toMatchObject({ kind: 'steal', from: 2, position: 2, value: -4 });
  });

  it('nobody steals from themselves, and three chopsticks never reach below the top', () => {
    expect(checkDecision(thrown([BL, BL, BL, S, S]), { type: 'tile.steal', seat: 0, group: S, from: 0, position: 1 })?.code).toBe('steal/not-allowed');
    expect(checkDecision(thrown([BL, BL, BL, S, S], { stacks: stacks([[], []], [[2, 6], []], [[], []]) }), { type: 'tile.steal', seat: 0, group: S, from: 1, position: 2 })?.code).toBe('steal/not-allowed');
  });
});

describe('"Wer die Wahl hat": when the dice allow several things, the player chooses', () => {
  it('Nick’s example: three red, one sushi, one bones → the first sushi, the first bones, or the top bones of an opponent', () => {
    const c = thrown([R, R, R, S, B], { throwsUsed: 3, aside: [0, 1] });
    expect(offers(c).map(describeOffer)).toEqual(['take sushi 1', 'take bones 1', 'steal bones 1 of 2']);
    expect(legalEvents(snap(c), 0).map((e) => e.type)).toEqual(['tile.take', 'tile.take', 'tile.steal']);
  });

  it('Sophia’s example turn: four blue and a sushi after the third throw → any sushi of an opponent, named by place, or the first sushi', () => {
    const c = thrown([BL, BL, BL, BL, S], { throwsUsed: 3, aside: [0, 1, 2], stacks: stacks([[], []], [[2, 6, 1], []], [[], []]) });
    expect(offers(c).map(describeOffer)).toEqual(['take sushi 1', 'steal sushi 1 of 1', 'steal sushi 2 of 1', 'steal sushi 3 of 1']);
    const r = applyEvent(sushizock, snap(c), { type: 'tile.steal', seat: 0, group: S, from: 1, position: 3 });
    expect(r.ok && r.value.context.stacks[0]!.sushi).toEqual([2]);
  });
});

describe('"Spielverlauf": up to three throws, at least one die aside before each further throw', () => {
  it.each<[object, SushizockEvent, string | null, string]>([
    [{ throwsUsed: 0, dice: [] }, { type: 'dice.throw', seat: 0, keep: [1] }, 'dice/nothing-aside', 'the first throw throws all five'],
    [{}, { type: 'dice.throw', seat: 0, keep: [] }, 'dice/keep-one', 'a re-throw needs at least one die set aside'],
    [{}, { type: 'dice.throw', seat: 0, keep: [0] }, null, 'one die aside, four thrown'],
    [{}, { type: 'dice.throw', seat: 0, keep: [0, 1, 2, 3, 4] }, 'dice/nothing-to-throw', 'keeping all five throws nothing'],
    [{ throwsUsed: 2, aside: [0, 1] }, { type: 'dice.throw', seat: 0, keep: [0, 1, 2] }, null, 'a third throw keeps the dice set aside'],
    [{ throwsUsed: 2, aside: [0, 1] }, { type: 'dice.throw', seat: 0, keep: [0, 2, 3] }, 'dice/aside-fixed', 'set-aside dice stay aside'],
    [{ throwsUsed: 2, aside: [0, 1, 2, 3] }, { type: 'dice.throw', seat: 0, keep: [0, 1, 2, 3] }, 'dice/no-throws-left', 'a second throw of a single die leaves no third'],
    [{ throwsUsed: 3, aside: [0, 1] }, { type: 'dice.throw', seat: 0, keep: [0, 1, 2] }, 'dice/no-throws-left', 'at most three throws'],
    [{}, { type: 'dice.throw', seat: 1, keep: [0] }, 'move/not-your-turn', 'only the player to move throws'],
    [{ throwsUsed: 0, dice: [] }, { type: 'tile.take', seat: 0, group: S, position: 1 }, 'turn/throw-first', 'throw before taking'],
  ])('%j %j → %s (%s)', (patch, event, code) => {
    expect(checkDecision(thrown([S, B, BL, R, R], patch), event)?.code ?? null).toBe(code);
  });

  it('set-aside dice stay and count: a throw replaces only the other dice, and the counts include both', () => {
    const s = snap(thrown([BL, S, B, R, R]));
    const chance = new ChanceRecorder();
    const r = applyEvent(sushizock, s, { type: 'dice.throw', seat: 0, keep: [0] }, chance);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.context.dice[0]).toBe(BL);
    expect(r.value.context.aside).toEqual([0]);
    expect(chance.draws).toEqual([{ kind: 'dice', die: rules.dice.die.id, values: r.value.context.dice.slice(1) }]);
  });

  it('a player may take while a throw is left, or throw again instead', () => {
    const legal = legalEvents(snap(thrown([S, B, B, B, R])), 0);
    expect(legal.filter((e) => e.type !== 'dice.throw')).toHaveLength(2);
    expect(legal.filter((e) => e.type === 'dice.throw')).toHaveLength(30); // every proper, non-empty choice of the five dice
  });
});

describe('"Wer keine Wahl hat": the forced take after the last throw', () => {
  it.each([
    [{ centre: { sushi: [3], bones: [-1, -3, -2] } }, 'bones', 2, 'Luk’s example: two sushi, one sushi left: the worst bones (−3)'],
    [{ centre: { sushi: [3, 5, 1], bones: [] } }, 'sushi', 3, 'no bones left: the smallest sushi'],
  ])('%j → %s at %i (%s)', (patch, group, position) => {
    const c = thrown([S, S, BL, BL, R], { throwsUsed: 3, aside: [0, 1], ...patch });
    // Two sushi only take the second sushi, which exists in the second case: make it impossible there.
    const ctx = group === 'sushi' ? { ...c, dice: [S, S, S, S, BL] } : c;
    expect(nothingPossible(ctx)).toBe(true);
    expect(forcedTake(ctx)).toMatchObject({ group, position, kind: 'forced' });
    expect(legalEvents(snap(ctx, 'playing.turn.forced'), 0)).toEqual([{ type: 'tile.take', seat: 0, group, position }]);
    expect(checkDecision(ctx, { type: 'tile.take', seat: 0, group: 'bones', position: 1 })?.code ?? 'legal').toBe(group === 'bones' && position === 1 ? 'legal' : 'tile/forced');
  });

  it('does not apply while a throw is left: the player must throw again', () => {
    const c = thrown([S, S, S, S, S], { centre: { sushi: [3], bones: [-1] } });
    expect(nothingPossible(c)).toBe(false);
    expect(legalEvents(snap(c), 0).every((e) => e.type === 'dice.throw')).toBe(true);
  });

  it('the machine goes to the forced take by itself after a hopeless last throw', () => {
    // Four sushi aside, one sushi in the centre, no stacks to steal from: whatever the last die shows, nothing fits.
    const c = thrown([S, S, S, S, B], { throwsUsed: 2, aside: [0, 1, 2], centre: { sushi: [3], bones: [-2, -4] }, stacks: stacks([[], []], [[], []], [[], []]) });
    const r = applyEvent(sushizock, snap(c), { type: 'dice.throw', seat: 0, keep: [0, 1, 2, 3] });
    expect(r.ok && r.value.value).toBe('playing.turn.forced');
    expect(r.ok && legalEvents(r.value, 0)).toEqual([{ type: 'tile.take', seat: 0, group: B, position: 2 }]);
  });
});

describe('"Spielende und Gewinner": sushi above the bones stack score nothing, bones always count', () => {
  it.each([
    [[1, 4], [-1, -2, -3], 5 - 6, 'fewer sushi than bones: every tile counts'],
    [[1, 4, 6], [-1], 1 - 1, 'three sushi over one bones: only the bottom sushi counts'],
    [[6], [], 0, 'no bones: no sushi counts'],
    [[], [-4, -1], -5, 'bones always count'],
  ])('sushi %j over bones %j score %i (%s)', (sushi, bones, total) => {
    expect(scoreStacks(rules, 0, { sushi, bones }).total).toBe(total);
  });

  it('the rulebook’s example sheet: Luk 4, Nick 2, Sophia 6, Sophia wins', () => {
    // Stacks bottom first; the top sushi (last) is the one struck through.
    const luk = scoreStacks(rules, 0, { sushi: [1, 4, 6, 1, 5], bones: [-1, -4, -2, -1] });
    const nick = scoreStacks(rules, 1, { sushi: [2, 3, 1, 6], bones: [-1, -4, -1, -3, -1] });
    const sophia = scoreStacks(rules, 2, { sushi: [3, 6, 2, 2], bones: [-1, -2, -2] });
    expect([luk.total, luk.counted]).toEqual([4, 4]);
    expect(nick.total).toBe(2);
    expect([sophia.total, sophia.counted]).toEqual([6, 3]);
    expect(rankScores(rules, [luk, nick, sophia])).toEqual([[2], [0], [1]]);
  });

  it('ties share the win', () => {
    const a = scoreStacks(rules, 0, { sushi: [1], bones: [-1] });
    const b = scoreStacks(rules, 1, { sushi: [2], bones: [] });
    expect(rankScores(rules, [a, b])).toEqual([[0, 1]]);
  });

  it('the game ends when the centre is empty, and the sheet is scored', () => {
    const c = thrown([S, B, R, R, BL], { centre: { sushi: [4], bones: [] } });
    const r = applyEvent(sushizock, snap(c), { type: 'tile.take', seat: 0, group: S, position: 1 });
    expect(r.ok && r.value.status).toBe('done');
    expect(r.ok && sushizock.outcome(r.value)?.details.points).toEqual([5 - 2, 0, -5]);
  });
});

describe('"Spielvorbereitung" and "Spielverlauf": set-up', () => {
  it('each row is shuffled and laid out face up, recorded by name; the starter is drawn by lot', () => {
    const chance = new ChanceRecorder();
    const c = sushizock.createContext({ rules, players: [0, 1, 2].map((i) => ({ name: `P${i}`, bot: null })), seed: 'setup' }, chance);
    expect(chance.draws.map((d) => d.kind)).toEqual(['shuffle', 'shuffle', 'lot']);
    expect(chance.draws[0]).toEqual({ kind: 'shuffle', deck: 'sushi', items: c.centre.sushi });
    expect(chance.draws[1]).toEqual({ kind: 'shuffle', deck: 'bones', items: c.centre.bones });
    expect(chance.draws[2]).toEqual({ kind: 'lot', name: 'starter', among: 3, value: c.starter });
    const starters = new Set(Array.from({ length: 40 }, (_, i) => sushizock.createContext({ rules, players: [0, 1, 2].map((k) => ({ name: `P${k}`, bot: null })), seed: `s${i}` }, IGNORE_CHANCE).starter));
    expect(starters).toEqual(new Set([0, 1, 2]));
  });
});

describe('"Darunter liegende Portionen dürfen nicht mehr angeschaut werden": hidden tiles', () => {
  it('no view, the owner’s included, changes when the tiles below the tops change', () => {
    const c = thrown([BL, BL, BL, BL, R], { stacks: stacks([[5, 3], [-2, -1]], [[2, 6, 1], []], [[], [-4, -1]]) });
    const other = { ...c, stacks: stacks([[1, 3], [-4, -1]], [[4, 5, 1], []], [[], [-2, -1]]) };
    for (const seat of [0, 1, 2, 'spectator'] as const) expect(view(snap(other), seat)).toEqual(view(snap(c), seat));
  });

  it('heights and tops are public; a blind steal names a position without its tile', () => {
    const v = view(snap(thrown([BL, BL, BL, BL, R], { stacks: stacks([[], []], [[2, 6, 1], []], [[], []]) })), 0);
    expect(v.stacks[1]!.sushi).toEqual({ height: 3, top: 1 });
    expect(v.offers.map((o) => [o.position, o.tile])).toEqual([
      [1, 1],
      [2, null],
      [3, null],
    ]);
  });
});

describe('house rules (rules/variants)', () => {
  it('graeten-5-4-2-1 lays out its own bones row', () => {
    const v = loadRules('variants/sushizock-graeten-5-4-2-1.rules');
    const c = sushizock.createContext({ rules: v, players: [0, 1].map((i) => ({ name: `P${i}`, bot: null })), seed: 'v' }, IGNORE_CHANCE);
    expect([...c.centre.bones!].sort((a, b) => a - b)).toEqual([-4, -3, -3, -2, -2, -2, -2, -1, -1, -1, -1, -1]);
  });
});
