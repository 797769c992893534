import { compareRulesNow, type CompareReport } from '@regelwerk/engine';
import { describe, expect, it } from 'vitest';
import { module } from './module.js';
import { compileRuleFile, compileText } from './test-support/rules.js';

const base = compileRuleFile('kaeseschieben.rules');
const figure = (report: CompareReport, id: string) => report.figures.find((f) => f.def.id === id)!;

describe('Käseschieben figures against the base', () => {
  it('a match of two rounds: twice the cubes per player and more bonus takes', () => {
    const r = compileText('variant "two" extends kaeseschieben\nset rounds 2\n');
    if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
    const report = compareRulesNow({ module, base, variant: r.rules, games: 60, players: 2, seed: 'rounds' });
    const cubes = figure(report, 'cubes');
    expect(cubes.variant.mean).toBeGreaterThan(cubes.base.mean * 1.5);
    expect(cubes.differs).toBe(true);
    expect(figure(report, 'bonusTakes').variant.mean).toBeGreaterThan(figure(report, 'bonusTakes').base.mean);
  });

  it('the same rules: equal figures, none differs', () => {
    const report = compareRulesNow({ module, base, variant: base, games: 40, players: 3, seed: 'same' });
    for (const f of report.figures) {
      expect(f.variant).toEqual(f.base);
      expect(f.differs).toBe(false);
    }
    expect(figure(report, 'bonusTakes').base.mean).toBeGreaterThan(0);
    expect(figure(report, 'starterWins').base.n).toBe(40);
  });
});
