/**
 * Sushizock's house rules of rules/variants, each against the rule its source states
 * (docs/house-rules.md, Z1 and Z2).
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, playGame, Rng, seedRng, type Bot } from '@regelwerk/engine';
import type { SushizockContext } from './context.js';
import { sushizock, sushizockBots } from './index.js';
import { legalEvents } from './legal.js';
import { checkDecision, offers } from './rules/turn.js';
import { describeRules } from './schema/tables.js';
import { view } from './view.js';
import { contextWith, loadRules, players, snap, stacks } from './test-support/fixtures.js';

const S = 'sushi';
const B = 'bones';
const table = { centre: { sushi: [4, 1, 6, 2], bones: [-1, -3, -2] }, stacks: stacks([[5], [-2]], [[2], []]) };

describe('erste-n-steine (michas-spielmitmir.de: with n sushi any of the first n tiles, "mit einem Sushi das linke, mit jedem weiteren eins weiter rechts")', () => {
  const rules = loadRules('variants/sushizock-erste-n-steine.rules');
  const thrown = (dice: string[]) => contextWith(rules, 2, { ...table, current: 0, starter: 0, dice, aside: [], throwsUsed: 1 });
  const takes = (dice: string[]) => offers(thrown(dice)).map((o) => `${o.group} ${o.position}`);

  it.each([
    [['sushi', 'blue', 'blue', 'red', 'red'], ['sushi 1']],
    [['sushi', 'sushi', 'sushi', 'bones', 'red'], ['sushi 1', 'sushi 2', 'sushi 3', 'bones 1']],
    [['sushi', 'sushi', 'sushi', 'sushi', 'sushi'], ['sushi 1', 'sushi 2', 'sushi 3', 'sushi 4']],
    [['bones', 'bones', 'bones', 'bones', 'blue'], ['bones 1', 'bones 2', 'bones 3']],
  ])('%j allows the takes %j (five sushi in a row of four: any of the four)', (dice, expected) => {
    expect(takes(dice)).toEqual(expected);
  });

  it('the legal decisions list every allowed tile, and check refuses one beyond the n-th', () => {
    const ctx = thrown([S, S, B, 'red', 'red']);
    const tiles = legalEvents(snap(ctx), 0).filter((e) => e.type === 'tile.take');
    expect(tiles).toEqual([
      { type: 'tile.take', seat: 0, group: S, position: 1 },
      { type: 'tile.take', seat: 0, group: S, position: 2 },
      { type: 'tile.take', seat: 0, group: B, position: 1 },
    ]);
    expect(checkDecision(ctx, { type: 'tile.take', seat: 0, group: S, position: 3 })).toMatchObject({ code: 'tile/not-allowed', message: expect.stringContaining('take sushi 1 from the centre; take sushi 2') });
    // The base game allows only the second sushi.
    const base = contextWith(loadRules(), 2, { ...ctx, rules: loadRules() });
    expect(checkDecision(base, { type: 'tile.take', seat: 0, group: S, position: 1 })?.code).toBe('tile/not-allowed');
  });

  it('taking the first of three names the take-sushi row in the log, and the view offers all three', () => {
    const s = snap(thrown([S, S, S, B, 'blue']));
    const r = applyEvent(sushizock, s, { type: 'tile.take', seat: 0, group: S, position: 1 });
    expect(r.ok && r.value.context.last).toMatchObject({ kind: 'take', group: S, value: 4, position: 1, action: 'take-sushi' });
    expect(view(s, 0).offers.filter((o) => o.group === S).map((o) => o.tile)).toEqual([4, 1, 6]);
  });

  it('the tactician takes the best of the tiles in reach, not the n-th', () => {
    // Three sushi: 4, 1 or 6 — the 6 is in reach; no throw is left.
    const ctx = { ...thrown([S, S, S, 'blue', 'red']), throwsUsed: 3, aside: [0, 1, 2, 3] };
    const s = snap(ctx);
    const e = sushizockBots.tactician(rules).decide(view(s, 0), legalEvents(s, 0), new Rng(seedRng('t')));
    expect(e).toEqual({ type: 'tile.take', seat: 0, group: S, position: 3 });
  });

  it('its table says "any of the first n"', () => {
    const rows = describeRules(rules).tables.find((t) => t.id === 'actions')!.rows;
    expect(rows[0]).toMatchObject({ which: 'any of the first n sushi tiles in the centre' });
  });
});

describe('eine-reihe-leer (a Japanese review: the game ends as soon as one row of the centre is empty)', () => {
  const rules = loadRules('variants/sushizock-eine-reihe-leer.rules');

  it('taking the last bones tile ends the game with sushi still in the centre', () => {
    const ctx = contextWith(rules, 2, { centre: { sushi: [3, 5], bones: [-2] }, stacks: stacks([[1], [-1]], [[2], [-3]]), current: 0, starter: 0, dice: [B, S, S, 'blue', 'red'], aside: [], throwsUsed: 1 });
    const r = applyEvent(sushizock, snap(ctx), { type: 'tile.take', seat: 0, group: B, position: 1 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.status).toBe('done');
    expect(r.value.context.centre.sushi).toEqual([3, 5]);
    expect(r.value.context.scores!.map((s) => s.total)).toEqual([1 - 1 - 2, 2 - 3]);
    // The base game plays on.
    const base = contextWith(loadRules(), 2, { ...ctx, rules: loadRules() });
    const on = applyEvent(sushizock, snap(base), { type: 'tile.take', seat: 0, group: B, position: 1 });
    expect(on.ok && on.value.status).toBe('active');
  });

  it('every game ends with one row empty, and sooner than the base game', () => {
    const turnsOf = (r: typeof rules) => {
      let last: SushizockContext | undefined;
      playGame({ game: sushizock, rules: r, players: players(3, 'random'), seed: 'eine-reihe', bots: { random: sushizockBots.random() as Bot }, onStep: (_b, _e, after) => void (last = after.context as SushizockContext) });
      return last!;
    };
    const end = turnsOf(rules);
    expect(Object.values(end.centre).some((row) => row.length === 0)).toBe(true);
    expect(Object.values(end.centre).some((row) => row.length > 0)).toBe(true);
    expect(end.turns).toBeLessThan(turnsOf(loadRules()).turns);
  });
});
