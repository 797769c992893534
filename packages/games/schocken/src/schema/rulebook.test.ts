/**
 * Schocken's compiled rule files against its rulebook (the German original, cited by its
 * seed number): every number the engine will read is checked here against what the rulebook (or
 * a recorded decision) says.
 */
import { describe, expect, it } from 'vitest';
import { describeTables } from '@regelwerk/dsl';
import { compileRuleFile } from '../test-support/rules.js';
import type { SchockenRules } from './rules.js';
import { schema } from './index.js';
import { rankingTable } from './tables.js';

const schocken = () => compileRuleFile('schocken.rules') as SchockenRules;

describe('Schocken (seed 004)', () => {
  // §4: Rang, Bezeichnung, Zahlenkombination, Strafsteine. Chance = ways / 216.
  const table = [
    { rank: 1, name: 'Schock out', dice: ['1-1-1'], tokens: 'all', ways: 1 },
    { rank: 2, name: 'Schock 6', dice: ['1-1-6'], tokens: '6', ways: 3 },
    { rank: 3, name: 'Schock 5', dice: ['1-1-5'], tokens: '5', ways: 3 },
    { rank: 4, name: 'Schock 4', dice: ['1-1-4'], tokens: '4', ways: 3 },
    { rank: 5, name: 'Schock 3', dice: ['1-1-3'], tokens: '3', ways: 3 },
    { rank: 6, name: 'Schock 2', dice: ['1-1-2'], tokens: '2', ways: 3 },
    { rank: 7, name: 'Admiral', dice: ['6-6-6', '5-5-5', '4-4-4', '3-3-3', '2-2-2'], tokens: '3', ways: 5 },
    { rank: 8, name: 'Straße', dice: ['6-5-4', '5-4-3', '4-3-2', '3-2-1'], tokens: '2', ways: 24 },
  ];

  it.each(table)('row $rank is $name: $dice, $tokens tokens', (row) => {
    const rules = schocken();
    const outcomes = rules.ranking.outcomes.filter((o) => o.label === row.name);
    expect(outcomes.map((o) => o.dice.join('-'))).toEqual(row.dice);
    expect(outcomes.every((o) => String(o.penalty) === row.tokens)).toBe(true);
    const chance = outcomes.reduce((s, o) => s + o.probability, 0);
    expect(chance).toBeCloseTo(row.ways / 216, 12);
    expect(rankingTable(rules).rows[row.rank - 1]!.name).toBe(row.name);
  });

  it('ranks every other throw as Einfacher Wurf, read as a number, down to 2-2-1', () => {
    const simple = schocken().ranking.outcomes.filter((o) => o.row === 'einfach');
    expect(simple).toHaveLength(56 - 1 - 5 - 5 - 4);
    expect(simple[0]!.dice).toEqual([6, 6, 5]);
    expect(simple[simple.length - 1]!.dice).toEqual([2, 2, 1]);
    const asNumbers = simple.map((o) => Number(o.dice.join('')));
    expect(asNumbers).toEqual([...asNumbers].sort((a, b) => b - a));
    expect(simple.every((o) => o.penalty === 1)).toBe(true);
    expect(new Set(simple.map((o) => o.rank)).size).toBe(simple.length);
  });

  it('lists all 56 distinct throws once, best first, with chances adding up to 1', () => {
    const { outcomes } = schocken().ranking;
    expect(outcomes).toHaveLength(56);
    expect(new Set(outcomes.map((o) => o.key)).size).toBe(56);
    expect(outcomes.map((o) => o.rank)).toEqual([...outcomes.map((o) => o.rank)].sort((a, b) => a - b));
    expect(outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it('Schock out ends the half; nothing else does (§2 Sonderregel)', () => {
    const { outcomes } = schocken().ranking;
    expect(outcomes.filter((o) => o.endsHalf).map((o) => o.key)).toEqual(['1 1 1']);
  });

  it('reads the numbers of §1–§3: three d6, 1–3 throws set by the starter, 13 tokens, two halves and a final', () => {
    const r = schocken();
    expect(r.dice).toEqual({ count: 3, die: { id: 'd6', faces: [1, 2, 3, 4, 5, 6] } });
    expect(r.throws).toEqual({ min: 1, max: 3, setByStarter: true });
    expect(r.tokens).toBe(13);
    expect(r.halves).toEqual({ count: 2, final: true });
    expect(r.reuseSetAside).toBe(true);
    expect(r.lastThrowCovered).toBe(true);
    expect(r.players).toEqual({ min: 2, max: null });
    expect(r.turns).toEqual([]);
    expect(r.options).toMatchObject({ 'fewer-throws-win': true, 'later-goes-with': true, 'sechsen-umdrehen': false, 'aus-der-hand': false });
  });

  it('variant jule puts 4-2-1 with 7 tokens directly below Schock out', () => {
    const r = compileRuleFile('variants/schocken-jule.rules') as SchockenRules;
    expect(r.variant).toEqual({ name: 'jule', base: 'schocken' });
    expect(r.ranking.outcomes.slice(0, 3).map((o) => [o.label, o.dice.join('-'), o.penalty])).toEqual([
      ['Schock out', '1-1-1', 'all'],
      ['Jule', '4-2-1', 7],
      ['Schock 6', '1-1-6', 6],
    ]);
    expect(r.ranking.outcomes.filter((o) => o.row === 'einfach')).toHaveLength(41 - 1);
  });

  it('variant sechsen-umdrehen switches on turning two sixes into a one', () => {
    const r = compileRuleFile('variants/schocken-sechsen-umdrehen.rules') as SchockenRules;
    expect(r.options['sechsen-umdrehen']).toBe(true);
    expect(r.turns).toEqual([{ from: [6, 6], to: [1], origin: 'any' }]);
  });

  it('variant aus-der-hand makes Admiral and Straße count as Einfacher Wurf unless thrown at once', () => {
    const r = compileRuleFile('variants/schocken-aus-der-hand.rules') as SchockenRules;
    const street = r.ranking.outcomes.find((o) => o.key === '6 5 4')!;
    expect(street.row).toBe('strasse');
    expect(street.otherwise).toMatchObject({ row: 'einfach', label: 'Einfacher Wurf', penalty: 1 });
    const above = r.ranking.outcomes.find((o) => o.key === '6 5 5')!;
    const below = r.ranking.outcomes.find((o) => o.key === '6 5 3')!;
    expect(above.rank).toBeLessThan(street.otherwise!.rank);
    expect(street.otherwise!.rank).toBeLessThan(below.rank);
    expect(r.ranking.rows.filter((row) => row.fromHand).map((row) => row.id)).toEqual(['admiral', 'strasse']);
    expect(schocken().ranking.outcomes.every((o) => o.otherwise === null)).toBe(true);
  });

  it('describes the table as JSON with 56 outcomes, each with dice, row, label, penalty and probability', () => {
    const json = describeTables(schocken(), [schema]).json as { outcomes: Record<string, unknown>[] };
    expect(json.outcomes).toHaveLength(56);
    expect(json.outcomes[1]).toMatchObject({ dice: [1, 1, 6], row: 'schock', label: 'Schock 6', penalty: 6 });
    expect(json.outcomes[1]!.probability).toBeCloseTo(3 / 216, 15);
  });
});

