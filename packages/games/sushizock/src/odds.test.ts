import { describe, expect, it } from 'vitest';
import { oddsFor } from './rules/odds.js';
import { oddsTargets } from './odds-table.js';
import { readerTables } from './reader-tables.js';
import { loadRules } from './test-support/fixtures.js';

describe('exact odds with Sushizock’s dice', () => {
  it.each(['sushizock.rules', 'variants/sushizock-graeten-5-4-2-1.rules'])('%s: the count-only best play equals the shared dice optimiser for every face, count and number of throws', (file) => {
    const rules = loadRules(file);
    const o = oddsFor(rules);
    for (const face of o.faces) {
      for (let k = 1; k <= 5; k++) {
        for (const max of [k, 5]) {
          for (let throws = 1; throws <= 3; throws++) expect(o.bestPlay(face, k, max, throws)).toBeCloseTo(o.odds.bestPlay(o.goal(face, k, max), throws), 12);
        }
      }
    }
  });

  it('one throw: the binomial chances of a face on two, and on one, of six sides', () => {
    const targets = oddsTargets(loadRules(), 1);
    const t = (face: string, count: number, kind: string) => targets.find((x) => x.face === face && x.count === count && x.kind === kind)!;
    expect(t('bones', 2, 'exactly').oneThrow).toBeCloseTo(80 / 243, 12);
    expect(t('blue', 3, 'at-least').oneThrow).toBeCloseTo((10 * 25 + 5 * 5 + 1) / 6 ** 5, 12);
    // With a single throw, best play is that throw.
    for (const x of targets) expect(x.bestPlay).toBeCloseTo(x.oneThrow, 12);
  });

  it('more throws never lower a chance, and "at least" is never below "exactly"', () => {
    const rules = loadRules();
    const by = (throws: number) => oddsTargets(rules, throws);
    const [one, two, three] = [by(1), by(2), by(3)];
    three.forEach((x, i) => {
      expect(x.bestPlay).toBeGreaterThanOrEqual(two[i]!.bestPlay - 1e-12);
      expect(two[i]!.bestPlay).toBeGreaterThanOrEqual(one[i]!.bestPlay - 1e-12);
    });
    for (const x of three.filter((t) => t.kind === 'exactly')) {
      expect(three.find((t) => t.face === x.face && t.count === x.count && t.kind === 'at-least')!.bestPlay).toBeGreaterThanOrEqual(x.bestPlay - 1e-12);
    }
  });

  it('the reader tables show the tiles, what the dice allow and the odds, in German and English', () => {
    const rules = loadRules();
    const [tiles, actions, odds] = readerTables(rules, { lang: 'de', params: { throws: 3 } });
    expect(tiles!.rows.map((r) => r.cells.join(' '))).toEqual(['Sushi +6 2', 'Sushi +5 2', 'Sushi +4 2', 'Sushi +3 2', 'Sushi +2 2', 'Sushi +1 2', 'Gräten −1 4', 'Gräten −2 4', 'Gräten −3 2', 'Gräten −4 2']);
    expect(actions!.rows.map((r) => r.key)).toEqual(rules.actions.map((a) => a.id));
    expect(actions!.rows[2]!.cells[0]).toBe('3 × blaue Stäbchen');
    expect(odds!.rows).toHaveLength(40);
    expect(readerTables(rules, { lang: 'en', params: { throws: 3 } })[1]!.rows[3]!.cells[1]).toMatch(/^steal any sushi tile of an opponent, named by its place from the top/);
  });
});
