import { describe, expect, it } from 'vitest';
import { compareRules, compareRulesNow } from './compare.js';
import { FigureAccumulator, intervalsDiffer, type FigureHook } from './figures.js';
import type { GameModule } from './module.js';
import { toyModule, toyRules, type ToyContext, type ToyEvent } from './test-support/toy-game.js';

/** The toy with figures: passes counted along the way and read off the end, and who won. */
const figures: FigureHook<ToyContext, ToyEvent> = {
  defs: [
    { id: 'passes', label: { en: 'Passes', de: 'Passen' }, kind: 'mean' },
    { id: 'seen', label: { en: 'Decisions seen', de: 'Gesehene Entscheidungen' }, kind: 'mean' },
    { id: 'seat0wins', label: { en: 'Seat 1 wins', de: 'Platz 1 gewinnt' }, kind: 'share' },
  ],
  observe: (memo, event, after) => {
    memo.seen = (memo.seen ?? 0) + 1;
    if (event.type === 'turn.pass') memo.passes = (memo.passes ?? 0) + 1;
    // The snapshot after the decision: a pass has moved the turn on.
    if (event.type === 'turn.pass' && after.context.current === event.seat) memo.stuck = 1;
  },
  values: (_final, outcome, memo) => (memo.stuck ? {} : { passes: memo.passes ?? 0, seen: memo.seen ?? 0, seat0wins: outcome.winners.includes(0) ? 1 : 0 }),
};
const module = { ...toyModule, figures } as GameModule;
const rules = toyRules();

describe('compareRules', () => {
  it('yields progress after each batch and reports every figure, the common ones first', () => {
    const it = compareRules({ module, base: rules, variant: rules, games: 25, players: 3, seed: 'c', batch: 10 });
    const progress: unknown[] = [];
    let r = it.next();
    while (!r.done) {
      progress.push(r.value);
      r = it.next();
    }
    expect(progress).toEqual([
      { done: 10, total: 25 },
      { done: 20, total: 25 },
      { done: 25, total: 25 },
    ]);
    expect(r.value.figures.map((f) => f.def.id)).toEqual(['decisions', 'passes', 'seen', 'seat0wins']);
    expect(r.value).toMatchObject({ games: 25, players: 3, seed: 'c' });
  });

  it('on identical rules gives equal figures on both sides and never says they differ', () => {
    const report = compareRulesNow({ module, base: rules, variant: toyRules(), games: 200, players: 2, seed: 'same' });
    for (const f of report.figures) {
      expect(f.base).toEqual(f.variant);
      expect(f.base.n).toBe(200);
      expect(f.differs).toBe(false);
    }
  });

  it('shows the observer every decision, with the snapshot after it', () => {
    const report = compareRulesNow({ module, base: rules, variant: rules, games: 50, players: 4, seed: 'o' });
    const byId = Object.fromEntries(report.figures.map((f) => [f.def.id, f.base]));
    expect(byId.passes!.mean).toBeGreaterThan(0);
    expect(byId.seen).toEqual(byId.decisions);
    expect(byId.seen!.n).toBe(50);
  });

  it('is deterministic: the same options give the same report, another seed another one', () => {
    const o = { module, base: rules, variant: rules, games: 40, players: 2, seed: 'd', bots: ['random', 'first'] };
    expect(compareRulesNow(o)).toEqual(compareRulesNow(o));
    expect(compareRulesNow({ ...o, seed: 'e' }).figures[0]!.base.mean).not.toBe(compareRulesNow(o).figures[0]!.base.mean);
  });

  it('refuses what the rules or the game do not allow, saying which', () => {
    const run = (o: Partial<Parameters<typeof compareRules>[0]>) => () => compareRulesNow({ module, base: rules, variant: rules, games: 5, players: 2, seed: 's', ...o });
    expect(run({ players: 5 })).toThrow(/the base rules allow 2 to 4 players, not 5/);
    expect(run({ bots: ['nobody'] })).toThrow(/toy has no bot "nobody"; its bots: random, first/);
    expect(run({ games: 0 })).toThrow(/games must be a whole number of at least 1/);
    expect(run({ variant: { ...rules, game: 'other' } })).toThrow(/the variant rules are for `other`, not `toy`/);
  });
});

describe('figure intervals', () => {
  it('a mean: ± 1.96 standard errors', () => {
    const a = new FigureAccumulator();
    for (const x of [1, 2, 3, 4, 5]) a.add(x);
    const s = a.stat('mean');
    // sd = √2.5; 1.96·√2.5/√5 = 1.3859…
    expect(s.n).toBe(5);
    expect(s.mean).toBeCloseTo(3, 12);
    expect(s.low).toBeCloseTo(3 - 1.385929, 5);
    expect(s.high).toBeCloseTo(3 + 1.385929, 5);
  });

  it('a share: Wilson’s interval, inside 0..1 and not empty at 0', () => {
    const a = new FigureAccumulator();
    for (let i = 0; i < 100; i++) a.add(i < 30 ? 1 : 0);
    const s = a.stat('share');
    expect(s.mean).toBeCloseTo(0.3, 12);
    expect(s.low).toBeCloseTo(0.2189, 4);
    expect(s.high).toBeCloseTo(0.39585, 4);
    const none = new FigureAccumulator();
    for (let i = 0; i < 20; i++) none.add(0);
    expect(none.stat('share')).toMatchObject({ mean: 0, low: 0 });
    expect(none.stat('share').high).toBeGreaterThan(0.1);
  });

  it('differ only when the intervals do not overlap', () => {
    const stat = (low: number, high: number) => ({ n: 10, mean: (low + high) / 2, low, high });
    expect(intervalsDiffer(stat(0, 1), stat(1.5, 2))).toBe(true);
    expect(intervalsDiffer(stat(1.5, 2), stat(0, 1))).toBe(true);
    expect(intervalsDiffer(stat(0, 1), stat(0.9, 2))).toBe(false);
    expect(intervalsDiffer({ n: 0, mean: 0, low: 0, high: 0 }, stat(1, 2))).toBe(false);
  });
});
