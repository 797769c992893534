import { describeTables, type GameSchema, type TableModel } from '@regelwerk/dsl';
import { GAMES } from '@regelwerk/games';
import { el } from './dom.js';
import { LANG_EVENT, localiseDecimals, pageLang, type SiteLang } from './lang.js';
import { compileRuleFile, diagnosticsText, ruleFiles } from './rules.js';
import { heading } from './table-words.js';

const TEXT = {
  en: {
    variants: (names: readonly string[]) => `House rules in rules/variants: ${names.join(', ')}`,
    noVariants: 'No house rules yet.',
  },
  de: {
    variants: (names: readonly string[]) => `Hausregeln in rules/variants: ${names.join(', ')}`,
    noVariants: 'Noch keine Hausregeln.',
  },
} satisfies Record<SiteLang, unknown>;

function renderTable(t: TableModel, lang: SiteLang): HTMLElement {
  // Numbers are written as the page's language writes them; the compiler writes 11.11 %.
  const value = (v: string | number | undefined) => localiseDecimals(String(v ?? ''), lang);
  const head = el('tr', {}, ...t.columns.map((c) => el('th', { scope: 'col', class: c.numeric ? 'num' : '' }, heading(c.label, lang))));
  const body = t.rows.map((r) => el('tr', {}, ...t.columns.map((c) => el('td', { class: c.numeric ? 'num' : '' }, value(r[c.key])))));
  const table = el('table', { 'data-table': t.id }, el('caption', {}, heading(t.title, lang)), el('thead', {}, head), el('tbody', {}, ...body));
  // Scrolls sideways on a phone: a region the keyboard can reach.
  const wrap = el('div', { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': heading(t.title, lang) }, table);
  // The compiler's note is an English sentence: marked so, for screen readers and translators.
  if (t.note) wrap.append(el('p', { class: 'note', lang: 'en' }, value(t.note)));
  return wrap;
}

function renderGame(id: string, schemas: readonly GameSchema[], lang: SiteLang): HTMLElement {
  const section = el('section', { class: 'game', id, 'aria-labelledby': `${id}-title` });
  const result = compileRuleFile(`${id}.rules`, schemas);
  if (!result.ok) {
    section.append(el('h2', { id: `${id}-title` }, id), el('pre', { class: 'diagnostics', role: 'alert' }, diagnosticsText(result)));
    return section;
  }
  const tables = describeTables(result.rules, schemas);
  const variants = [...ruleFiles.keys()].filter((p) => p.startsWith(`variants/${id}-`)).map((p) => p.slice(`variants/${id}-`.length, -'.rules'.length));
  const t = TEXT[lang];
  section.append(
    el('h2', { id: `${id}-title` }, tables.title),
    el('p', { class: 'variants' }, variants.length > 0 ? t.variants(variants) : t.noVariants),
    ...tables.tables.filter((table) => table.rows.length > 0).map((table) => renderTable(table, lang)),
  );
  return section;
}

function render(schemas: readonly GameSchema[]): void {
  const lang = pageLang();
  const main = document.getElementById('games')!;
  const toc = document.getElementById('toc')!;
  main.replaceChildren(...schemas.map((s) => renderGame(s.id, schemas, lang)));
  toc.replaceChildren(el('ul', {}, ...[...main.querySelectorAll('section.game')].map((s) => el('li', {}, el('a', { href: `#${s.id}` }, s.querySelector('h2')!.textContent ?? s.id)))));
  document.documentElement.dataset.ready = 'true';
}

// Every game's schema (its statements, checks and tables), each its own small chunk. No top-level
// await here: it would keep the bundler from splitting these chunks from the games' engines.
void Promise.all(GAMES.map((g) => g.schema())).then((schemas) => {
  render(schemas);
  document.addEventListener(LANG_EVENT, () => render(schemas));
});
