/**
 * What the rule editor reads from the dsl, with the real games: quick fixes for unknown names,
 * and the vocabulary of each game.
 */
import { vocabulary, type Fix } from '@regelwerk/dsl';
import { describe, expect, it } from 'vitest';
import { SCHEMAS } from './all.js';
import { compileRuleFile, compileText, ruleText } from './test-support/rules.js';

const apply = (text: string, fix: Fix) => text.slice(0, fix.range.start.offset) + fix.text + text.slice(fix.range.end.offset);

describe('quick fixes in real rule files', () => {
  it.each([
    { kind: 'a face of a game’s table', file: 'sushizock.rules', from: 'bones  1..5  take', to: 'bonse  1..5  take', fix: 'bones' },
    { kind: 'a group of tiles', file: 'sushizock.rules', from: 'steal  sushi  top', to: 'steal  suhsi  top', fix: 'sushi' },
    { kind: 'a joker face', file: 'kaeseschieben.rules', from: 'joker star', to: 'joker stra', fix: 'star' },
    { kind: 'a cube size of the layout', file: 'kaeseschieben.rules', from: '  small   medium  medium  small\n  medium  large', to: '  small   medium  medium  smal\n  medium  large', fix: 'small' },
    { kind: 'a statement', file: 'schocken.rules', from: 'tokens 13', to: 'tokesn 13', fix: 'tokens' },
    { kind: 'a row named by a variant', file: 'variants/schocken-jule.rules', from: 'below schock-out', to: 'below schock-uot', fix: 'schock-out' },
    { kind: 'an option set by a variant', file: 'variants/okudos-variante-3.rules', from: 'set unchecked-placement on', to: 'set unchecked-placemnt on', fix: 'unchecked-placement' },
    { kind: 'the base game of a variant', file: 'variants/kaeseschieben-blind.rules', from: 'extends kaeseschieben', to: 'extends kaseschieben', fix: 'kaeseschieben' },
  ])('for $kind makes the file compile again', ({ file, from, to, fix }) => {
    const good = ruleText(file);
    expect(good).toContain(from);
    const bad = good.replace(from, to);
    const before = compileText(bad);
    expect(before.ok).toBe(false);
    const fixes = before.diagnostics.flatMap((d) => d.fixes ?? []);
    expect(fixes.map((f) => f.text)).toEqual([fix]);
    expect(compileText(apply(bad, fixes[0]!)).ok).toBe(true);
  });
});

describe('vocabulary of each game', () => {
  it('Schocken: the ranking rows with their labels, its options, faces 1 to 6', () => {
    const v = vocabulary(compileRuleFile('schocken.rules'), SCHEMAS);
    expect(v.tables.map((t) => t.id)).toEqual(['ranking']);
    expect(v.tables[0]!.title).toBe('Ranking of throws, best first');
    expect(v.tables[0]!.rows[0]).toEqual({ id: 'schock-out', label: 'Schock out' });
    expect(v.tables[0]!.rows.map((r) => r.id)).toEqual(['schock-out', 'schock', 'admiral', 'strasse', 'einfach']);
    expect(v.options.map((o) => o.id)).toEqual(['fewer-throws-win', 'later-goes-with', 'sechsen-umdrehen', 'aus-der-hand']);
    expect(v.faces).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(v.statements.map((s) => s.name)).toEqual(expect.arrayContaining(['ranking', 'tokens', 'halves', 'turn']));
  });

  it('Sushizock: symbol faces, the actions table, the tiles statement', () => {
    const v = vocabulary(compileRuleFile('sushizock.rules'), SCHEMAS);
    expect(v.faces).toEqual(['sushi', 'bones', 'blue', 'red']);
    expect(v.tables.find((t) => t.id === 'actions')?.rows[0]).toEqual({ id: 'take-sushi', label: 'Sushi aus der Mitte' });
    expect(v.statements.find((s) => s.name === 'tiles')?.usage).toMatch(/^tiles /);
  });

  it('O’kudos: a table whose rows have no label shows their ids', () => {
    const v = vocabulary(compileRuleFile('okudos.rules'), SCHEMAS);
    const deal = v.tables.find((t) => t.id === 'deal');
    expect(deal?.rows.length).toBeGreaterThan(0);
    for (const r of deal!.rows) expect(r.label).toBe(r.id);
    expect(v.options.find((o) => o.id === 'irregular-chips')?.values.length).toBeGreaterThan(1);
  });

  it('Käseschieben: a number option offers its range, the cubes table its sizes', () => {
    const v = vocabulary(compileRuleFile('kaeseschieben.rules'), SCHEMAS);
    expect(v.options.find((o) => o.id === 'rounds')).toEqual({ id: 'rounds', kind: 'number', values: ['1', '20'], description: expect.any(String) });
    expect(v.tables.find((t) => t.id === 'cubes')?.rows.map((r) => r.id)).toEqual(['small', 'medium', 'large']);
    expect(v.faces).toEqual(['1', '2', '3', 'star']);
  });
});
