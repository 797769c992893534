/**
 * `ends-when` and `board` are shared statements whose words each game declares in its schema
 * (`endsWhen`, `board`): the dsl names no game's conditions or fills.
 */
import { describe, expect, it } from 'vitest';
import { compile } from './compile.js';
import { statementReference } from './reference.js';
import type { GameSchema } from './schema.js';
import { board, endsWhen } from './statements.js';

const ENDS = endsWhen({ 'maze-solved': 'the last mouse is out of the maze', 'no-moves': 'nobody can move' });
const MAZE = board({ maze: 'a maze made from the game’s seed' });

const mice: GameSchema = {
  id: 'mice',
  title: 'Mice',
  statements: [ENDS, MAZE],
  passes: [],
  build: (ctx) => ({ ends: ctx.decls.need(ENDS).value, board: ctx.decls.need(MAZE).value }),
  tables: () => ({ tables: [], json: {} }),
};

const rules = (ends: string, size: string) => compile(`game mice "Mice"\nplayers 2..4\nends-when ${ends}\nboard ${size}\n`, { schemas: [mice] });

describe('a game’s own words for ends-when and board', () => {
  it('reads the conditions and the fill the game declares', () => {
    const result = rules('no-moves maze-solved', '7 by 5 maze');
    expect(result.diagnostics).toEqual([]);
    expect(result.ok && result.rules).toMatchObject({ ends: ['no-moves', 'maze-solved'], board: { width: 7, height: 5, fill: 'maze' } });
    const plain = rules('no-moves', '7 by 5');
    expect(plain.ok && plain.rules).toMatchObject({ board: { width: 7, height: 5, fill: null } });
  });

  it('refuses a condition or a fill the game does not declare, naming the ones it does', () => {
    const ends = rules('centre-empty', '7 by 5');
    expect(ends.diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/expected a condition: `maze-solved` or `no-moves`, found `centre-empty`/)]);
    expect(rules('no-moves', '7 by 5 sudoku').diagnostics.map((d) => d.code)).toEqual(['statement/arguments']);
  });

  it('lists each game’s words under the shared statement in the reference', () => {
    const reference = statementReference([mice]);
    expect(reference).toContain('- Mice: `maze-solved` (the last mouse is out of the maze), `no-moves` (nobody can move)');
    expect(reference).toContain('- Mice: `maze`: filled with a maze made from the game’s seed.');
  });
});
