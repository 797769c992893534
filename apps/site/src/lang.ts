// The site's language switch. Every page carries its prose twice, in blocks marked `data-lang="en"`
// and `data-lang="de"`; site.css shows the blocks of `<html lang>`. This module picks the language,
// sets `<html lang>`, the title, the elements' `lang` and the buttons, and remembers the choice.
// It is a module of its own (no inline script), so the pages run under a strict CSP.

export type SiteLang = 'en' | 'de';

export const LANG_KEY = 'regelwerk-site:lang';
export const LANG_EVENT = 'site-lang';

const asLang = (value: string | null | undefined): SiteLang | null => {
  const v = value?.trim().toLowerCase() ?? '';
  return v === 'de' || v === 'en' ? v : null;
};

/**
 * Which language a page opens in: `?lang=` first (a link can ask for one), then the reader's stored
 * choice, then the browser's first language (German for any `de-*`), else English.
 */
export function chooseLang(sources: { readonly query: string; readonly stored: string | null; readonly languages: readonly string[] }): SiteLang {
  const asked = asLang(new URLSearchParams(sources.query).get('lang'));
  if (asked) return asked;
  const stored = asLang(sources.stored);
  if (stored) return stored;
  const first = sources.languages[0]?.toLowerCase() ?? '';
  return first === 'de' || first.startsWith('de-') ? 'de' : 'en';
}

/** A number as the page's language writes it (0.46 in English, 0,46 in German). */
export function formatNumber(value: number, lang: SiteLang, fractionDigits?: number): string {
  const digits = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return new Intl.NumberFormat(lang, { useGrouping: false, ...digits }).format(value);
}

/**
 * Rewrites the decimal numbers in a text the compiler wrote (always with a point, `11.11 %`) the way
 * the language writes them. Whole numbers, ranges (`1–5`) and products (`8×8`) stay as they are.
 */
export function localiseDecimals(text: string, lang: SiteLang): string {
  if (lang === 'en') return text;
  return text.replace(/(\d+)\.(\d+)/g, (_, whole: string, fraction: string) => formatNumber(Number(`${whole}.${fraction}`), lang, fraction.length));
}

const ELEMENTS = 'rw-game, rw-statechart, rw-rules-table, rw-rules-editor';

function storedLang(): string | null {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): the choice lasts for this page only
  }
}

function remember(lang: SiteLang): void {
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // as above: nothing to remember it in
  }
}

/** The page's current language. */
export function pageLang(): SiteLang {
  return asLang(document.documentElement.lang) ?? 'en';
}

/** Sets the page and every element on it to `lang`; elements added later take it from the page. */
export function applyLang(lang: SiteLang): void {
  const root = document.documentElement;
  root.lang = lang;
  const title = document.querySelector<HTMLTitleElement>('title');
  const text = title?.dataset[lang];
  if (title && text) title.textContent = text;
  const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  const content = description?.dataset[lang];
  if (description && content) description.content = content;
  for (const el of document.querySelectorAll(ELEMENTS)) el.setAttribute('lang', lang);
  // Landmark names and the like: `data-label-en` / `data-label-de` hold the two `aria-label`s.
  const key = lang === 'de' ? 'labelDe' : 'labelEn';
  for (const el of document.querySelectorAll<HTMLElement>('[data-label-de]')) {
    const label = el.dataset[key];
    if (label) el.setAttribute('aria-label', label);
  }
  for (const option of document.querySelectorAll<HTMLOptionElement>('option[data-en]')) option.textContent = option.dataset[lang] ?? option.textContent;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-set-lang]')) {
    button.setAttribute('aria-pressed', String(button.dataset.setLang === lang));
  }
  document.dispatchEvent(new CustomEvent(LANG_EVENT, { detail: lang }));
}

/** Opens the page in its language and wires the switch's buttons. */
export function initLang(): SiteLang {
  const lang = chooseLang({ query: location.search, stored: storedLang(), languages: navigator.languages ?? [navigator.language] });
  // A language asked for in the address is the reader's choice too.
  if (asLang(new URLSearchParams(location.search).get('lang'))) remember(lang);
  // Copy the English title and description once, so switching back restores them.
  const title = document.querySelector<HTMLTitleElement>('title');
  if (title && !title.dataset.en) title.dataset.en = title.textContent ?? '';
  const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (description && !description.dataset.en) description.dataset.en = description.content;
  for (const option of document.querySelectorAll<HTMLOptionElement>('option[data-de]')) {
    if (!option.dataset.en) option.dataset.en = option.textContent ?? '';
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-set-lang]')) {
    button.addEventListener('click', () => {
      const chosen = asLang(button.dataset.setLang);
      if (!chosen) return;
      remember(chosen);
      // An address that asked for the other language would undo the choice on reload.
      const url = new URL(location.href);
      if (url.searchParams.has('lang')) {
        url.searchParams.set('lang', chosen);
        history.replaceState(history.state, '', url);
      }
      applyLang(chosen);
    });
  }
  applyLang(lang);
  return lang;
}
