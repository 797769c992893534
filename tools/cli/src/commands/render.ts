import { writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { describeTables, type RuleSet, type TableModel } from '@regelwerk/dsl';
import { readParams } from '@regelwerk/engine';
import { GAME_IDS } from '@regelwerk/games';
import { gameModule, SCHEMAS } from '@regelwerk/games/all';
import { EXAMPLE, loadRules, readRules } from '../games.js';
import { commandArgs, UsageError, type Io } from '../io.js';
import { safe } from '../render.js';
import { layOutChart } from './diagram.js';

export const renderHelp = `Usage: regelwerk render GAME|FILE [--out FILE] [--markdown | --ssr] [--lang en|de]

Writes a game's rules (by id, or a rule file or variant) as one static page for a wiki, a
README, a static site or print: its tables as the \`table\` command prints them, the odds where
dice decide, and its statechart as SVG with the legend. The page runs no script, loads
nothing from elsewhere and follows the reader's light or dark setting.

Options:
  --out FILE     where to write (default: the game's id or the file's name, .html or .md, in
                 the current folder); - prints the page on stdout
  --markdown     write Markdown tables (GitHub, or MediaWiki through pandoc) instead of HTML,
                 and the chart as an SVG file beside it (FILE with .svg), linked from it
  --ssr          write an HTML fragment to paste into a page (a static site generator's
                 template) that loads the elements' script: <rw-statechart> and
                 <rw-rules-table> rendered server-side as declarative shadow DOM, so the chart
                 and the table show before any script runs; the script then takes them over
                 (default file: the name with .ssr.html). MediaWiki and GitHub strip the
                 <template> this needs: there, use the static page or --markdown.
  --lang en|de   the words of the headings, the legend and the chart's labels (default en);
                 the tables are in English. With --ssr everything is in that language and
                 the elements keep it; without --lang they follow the page once the script runs
  -h, --help     show this help

Exit codes: 0 written, 1 the rule file has errors (they are printed), 2 bad usage.
`;

type Lang = 'en' | 'de';

const WORDS: Readonly<Record<Lang, { variant: (v: string) => string; tables: string; odds: string; chart: string; legend: string; made: (from: string) => string }>> = {
  en: {
    variant: (v) => `variant “${v}”`,
    tables: 'Tables',
    odds: 'Odds',
    chart: 'How a turn goes',
    // The legend of the statechart element (packages/elements, rw-statechart), without its live keys.
    legend: 'Boxes are situations of the game, a box inside another is part of it; arrows are what can happen, ● where a box begins.',
    made: (from) => `Made by regelwerk render from ${from}.`,
  },
  de: {
    variant: (v) => `Variante „${v}“`,
    tables: 'Tabellen',
    odds: 'Chancen',
    chart: 'So läuft ein Zug',
    legend: 'Kästen sind Situationen des Spiels, ein Kasten in einem anderen ist ein Teil davon; Pfeile zeigen, was geschehen kann, ● wo ein Kasten beginnt.',
    made: (from) => `Erstellt von regelwerk render aus ${from}.`,
  },
};

/** What a page shows: the rule set's title, its tables (odds last) and its chart, if the game has one. */
interface Page {
  readonly title: string;
  readonly tables: readonly TableModel[];
  readonly odds: TableModel | null;
  readonly chart: { readonly title: string; readonly svg: string; readonly states: number; readonly transitions: number } | null;
  readonly lang: Lang;
  readonly from: string;
}

function pageOf(rules: RuleSet, byId: boolean, lang: Lang, from: string): Page {
  const d = describeTables(rules, SCHEMAS);
  const module = gameModule(rules.game);
  // The odds as `regelwerk odds` prints them without options: every parameter at its default.
  const params = module?.odds ? readParams(module.params, rules) : null;
  const odds = module?.odds && params?.ok ? module.odds(rules, params.value).table : null;
  let chart: Page['chart'] = null;
  if (module) {
    // As `diagram` draws it: a game id is the game's own chart; a rule file may add states.
    const config = byId ? module.runtime.fast.config : (module.chart?.(rules) ?? module.runtime.fast.config);
    const laid = layOutChart(module, config, lang);
    chart = { title: laid.title, svg: laid.svg(), states: laid.chart.nodes.length - 1, transitions: laid.chart.edges.length };
  }
  const title = d.variant ? `${d.title} — ${WORDS[lang].variant(d.variant)}` : d.title;
  return { title, tables: d.tables, odds, chart, lang, from };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The elements' colour tokens (packages/board-kit theme.ts): a page that embeds the output may set
 * --rw-bg, --rw-fg, --rw-accent, --rw-muted and --rw-line; otherwise the elements' light or dark
 * palette by the reader's setting. Mixed colours are written out, so that older wiki browsers
 * and print engines without color-mix() read them too.
 */
function tokens(scope: string): string {
  const palette = (bg: string, fg: string, accent: string, muted: string, line: string, box: string, edge: string) =>
    `--_bg:var(--rw-bg,${bg});--_fg:var(--rw-fg,${fg});--_accent:var(--rw-accent,${accent});--_muted:var(--rw-muted,${muted});--_line:var(--rw-line,${line});--_box:${box};--_edge:${edge}`;
  const light = palette('#fffdf8', '#1d1b16', '#9a3d10', '#5c5a55', '#cdcbc6', '#f4f2ed', '#999792');
  const dark = palette('#1b1a16', '#ede9dd', '#f2a46c', '#b2afa5', '#494842', '#252420', '#7a7770');
  return `${scope}{color-scheme:light dark;${light}}\n@media (prefers-color-scheme:dark){${scope}{${dark}}}\n@media print{${scope}{color-scheme:light;${light}}}\n`;
}

/** The chart's colours from the tokens, as the statechart element draws it; `svg` outranks the SVG's own light styles. */
const CHART_CSS =
  'svg .state{fill:var(--_bg);stroke:var(--_edge);stroke-width:1.5}svg .compound{fill:var(--_box);stroke:var(--_line)}svg .label{fill:var(--_fg)}' +
  'svg .edge{stroke:var(--_muted)}svg .dot,svg marker path{fill:var(--_muted)}svg .elabel{fill:var(--_muted)}svg .lbg{fill:var(--_bg)}\n';

const PAGE_CSS = `${tokens(':root')}body{margin:0;background:var(--_bg);color:var(--_fg);font:16px/1.45 system-ui,sans-serif}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;margin:0 0 1rem}h2{font-size:1.25rem;margin:2rem 0 .75rem;border-bottom:2px solid var(--_accent)}
table{border-collapse:collapse;width:100%;margin:0 0 1.5rem;font-variant-numeric:tabular-nums}
caption{text-align:left;font-weight:600;padding-bottom:.4em}
th,td{border-bottom:1px solid var(--_line);padding:.3em .6em .3em 0;text-align:left;vertical-align:top}
.num{text-align:right}td.num{white-space:nowrap}
.note,.legend,footer{margin-top:2rem;color:var(--_muted);font-size:.9em}
.chart{overflow-x:auto;border:1px solid var(--_line);border-radius:8px}.chart:focus-visible{outline:3px solid var(--_accent);outline-offset:2px}.chart svg{display:block;margin:0 auto}
${CHART_CSS}@media print{body{font-size:11pt}main{max-width:none;padding:0}.chart{overflow:visible;border:0}.chart svg{max-width:100%;height:auto}
h2,caption{break-after:avoid}tr{break-inside:avoid}figure{break-inside:avoid}}
`;

function htmlTable(t: TableModel): string {
  const cls = (numeric?: boolean) => (numeric ? ' class="num"' : '');
  const head = t.columns.map((c) => `<th scope="col"${cls(c.numeric)}>${escapeHtml(c.label)}</th>`).join('');
  const body = t.rows.map((r) => `<tr>${t.columns.map((c) => `<td${cls(c.numeric)}>${escapeHtml(String(r[c.key] ?? ''))}</td>`).join('')}</tr>`).join('\n');
  const note = t.note ? `\n<p class="note">${escapeHtml(t.note)}</p>` : '';
  return `<table id="${escapeHtml(t.id)}">\n<caption>${escapeHtml(t.title)}</caption>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>${note}\n`;
}

/**
 * The chart's SVG for a page: an image named by its <title>, without the namespace address (an
 * SVG inside HTML needs none, and the page then names no address at all).
 */
function inlineSvg(svg: string): string {
  return svg.replace('<svg xmlns="http://www.w3.org/2000/svg" ', '<svg role="img" aria-labelledby="chart-title" ').replace('<title>', '<title id="chart-title">');
}

export function toHtml(p: Page): string {
  const w = WORDS[p.lang];
  const parts = [
    '<!doctype html>',
    `<html lang="${p.lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(p.title)}</title>`,
    `<style>\n${PAGE_CSS}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(p.title)}</h1>`,
    `<section aria-labelledby="tables">\n<h2 id="tables">${w.tables}</h2>\n${p.tables.map(htmlTable).join('\n')}</section>`,
  ];
  if (p.odds) parts.push(`<section aria-labelledby="odds">\n<h2 id="odds">${w.odds}</h2>\n${htmlTable(p.odds)}</section>`);
  if (p.chart) parts.push(`<section aria-labelledby="chart">\n<h2 id="chart">${w.chart}</h2>\n<figure>\n<div class="chart" tabindex="0" role="region" aria-labelledby="chart-title">\n${inlineSvg(p.chart.svg)}</div>\n<figcaption class="legend">${escapeHtml(w.legend)}</figcaption>\n</figure>\n</section>`);
  parts.push(`<footer>${escapeHtml(w.made(p.from))}</footer>`, '</main>', '</body>', '</html>', '');
  return parts.join('\n');
}

/** A cell's text as Markdown: characters that would start markup or end the cell are escaped, a line break is a space. */
function mdCell(s: string): string {
  return s.replace(/\r\n|\r|\n/g, ' ').replace(/[\\`*_[\]<>|&~#]/g, (c) => `\\${c}`);
}

function mdTable(t: TableModel): string {
  const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const lines = [
    `### ${mdCell(t.title)}`,
    '',
    row(t.columns.map((c) => mdCell(c.label))),
    row(t.columns.map((c) => (c.numeric ? '---:' : '---'))),
    ...t.rows.map((r) => row(t.columns.map((c) => mdCell(String(r[c.key] ?? ''))))),
  ];
  if (t.note) lines.push('', mdCell(t.note));
  return `${lines.join('\n')}\n`;
}

export function toMarkdown(p: Page, svgFile: string | null): string {
  const w = WORDS[p.lang];
  const parts = [`# ${mdCell(p.title)}\n`, `## ${w.tables}\n`, ...p.tables.map(mdTable)];
  if (p.odds) parts.push(`## ${w.odds}\n`, mdTable(p.odds));
  if (p.chart && svgFile) parts.push(`## ${w.chart}\n`, `![${mdCell(p.chart.title)}](${encodeURI(svgFile)})\n`, `${w.legend}\n`);
  parts.push(`${mdCell(w.made(p.from))}\n`);
  return parts.join('\n');
}

/** The chart as a file of its own, dark where the reader's setting is (an SVG shown as an image follows it too). */
function standaloneSvg(svg: string): string {
  return svg.replace('</style>', `</style>\n<style>${tokens('svg')}${CHART_CSS}</style>`);
}

function write(io: Io, path: string, text: string): void {
  try {
    writeFileSync(resolve(io.cwd, path), text);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot write ${path}: ${code === 'ENOENT' ? 'no such folder' : code === 'EACCES' || code === 'EPERM' ? 'not allowed to write there' : code === 'EISDIR' ? 'it is a folder' : (e as Error).message}`);
  }
}

/**
 * The elements rendered server-side (packages/elements, src/ssr.ts), chart first as on a game's
 * page. The renderer loads only here: the other commands never pay for Lit SSR.
 */
async function ssrFragment(rules: RuleSet, byId: boolean, text: string | null, lang: Lang | undefined, from: string): Promise<{ readonly html: string; readonly chart: boolean }> {
  const { renderRulesTable, renderStatechart } = await import('@regelwerk/elements/ssr');
  const options = { game: rules.game, ruleText: byId ? null : text, ...(lang ? { lang } : {}) };
  const chart = await renderStatechart(options);
  const table = await renderRulesTable(options);
  const note = `<!-- ${WORDS[lang ?? 'en'].made(from).replace(/--/g, '‐‐')} Load the elements' script (regelwerk.js) after it: docs/embedding.md, "Server-side rendering". -->`;
  return { html: [note, chart, table, ''].filter((x) => x !== null).join('\n'), chart: chart !== null };
}

export async function render(args: string[], io: Io): Promise<number> {
  const parsed = commandArgs(args, io, renderHelp, { out: { type: 'string' }, markdown: { type: 'boolean' }, ssr: { type: 'boolean' }, lang: { type: 'string' } });
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  const given = positionals[0];
  if (positionals.length !== 1 || !given) throw new UsageError(`name one game or rule file, e.g. \`regelwerk render ${EXAMPLE}\` or \`regelwerk render rules/variants/my-variant.rules\``);
  const lang = values.lang ?? 'en';
  if (lang !== 'en' && lang !== 'de') throw new UsageError(`--lang takes en or de, not "${lang}"`);
  const markdown = values.markdown === true;
  if (markdown && values.ssr) throw new UsageError('--markdown and --ssr write different things: choose one');
  if (markdown && values.out === '-') throw new UsageError('--markdown writes two files (the Markdown and the chart beside it): name the Markdown file with --out, not -');
  const rules = loadRules(io, given);
  if (!rules) return 1;
  const byId = (GAME_IDS as readonly string[]).includes(given);
  const from = byId ? `rules/${given}.rules` : given;
  if (values.ssr) {
    const out = values.out ?? `${basename(given, '.rules')}.ssr.html`;
    const text = byId ? null : readRules(io, given).text;
    let fragment: Awaited<ReturnType<typeof ssrFragment>>;
    try {
      fragment = await ssrFragment(rules, byId, text, values.lang === undefined ? undefined : lang, basename(from));
    } catch (e) {
      // The elements compile a rule text against the shipped games only (a base game of a folder of one's own is unknown to them).
      const code = (e as { code?: unknown }).code;
      if (typeof code !== 'string' || !code.startsWith('ssr/')) throw e;
      io.stderr(`${safe(given)}: error[${code}]: ${safe((e as Error).message)}\n`);
      return 1;
    }
    if (out === '-') io.stdout(fragment.html);
    else write(io, out, fragment.html);
    const what = fragment.chart ? 'the chart and the table' : 'the table (no chart was drawn for the flow of these rules)';
    io.stderr(`${out === '-' ? 'printed' : `wrote ${safe(out)} with`} ${what}, rendered server-side\n`);
    return 0;
  }
  const page = pageOf(rules, byId, lang, basename(from));
  const out = values.out ?? `${basename(given, '.rules')}.${markdown ? 'md' : 'html'}`;
  const tables = page.tables.length + (page.odds ? 1 : 0);
  if (!markdown) {
    if (out === '-') io.stdout(toHtml(page));
    else write(io, out, toHtml(page));
    io.stderr(`${out === '-' ? 'printed the page' : `wrote ${safe(out)}`} (${tables} tables${page.chart ? `, a chart of ${page.chart.states} states` : ''})\n`);
    return 0;
  }
  const svgFile = page.chart ? `${basename(out, extname(out))}.svg` : null;
  // The chart first: a Markdown file never links to a chart that was not written.
  if (page.chart && svgFile) write(io, join(dirname(out), svgFile), standaloneSvg(page.chart.svg));
  write(io, out, toMarkdown(page, svgFile));
  io.stderr(`wrote ${safe(out)} (${tables} tables)${svgFile ? ` and ${safe(svgFile)} beside it (a chart of ${page.chart!.states} states)` : ''}\n`);
  return 0;
}
