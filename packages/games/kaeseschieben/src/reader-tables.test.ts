import { describe, expect, it } from 'vitest';
import { readerTables } from './reader-tables.js';
import { loadRules } from './test-support/fixtures.js';

const rules = loadRules();
const stepsNote = (lang: 'en' | 'de') => readerTables(rules, { lang }).find((t) => t.id === 'steps')!.note!;

describe('the reader tables name the die’s faces in the page language', () => {
  it('calls the star a Stern in German', () => {
    expect(stepsNote('de')).toBe('Der Würfel zeigt 1, 2, 2, 3, 3, Stern. Bei Stern wird noch einmal gewürfelt und die Zahl zählt ×2, nur einmal, egal wie oft Stern vorher fiel.');
    expect(stepsNote('de')).not.toMatch(/\bstar\b/);
  });

  it('keeps the star in English', () => {
    expect(stepsNote('en')).toMatch(/^The die shows .*, star\. On star it is thrown again/);
  });
});
