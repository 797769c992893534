/**
 * O'kudos's compiled rule files against its rulebook (the German original, cited by its
 * seed number): every number the engine will read is checked here against what the rulebook (or
 * a recorded decision) says.
 */
import { describe, expect, it } from 'vitest';
import { compileRuleFile } from '../test-support/rules.js';
import type { OkudosRules } from './rules.js';

describe("O'kudos (seed 003)", () => {
  const rules = () => compileRuleFile('okudos.rules') as OkudosRules;

  it('has 81 chips, nine of each number 1–9, 9 discarded at the start and 3 in hand', () => {
    const r = rules();
    expect(r.chips.values).toHaveLength(81);
    for (let n = 1; n <= 9; n++) expect(r.chips.values.filter((v) => v === n)).toHaveLength(9);
    expect(r.discardAtStart).toBe(9);
    expect(r.hand).toBe(3);
    expect(r.board).toEqual({ width: 9, height: 9, kind: 'sudoku' });
    expect(r.sectors).toEqual({ width: 3, height: 3, count: 9 });
  });

  it('deals three colours each to two players and two each to three or four', () => {
    expect(rules().deal.map((d) => [d.players, d.colours, d.gameScoresBest])).toEqual([
      [2, 3, null],
      [3, 2, null],
      [4, 2, null],
    ]);
    expect(rules().irregularBonus).toBe(1);
  });

  it.each([
    ['variants/okudos-variante-1.rules', { players: 3, colours: 2, gameScoresBest: 2 }],
    ['variants/okudos-variante-2.rules', { players: 3, colours: 3, gameScoresBest: null }],
  ])('%s changes the three-player deal and is for three players only ("Varianten" 1 and 2)', (path, row) => {
    const r = compileRuleFile(path) as OkudosRules;
    expect(r.deal).toEqual([expect.objectContaining(row)]);
    expect(r.players).toEqual({ min: 3, max: 3 });
  });

  it('variant 3 sends irregular chips to the discard pile and keeps the placement rule ("Varianten" 3)', () => {
    const r = compileRuleFile('variants/okudos-variante-3.rules') as OkudosRules;
    expect(r.options).toMatchObject({ 'unchecked-placement': false, 'irregular-chips': 'discard' });
    expect(r.players).toEqual({ min: 2, max: 4 });
  });
});
