import { describe, expect, it } from 'vitest';
import { COMPARE_CHUNK, compareRules, compareRulesNow, CompareTally, prepareCompare, type CompareChunk, type CompareOptions } from './compare.js';
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

/**
 * A pool of `workers` as the CLI and the playground run one: each worker prepares its own plan and
 * takes the next chunk when free; workers finish at different paces (a seeded shuffle of who is
 * free next), so the chunks reach the tally out of order.
 */
function playInPool(o: Omit<CompareOptions, 'batch'>, workers: number, shuffle: number): { report: ReturnType<CompareTally['report']>; order: number[] } {
  const plans = Array.from({ length: workers }, () => prepareCompare(o));
  const tally = new CompareTally(plans[0]!);
  const order: number[] = [];
  const busy: { chunk: CompareChunk }[][] = plans.map(() => []);
  let next = 0;
  let r = shuffle;
  while (!tally.complete) {
    r = (r * 1103515245 + 12345) % 2147483648;
    const w = (r >>> 16) % workers;
    if (busy[w]!.length === 0 && next < plans[0]!.chunks) busy[w]!.push({ chunk: plans[w]!.playChunk(next++) });
    else if (busy[w]!.length > 0) {
      const { chunk } = busy[w]!.pop()!;
      order.push(chunk.chunk);
      tally.add(chunk);
    }
  }
  return { report: tally.report(), order };
}

describe('compare in a pool', () => {
  const o = { module, base: rules, variant: toyRules(), games: 7 * COMPARE_CHUNK + 13, players: 3, seed: 'pool', bots: ['random', 'first'] };

  it('gives figures deep-equal to one thread with 1, 2 and 3 workers, whatever order the chunks finish in', () => {
    const alone = compareRulesNow(o);
    for (const workers of [1, 2, 3]) {
      const { report, order } = playInPool(o, workers, workers * 7 + 1);
      expect(report).toEqual(alone);
      expect(order.slice().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      if (workers > 1) expect(order).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    }
  });

  it('does not depend on the batch between progress reports', () => {
    expect(compareRulesNow({ ...o, batch: 1 })).toEqual(compareRulesNow({ ...o, batch: 999 }));
  });

  it('reports the figures so far, counted over the chunks in', () => {
    const plan = prepareCompare(o);
    const tally = new CompareTally(plan);
    expect(tally.report().games).toBe(0);
    expect(tally.report().figures.every((f) => f.base.n === 0 && !f.differs)).toBe(true);
    tally.add(plan.playChunk(3));
    tally.add(plan.playChunk(7));
    const so = tally.report();
    expect(so.games).toBe(COMPARE_CHUNK + 13);
    expect(so.figures[0]!.base.n).toBe(COMPARE_CHUNK + 13);
    expect(tally.complete).toBe(false);
  });

  it('refuses a chunk twice or one out of range', () => {
    const plan = prepareCompare(o);
    const tally = new CompareTally(plan);
    tally.add(plan.playChunk(0));
    expect(() => tally.add(plan.playChunk(0))).toThrow(/chunk 0 came twice/);
    expect(() => tally.add({ ...plan.playChunk(1), chunk: 8 })).toThrow(/there is no chunk 8 of 8/);
    expect(() => plan.startChunk(-1)).toThrow(/there is no chunk -1 of 8/);
  });

  it('plays a chunk a game at a time to the same figures as at once', () => {
    const plan = prepareCompare(o);
    const c = plan.startChunk(7);
    let steps = 0;
    while (c.step()) steps++;
    expect(steps + 1).toBe(13);
    expect(c.played).toBe(13);
    expect(c.result()).toEqual(plan.playChunk(7));
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

  it('merged sums give the mean and interval of all the numbers, whichever side is empty', () => {
    const xs = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5];
    const all = new FigureAccumulator();
    for (const x of xs) all.add(x);
    const left = new FigureAccumulator();
    const right = new FigureAccumulator();
    xs.slice(0, 4).forEach((x) => left.add(x));
    xs.slice(4).forEach((x) => right.add(x));
    const merged = new FigureAccumulator();
    merged.merge(new FigureAccumulator().sums());
    merged.merge(left.sums());
    expect(merged.sums()).toEqual(left.sums());
    merged.merge(right.sums());
    expect(merged.n).toBe(xs.length);
    const [a, b] = [merged.stat('mean'), all.stat('mean')];
    expect(a.mean).toBeCloseTo(b.mean, 12);
    expect(a.low).toBeCloseTo(b.low, 12);
    expect(a.high).toBeCloseTo(b.high, 12);
  });

  it('differ only when the intervals do not overlap', () => {
    const stat = (low: number, high: number) => ({ n: 10, mean: (low + high) / 2, low, high });
    expect(intervalsDiffer(stat(0, 1), stat(1.5, 2))).toBe(true);
    expect(intervalsDiffer(stat(1.5, 2), stat(0, 1))).toBe(true);
    expect(intervalsDiffer(stat(0, 1), stat(0.9, 2))).toBe(false);
    expect(intervalsDiffer({ n: 0, mean: 0, low: 0, high: 0 }, stat(1, 2))).toBe(false);
  });
});
