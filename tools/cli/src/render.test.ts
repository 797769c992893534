import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeTables } from '@regelwerk/dsl';
import { SCHEMAS } from '@regelwerk/games/all';
import { describe, expect, it } from 'vitest';
import { loadRules } from './games.js';
import type { Io } from './io.js';
import { run } from './main.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const io: Io = { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), color: false, tty: false, cwd };
  const code = await run(args, io);
  return { code, stdout, stderr };
}

const tempDir = () => mkdtempSync(join(tmpdir(), 'regelwerk-render-'));

/** The captions `table` would print for these rules, and the HTML escaped as a page writes them. */
function captionsOf(file: string): string[] {
  const io: Io = { stdout: () => undefined, stderr: () => undefined, color: false, tty: false, cwd: ROOT };
  return describeTables(loadRules(io, file)!, SCHEMAS).tables.map((t) => t.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
}

/** What would make a page run a script or fetch something: empty for a static page. */
function activeParts(html: string): string[] {
  const found: string[] = [];
  if (/<script\b/i.test(html)) found.push('a <script> element');
  for (const m of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)) found.push(`an ${m[1]} attribute`);
  for (const m of html.matchAll(/(?:https?:|\/\/|javascript:)[^\s"')]*/gi)) found.push(`the address ${m[0]}`);
  for (const m of html.matchAll(/<(iframe|object|embed|link|img|base)\b/gi)) found.push(`a <${m[1]}> element`);
  for (const m of html.matchAll(/url\(\s*['"]?(?!#)([^)]*)\)/gi)) found.push(`url(${m[1]})`);
  if (/@import/i.test(html)) found.push('an @import');
  return found;
}

// A page lays out a chart and, for Schocken, computes the odds: seconds each on a busy machine.
describe('regelwerk render', { timeout: 30_000 }, () => {
  it('the check for active parts finds scripts, handlers and addresses', () => {
    expect(activeParts('<p onclick="x()">a</p><script>1</script><img src="https://e.x/a.png"><svg><path marker-end="url(#arrow)"/></svg><style>p{background:url(a.png)}</style>')).toEqual([
      'a <script> element',
      'an onclick attribute',
      'the address https://e.x/a.png',
      'a <img> element',
      'url(a.png)',
    ]);
  });

  it.each(['schocken', 'sushizock', 'kaeseschieben', 'okudos'])('writes %s as one page with no script, no handler and no address, with every table and the chart', async (game) => {
    const dir = tempDir();
    const r = await cli(['render', game], dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(new RegExp(`^wrote ${game}\\.html \\(\\d+ tables, a chart of \\d+ states\\)\\n$`));
    const html = readFileSync(join(dir, `${game}.html`), 'utf8');
    expect(activeParts(html)).toEqual([]);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    for (const caption of captionsOf(game)) expect(html).toContain(`<caption>${caption}</caption>`);
    // The chart inline, named by its title, with the legend; styled in the page's one <style> and the SVG's own.
    expect(html).toMatch(/<svg role="img" aria-labelledby="chart-title" viewBox="[^"]+"[^>]*>\n<title id="chart-title">[^<]+<\/title>/);
    expect(html.match(/<g data-state=/g)!.length).toBeGreaterThan(3);
    // A chart wider than the page scrolls: a keyboard reaches it, and it has a name (axe: scrollable-region-focusable).
    expect(html).toContain('<div class="chart" tabindex="0" role="region" aria-labelledby="chart-title">');
    expect(html).toContain('<figcaption class="legend">Boxes are situations of the game');
    expect(html.match(/<style>/g)).toHaveLength(2);
    expect(html).toContain('@media (prefers-color-scheme:dark)');
    expect(html).toContain('@media print');
  });

  it('adds the odds table where dice decide, and none where they do not', async () => {
    const dir = tempDir();
    expect((await cli(['render', 'schocken'], dir)).code).toBe(0);
    expect((await cli(['render', 'okudos'], dir)).code).toBe(0);
    const schocken = readFileSync(join(dir, 'schocken.html'), 'utf8');
    expect(schocken).toContain('<h2 id="odds">Odds</h2>');
    expect(schocken).toContain('<caption>Schocken: exact odds, best play within 3 throws</caption>');
    expect(schocken).toMatch(/<td class="num">1<\/td><td>1-1-1<\/td><td>Schock out<\/td><td class="num">0\.46 %<\/td><td class="num">7\.48 %<\/td>/);
    expect(readFileSync(join(dir, 'okudos.html'), 'utf8')).not.toContain('id="odds"');
  });

  it('renders a variant with its own rows and its name', async () => {
    const dir = tempDir();
    expect((await cli(['render', join(ROOT, 'rules/variants/schocken-jule.rules'), '--out', 'jule.html'], dir)).code).toBe(0);
    expect((await cli(['render', 'schocken', '--out', 'base.html'], dir)).code).toBe(0);
    const jule = readFileSync(join(dir, 'jule.html'), 'utf8');
    const base = readFileSync(join(dir, 'base.html'), 'utf8');
    expect(jule).toContain('<h1>Schocken — variant “jule”</h1>');
    expect(jule).toMatch(/<tr><td class="num">2<\/td><td>Jule<\/td><td>4-2-1<\/td><td>7<\/td>/);
    expect(base).not.toContain('<td>Jule</td>');
    expect(jule).toContain('Made by regelwerk render from schocken-jule.rules.');
  });

  it('writes Markdown tables that are well-formed, and the chart as an SVG beside them', async () => {
    const dir = tempDir();
    const r = await cli(['render', 'schocken', '--markdown', '--out', 'docs.md'], dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('wrote docs.md (3 tables) and docs.svg beside it (a chart of 28 states)\n');
    const md = readFileSync(join(dir, 'docs.md'), 'utf8');
    expect(md).toContain('![Schocken](docs.svg)\n');
    // Every table: a header, a delimiter row with one cell per column, rows of the same width.
    const tables = md.split(/\n\n/).filter((b) => b.startsWith('| '));
    expect(tables).toHaveLength(3);
    for (const t of tables) {
      const rows = t.trimEnd().split('\n');
      const width = (row: string) => row.replace(/\\\|/g, '').split('|').length;
      expect(rows[1]).toMatch(/^\| (?:---:?|---)(?: \| (?:---:?|---))* \|$/);
      for (const row of rows) {
        expect(row).toMatch(/^\| .* \|$/);
        expect(width(row)).toBe(width(rows[0]!));
      }
      expect(rows.length).toBeGreaterThan(2);
    }
    const svg = readFileSync(join(dir, 'docs.svg'), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('@media (prefers-color-scheme:dark){svg{');
    expect(activeParts(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''))).toEqual([]);
  });

  it('escapes what a rule file writes, in HTML and in Markdown', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'v.rules'), 'variant "a|b <script>" extends schocken\ninsert ranking below schock-out\n  j "J|<b>*x*</b>" 4 2 1 penalty 7\n');
    expect((await cli(['render', 'v.rules'], dir)).code).toBe(0);
    expect((await cli(['render', 'v.rules', '--markdown'], dir)).code).toBe(0);
    const html = readFileSync(join(dir, 'v.html'), 'utf8');
    expect(activeParts(html)).toEqual([]);
    expect(html).toContain('<td>J|&lt;b&gt;*x*&lt;/b&gt;</td>');
    const md = readFileSync(join(dir, 'v.md'), 'utf8');
    expect(md).toContain('| 2 | J\\|\\<b\\>\\*x\\*\\</b\\> | 4-2-1 |');
    expect(md).toContain('# Schocken — variant “a\\|b \\<script\\>”');
  });

  it('writes the page in German with --lang de, and on stdout with --out -', async () => {
    const r = await cli(['render', 'sushizock', '--lang', 'de', '--out', '-'], tempDir());
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(r.stdout).toContain('<h2 id="tables">Tabellen</h2>');
    expect(r.stdout).toContain('Kästen sind Situationen des Spiels');
    expect(r.stderr).toBe('printed the page (4 tables, a chart of 7 states)\n');
  });

  it('exits 1 with the problems of a broken rule file, writing nothing', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'bad.rules'), 'game schocken "S"\nplayers 2..\ndise 3 d6\n');
    const r = await cli(['render', 'bad.rules'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('bad.rules:3:1: error[statement/unknown]');
    expect(() => readFileSync(join(dir, 'bad.html'))).toThrow();
  });

  it.each([
    [['render'], /name one game or rule file/],
    [['render', 'nosuchgame'], /cannot read nosuchgame: no such file/],
    [['render', 'schocken', '--lang', 'fr'], /--lang takes en or de, not "fr"/],
    [['render', 'schocken', '--markdown', '--out', '-'], /--markdown writes two files/],
    [['render', 'schocken', '--markdown', '--ssr'], /--markdown and --ssr write different things: choose one/],
    [['render', 'schocken', '--out', 'no/such/folder/x.html'], /cannot write no\/such\/folder\/x\.html: no such folder/],
    [['render', 'schocken', '--frobnicate'], /Unknown option '--frobnicate'/],
  ])('exits 2 with a clear message for bad usage: %j', async (args, message) => {
    const r = await cli(args, tempDir());
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('names a place that cannot be written, and writes no Markdown without its chart', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'taken.html'));
    mkdirSync(join(dir, 'chart.svg'));
    const html = await cli(['render', 'okudos', '--out', 'taken.html'], dir);
    expect(html.code).toBe(2);
    expect(html.stderr).toMatch(/^regelwerk render: cannot write taken\.html: it is a folder\n/);
    const md = await cli(['render', 'okudos', '--markdown', '--out', 'chart.md'], dir);
    expect(md.code).toBe(2);
    expect(md.stderr).toMatch(/cannot write chart\.svg: it is a folder/);
    expect(existsSync(join(dir, 'chart.md'))).toBe(false);
  });

  it('with --ssr writes the chart and the table as elements with declarative shadow roots, needing no script to show', async () => {
    const dir = tempDir();
    const r = await cli(['render', 'schocken', '--ssr'], dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('wrote schocken.ssr.html with the chart and the table, rendered server-side\n');
    const html = readFileSync(join(dir, 'schocken.ssr.html'), 'utf8');
    const elements = [...html.matchAll(/<(rw-[a-z-]+)\b([^>]*)><template shadowroot="open" shadowrootmode="open"><style>/g)].map((m) => [m[1], m[2]!.replace(/\s+/g, ' ').trim()]);
    expect(elements).toEqual([
      ['rw-statechart', 'game="schocken"'],
      ['rw-rules-table', 'game="schocken"'],
    ]);
    // The table's rows and the chart's states are in the page itself, and nothing in it runs.
    expect(html).toContain('Schock out');
    expect(html).toContain('data-state="playing.half.fromMiddle.turn.thrown"');
    expect(activeParts(html)).toEqual([]);
  });

  it('with --ssr and a rule file, keeps the rule text in the table for the script and follows --lang', async () => {
    const dir = tempDir();
    const r = await cli(['render', join(ROOT, 'rules/variants/schocken-jule.rules'), '--ssr', '--lang', 'de', '--out', '-'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/<rw-rules-table\s+game="schocken"\s+lang="de"\s*>/);
    expect(r.stdout).toContain('data-row="Jule"');
    expect(r.stdout).toContain('Kästen sind Situationen des Spiels');
    expect(r.stdout).toMatch(/<\/template><script type="text\/x-regelwerk">\n# House rule "Jule"[^<]*\nvariant "jule" extends schocken\n[^<]*<\/script><\/rw-rules-table/);
  });

  it('with --ssr says so when the elements cannot compile a rule file, and writes nothing', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'own'));
    writeFileSync(join(dir, 'own', 'mygame.rules'), readFileSync(join(ROOT, 'rules/schocken.rules'), 'utf8').replace('game schocken "Schocken"', 'game mygame "Mine"'));
    writeFileSync(join(dir, 'own', 'v.rules'), 'variant "v" extends mygame\n');
    const r = await cli(['render', 'own/v.rules', '--ssr'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dir, 'v.ssr.html'))).toBe(false);
  });
});
