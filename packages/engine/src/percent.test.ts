import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent.js';

describe('formatPercent', () => {
  it('writes a chance with two decimals in the reader’s language', () => {
    expect(formatPercent(0.0046296, 'en')).toBe('0.46 %');
    expect(formatPercent(0.0046296, 'de')).toBe('0,46 %');
  });

  it('keeps each language’s separator after the other language was asked for', () => {
    expect(formatPercent(0.5, 'de')).toBe('50,00 %');
    expect(formatPercent(0.5, 'en')).toBe('50.00 %');
    expect(formatPercent(0.12345, 'de')).toBe('12,35 %');
  });
});

describe('formatPercent without Intl.NumberFormat', () => {
  it('writes every value as Intl.NumberFormat does: rounding ties away from zero, grouping thousands, signs', () => {
    const values = [0, -0, 0.005, 0.015, 0.125, 1.005, 2.675, 0.0004999, 0.00049, 0.0009999, 0.001, 99.995, 99.999, 100, 999.995, 1234.5678, 1e6 + 0.005, -0.004, -0.005, -12.345, 1e-9, 1e20];
    // A grid of thousandths and a deterministic spread of odd values, as dice odds give.
    for (let i = 0; i <= 600; i++) values.push(i / 1000, i / 216, i / 7776, (i * 0.7071) / 3);
    for (const lang of ['de', 'en'] as const) {
      const intl = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const v of values) expect(formatPercent(v / 100, lang), `${v} in ${lang}`).toBe(`${intl.format((v / 100) * 100)} %`);
    }
  });
});
