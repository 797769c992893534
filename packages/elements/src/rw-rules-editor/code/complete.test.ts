import { describe, expect, it } from 'vitest';
import { optionsFor, placeAt } from './complete.js';
import type { Vocabulary } from './vocabulary.js';

const vocabulary: Vocabulary = {
  statements: [
    { name: 'set', usage: 'set <option> <value>', summary: 'Sets an option declared by the game.' },
    { name: 'insert', usage: 'insert <table> above|below <row>', summary: 'Adds rows.' },
  ],
  options: [
    { id: 'fewer-throws-win', kind: 'flag', values: [], description: 'Fewer throws win' },
    { id: 'irregular-chips', kind: 'choice', values: ['collect', 'discard'], description: 'What happens' },
  ],
  tables: [{ id: 'ranking', title: 'Ranking', rows: [{ id: 'schock-out', label: 'Schock out' }, { id: 'jule', label: 'Jule' }] }],
  faces: ['1', '2', 'star', 'star'],
};

const labels = (before: string) => {
  const place = placeAt(before);
  return place ? optionsFor(place.spot, vocabulary).map((o) => o.label) : null;
};

describe('where the cursor is', () => {
  it('completes a statement at the start of a line, from the word typed so far', () => {
    expect(placeAt('ins')).toEqual({ spot: { kind: 'statement' }, from: 0, typed: 'ins' });
    expect(labels('')).toEqual(['set', 'insert']);
  });

  it('after set: an option, then its values', () => {
    expect(placeAt('set ')).toEqual({ spot: { kind: 'option' }, from: 4, typed: '' });
    expect(labels('set fe')).toEqual(['fewer-throws-win', 'irregular-chips']);
    expect(placeAt('set irregular-chips d')).toEqual({ spot: { kind: 'value', option: 'irregular-chips' }, from: 20, typed: 'd' });
    expect(labels('set irregular-chips ')).toEqual(['collect', 'discard']);
    expect(labels('set fewer-throws-win ')).toEqual(['on', 'off']);
    expect(labels('set no-such-option ')).toEqual([]);
    expect(placeAt('set a b ')).toBeNull();
  });

  it('after insert: a table, above or below, then a row of that table', () => {
    expect(labels('insert ')).toEqual(['ranking']);
    expect(labels('insert ranking ')).toEqual(['above', 'below']);
    expect(labels('insert ranking below sch')).toEqual(['schock-out', 'jule']);
    expect(labels('replace ranking ')).toEqual(['schock-out', 'jule']);
    expect(labels('remove nothing ')).toEqual([]);
  });

  it('offers named faces in a row and after die … faces, never numbers or twice', () => {
    expect(labels('  jule "Jule" ')).toEqual(['star']);
    expect(labels('die mouse faces 1 2 ')).toEqual(['star']);
    // The row's own id comes first and is not a face.
    expect(placeAt('  ju')).toBeNull();
  });

  it('offers nothing inside a comment, a quoted text or a word that is not a name', () => {
    expect(placeAt('set a # se')).toBeNull();
    expect(placeAt('  jule "Ju')).toBeNull();
    expect(placeAt('players 2..')).toBeNull();
    expect(placeAt('set "a')).toBeNull();
  });

  it('offers nothing until the vocabulary arrives; statements carry usage and summary', () => {
    expect(optionsFor({ kind: 'option' }, null)).toEqual([]);
    expect(optionsFor({ kind: 'statement' }, null)).toEqual([]);
    expect(optionsFor({ kind: 'statement' }, vocabulary)[1]).toMatchObject({ label: 'insert', detail: '<table> above|below <row>', info: 'Adds rows.' });
  });
});
