import { describeTables, type GameSchema, type TableModel } from '@regelwerk/dsl';
import { GAMES } from '@regelwerk/games';
import { compileRuleFile, diagnosticsText, ruleFiles } from './rules.js';

/** Builds elements with text content only, so nothing from a rule file is ever parsed as HTML. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

function renderTable(t: TableModel): HTMLElement {
  const head = el('tr', {}, ...t.columns.map((c) => el('th', { scope: 'col', class: c.numeric ? 'num' : '' }, c.label)));
  const body = t.rows.map((r) => el('tr', {}, ...t.columns.map((c) => el('td', { class: c.numeric ? 'num' : '' }, String(r[c.key] ?? '')))));
  const table = el('table', { 'data-table': t.id }, el('caption', {}, t.title), el('thead', {}, head), el('tbody', {}, ...body));
  // Scrolls sideways on a phone: a region the keyboard can reach.
  const wrap = el('div', { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': t.title }, table);
  if (t.note) wrap.append(el('p', { class: 'note' }, t.note));
  return wrap;
}

function renderGame(id: string, schemas: readonly GameSchema[]): HTMLElement {
  const section = el('section', { class: 'game', id, 'aria-labelledby': `${id}-title` });
  const result = compileRuleFile(`${id}.rules`, schemas);
  if (!result.ok) {
    section.append(el('h2', { id: `${id}-title` }, id), el('pre', { class: 'diagnostics', role: 'alert' }, diagnosticsText(result)));
    return section;
  }
  const tables = describeTables(result.rules, schemas);
  const variants = [...ruleFiles.keys()].filter((p) => p.startsWith(`variants/${id}-`)).map((p) => p.slice(`variants/${id}-`.length, -'.rules'.length));
  section.append(
    el('h2', { id: `${id}-title` }, tables.title),
    el('p', { class: 'variants' }, variants.length > 0 ? `House rules in rules/variants: ${variants.join(', ')}` : 'No house rules yet.'),
    ...tables.tables.filter((t) => t.rows.length > 0).map(renderTable),
  );
  return section;
}

function render(schemas: readonly GameSchema[]): void {
  const main = document.getElementById('games')!;
  const toc = document.getElementById('toc')!;
  main.replaceChildren(...schemas.map((s) => renderGame(s.id, schemas)));
  toc.replaceChildren(el('ul', {}, ...[...main.querySelectorAll('section.game')].map((s) => el('li', {}, el('a', { href: `#${s.id}` }, s.querySelector('h2')!.textContent ?? s.id)))));
  document.documentElement.dataset.ready = 'true';
}

// Every game's schema (its statements, checks and tables), each its own small chunk. No top-level
// await here: it would keep the bundler from splitting these chunks from the games' engines.
void Promise.all(GAMES.map((g) => g.schema())).then(render);
