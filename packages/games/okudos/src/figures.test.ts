import { compareRulesNow, type CompareReport } from '@regelwerk/engine';
import { describe, expect, it } from 'vitest';
import { module } from './module.js';
import { compileRuleFile } from './test-support/rules.js';

const base = compileRuleFile('okudos.rules');
const figure = (report: CompareReport, id: string) => report.figures.find((f) => f.def.id === id)!;

describe('O’kudos figures against the base', () => {
  it('Variante 1 (the game scores only its best two sectors with three players): a lower score of “the game”', () => {
    const report = compareRulesNow({ module, base, variant: compileRuleFile('variants/okudos-variante-1.rules'), games: 60, players: 3, seed: 'v1' });
    const game = figure(report, 'gamePoints');
    expect(game.variant.mean).toBeLessThan(game.base.mean);
    expect(game.differs).toBe(true);
  });

  it('the same rules: equal figures, none differs; passes are counted', () => {
    const report = compareRulesNow({ module, base, variant: base, games: 30, players: 2, seed: 'same' });
    for (const f of report.figures) {
      expect(f.variant).toEqual(f.base);
      expect(f.differs).toBe(false);
    }
    expect(figure(report, 'passes').base.mean).toBeGreaterThan(0);
  });
});
