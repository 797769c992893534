import { describeTables } from '@regelwerk/dsl';
import { GAMES } from '@regelwerk/games';
import { describe, expect, it } from 'vitest';
import { chooseLang, formatNumber, localiseDecimals } from './lang.js';
import { compileRuleFile, ruleFiles } from './rules.js';
import { GERMAN_HEADINGS, heading } from './table-words.js';

describe('the language a page opens in', () => {
  const none = { query: '', stored: null, languages: [] as string[] };

  it('is the one the address asks for, before a stored choice and the browser', () => {
    expect(chooseLang({ query: '?lang=de', stored: 'en', languages: ['en-GB'] })).toBe('de');
    expect(chooseLang({ query: '?x=1&lang=EN', stored: 'de', languages: ['de-DE'] })).toBe('en');
  });

  it('is the stored choice when the address asks for none or for a language the site lacks', () => {
    expect(chooseLang({ ...none, stored: 'de', languages: ['en-US'] })).toBe('de');
    expect(chooseLang({ ...none, query: '?lang=fr', stored: 'de' })).toBe('de');
  });

  it("follows the browser's first language when nothing is stored, German for any de-*", () => {
    expect(chooseLang({ ...none, languages: ['de-AT', 'en'] })).toBe('de');
    expect(chooseLang({ ...none, languages: ['en-US', 'de'] })).toBe('en');
    expect(chooseLang({ ...none, stored: 'klingon', languages: ['de'] })).toBe('de');
    expect(chooseLang({ ...none, languages: ['delement'] })).toBe('en');
    expect(chooseLang(none)).toBe('en');
  });
});

describe('numbers in the page language', () => {
  it('writes decimals with a comma in German and a point in English', () => {
    expect(formatNumber(0.46, 'de', 2)).toBe('0,46');
    expect(formatNumber(0.46, 'en', 2)).toBe('0.46');
    expect(formatNumber(1234.5, 'de', 1)).toBe('1234,5');
  });

  it('rewrites the decimals the compiler printed, keeping their digits, and leaves whole numbers, ranges and products', () => {
    expect(localiseDecimals('11.11 %', 'de')).toBe('11,11 %');
    expect(localiseDecimals('100.00 %', 'de')).toBe('100,00 %');
    expect(localiseDecimals('Board 8×8, 1–5 × sushi, -4', 'de')).toBe('Board 8×8, 1–5 × sushi, -4');
    expect(localiseDecimals('0.46 % or 2.5', 'en')).toBe('0.46 % or 2.5');
  });
});

describe('the German headings of the compiled tables', () => {
  it('cover every caption and column head of every game and house rule', async () => {
    const schemas = await Promise.all(GAMES.map((g) => g.schema()));
    const missing = new Set<string>();
    for (const path of ruleFiles.keys()) {
      const result = compileRuleFile(path, schemas);
      expect(result.ok, path).toBe(true);
      if (!result.ok) continue;
      for (const table of describeTables(result.rules, schemas).tables) {
        for (const text of [table.title, ...table.columns.map((c) => c.label)]) if (!(text in GERMAN_HEADINGS)) missing.add(text);
      }
    }
    expect([...missing]).toEqual([]);
    expect(heading('Tokens', 'de')).toBe('Strafsteine');
    expect(heading('Tokens', 'en')).toBe('Tokens');
  });
});
