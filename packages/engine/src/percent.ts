import type { Lang } from './module.js';

/** One formatter per language, made when first asked for: making one costs tens of ms in a page. */
const formats = new Map<Lang, Intl.NumberFormat>();

/** A chance as a reader writes it, two decimals: 0.46 % in English, 0,46 % in German. */
export function formatPercent(p: number, lang: Lang): string {
  let f = formats.get(lang);
  if (f === undefined) {
    f = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(lang, f);
  }
  return `${f.format(p * 100)} %`;
}
