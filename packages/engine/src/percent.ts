import type { Lang } from './module.js';

/** Each language's decimal and group separators, as Intl.NumberFormat writes them for de and en. */
const SEPARATORS: Readonly<Record<Lang, { readonly decimal: string; readonly group: string }>> = {
  de: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
};

/**
 * `x` with two decimals, exactly as `new Intl.NumberFormat(lang, { minimumFractionDigits: 2,
 * maximumFractionDigits: 2 }).format(x)` writes it: rounded half away from zero on the shortest
 * decimal form of `x`, thousands grouped. Written by hand because making the first
 * Intl.NumberFormat of a page costs 40–150 ms of the main thread (measured on the embed page
 * while the game was becoming interactive), for two languages whose separators are known.
 */
function twoDecimals(x: number, lang: Lang): string {
  if (!Number.isFinite(x)) return new Intl.NumberFormat(lang).format(x);
  const { decimal, group } = SEPARATORS[lang];
  const sign = x < 0 || Object.is(x, -0) ? '-' : '';
  const abs = Math.abs(x);
  // Below 0.001 every value rounds to 0.00; above, String gives the shortest decimal form (no exponent below 1e21).
  const [whole = '0', fraction = ''] = abs < 0.001 ? ['0'] : String(abs).split('.');
  let cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const units = (cents / 100n).toString().replace(/\B(?=(\d{3})+$)/g, group);
  return `${sign}${units}${decimal}${(cents % 100n).toString().padStart(2, '0')}`;
}

/** A chance as a reader writes it, two decimals: 0.46 % in English, 0,46 % in German. */
export function formatPercent(p: number, lang: Lang): string {
  return `${twoDecimals(p * 100, lang)} %`;
}
