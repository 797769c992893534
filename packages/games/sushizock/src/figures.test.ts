import { compareRulesNow, type CompareReport } from '@regelwerk/engine';
import { describe, expect, it } from 'vitest';
import { module } from './module.js';
import { compileRuleFile, compileText } from './test-support/rules.js';

const base = compileRuleFile('sushizock.rules');
const variant = (text: string) => {
  const r = compileText(`variant "v" extends sushizock\n${text}`);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return r.rules;
};
const figure = (report: CompareReport, id: string) => report.figures.find((f) => f.def.id === id)!;

describe('Sushizock figures against the base', () => {
  it('fewer bones tiles: fewer bones per player, and the comparison says so', () => {
    const report = compareRulesNow({ module, base, variant: variant('tiles bones -1 x2 -2 x2 total 4\n'), games: 300, players: 3, seed: 'bones' });
    const bones = figure(report, 'bonesTiles');
    expect(bones.variant.mean).toBeLessThan(bones.base.mean);
    expect(bones.differs).toBe(true);
    expect(figure(report, 'bonesPoints').variant.mean).toBeGreaterThan(figure(report, 'bonesPoints').base.mean);
  });

  it('the same rules: equal figures, none differs; steals and points are counted', () => {
    const report = compareRulesNow({ module, base, variant: compileRuleFile('sushizock.rules'), games: 100, players: 4, seed: 'same' });
    for (const f of report.figures) {
      expect(f.variant).toEqual(f.base);
      expect(f.differs).toBe(false);
    }
    expect(figure(report, 'steals').base.mean).toBeGreaterThan(0);
    expect(figure(report, 'starterWins').base.n).toBe(100);
  });
});
