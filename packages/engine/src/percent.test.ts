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
