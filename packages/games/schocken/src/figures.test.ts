import { compareRulesNow, type CompareReport } from '@regelwerk/engine';
import { describe, expect, it } from 'vitest';
import { module } from './module.js';
import { compileRuleFile, compileText } from './test-support/rules.js';

const base = compileRuleFile('schocken.rules');
const figure = (report: CompareReport, id: string) => report.figures.find((f) => f.def.id === id)!;

describe('Schocken figures against the base', () => {
  it('fewer tokens: fewer rounds per game, and the comparison says so', () => {
    const r = compileText('variant "few" extends schocken\ntokens 5\n');
    if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
    const report = compareRulesNow({ module, base, variant: r.rules, games: 200, players: 3, seed: 'tokens' });
    const rounds = figure(report, 'rounds');
    expect(rounds.variant.mean).toBeLessThan(rounds.base.mean);
    expect(rounds.differs).toBe(true);
  });

  it('the same rules: equal figures; Schock outs, finals and the starter are counted', () => {
    const report = compareRulesNow({ module, base, variant: base, games: 200, players: 3, seed: 'same' });
    for (const f of report.figures) {
      expect(f.variant).toEqual(f.base);
      expect(f.differs).toBe(false);
    }
    expect(figure(report, 'schockOut').base.mean).toBeGreaterThan(0);
    expect(figure(report, 'final').base.mean).toBeGreaterThan(0);
    expect(figure(report, 'final').base.mean).toBeLessThan(1);
    expect(figure(report, 'starterLoses').base.n).toBe(200);
  });
});
