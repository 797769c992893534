// @vitest-environment node
// Rendered as a server renders: in Node, with no document and no browser.
import { describe, expect, it } from 'vitest';
import { chartOf } from './shared/games.js';
import { elementCss, renderRulesTable, renderStatechart, SsrError } from './ssr.js';
import { tablesFor } from './rw-rules-table/tables.js';

/** The content of the element's declarative shadow root (what shows before any script runs). */
function shadowOf(markup: string, tag: string): string {
  const m = new RegExp(`^<${tag}\\b[^>]*><template shadowroot="open" shadowrootmode="open">([\\s\\S]*)</template>`).exec(markup.trim());
  if (!m) throw new Error(`no declarative shadow root in ${markup.slice(0, 200)}`);
  return m[1]!;
}

const JULE = 'variant "jule-inline" extends schocken\n\ninsert ranking below schock-out\n  jule  "Jule"  4  2  1  penalty 7\n';

describe('server-side rendering of the rules table', () => {
  it('writes the element with a declarative shadow root holding its styles and every row of its tables', async () => {
    const markup = await renderRulesTable({ game: 'schocken' });
    expect(markup.trim()).toMatch(/^<rw-rules-table\s+game="schocken"\s*>/);
    const shadow = shadowOf(markup, 'rw-rules-table');
    expect(shadow).toMatch(/^<style>[\s\S]*:host[\s\S]*<\/style>/);
    const made = await tablesFor({ game: 'schocken', lang: 'en' });
    if (!made.ok) throw new Error('the shipped rules compile');
    for (const table of made.tables) {
      expect(shadow).toContain(`data-table="${table.id}"`);
      for (const row of table.rows) expect(shadow).toContain(`data-row="${row.key}"`);
    }
    expect(shadow).toContain('Schock out');
    // Nothing for a script to do before the table shows, and no hydration markers left in the page.
    expect(markup).not.toMatch(/<script|lit-part|lit-node|Loading/);
  });

  it('renders in the language asked for and sets it on the element, so the script renders the same', async () => {
    const markup = await renderRulesTable({ game: 'sushizock', lang: 'de', params: { throws: 2 } });
    expect(markup).toMatch(/^<rw-rules-table\s+game="sushizock"\s+lang="de"\s+params="throws=2"\s*>/);
    const en = await renderRulesTable({ game: 'sushizock', params: { throws: 2 } });
    expect(shadowOf(markup, 'rw-rules-table')).not.toBe(shadowOf(en, 'rw-rules-table'));
  });

  it('makes the tables for the parameters asked for, and refuses one the rules do not allow', async () => {
    const one = shadowOf(await renderRulesTable({ game: 'schocken', params: { throws: 1 } }), 'rw-rules-table');
    expect(one).toContain('best play in 1 throw');
    expect(one).not.toContain('best play in 2 throws');
    await expect(renderRulesTable({ game: 'schocken', params: { throws: 4 } })).rejects.toMatchObject({
      code: 'ssr/bad-param',
      message: 'throws 4 is more than the rules allow: at most 3 throws, set by `throws 1..3 set-by starter` at rules/schocken.rules:9',
    });
  });

  it('renders a rule text with its own rows and writes it as the element’s child script, escaped', async () => {
    const text = `${JULE}# a comment that holds <!--<script> and </script>\n`;
    const markup = await renderRulesTable({ game: 'schocken', ruleText: text });
    expect(shadowOf(markup, 'rw-rules-table')).toContain('data-row="Jule"');
    const child = /<\/template>(<script type="text\/x-regelwerk">[\s\S]*?<\/script>)<\/rw-rules-table/.exec(markup)?.[1];
    expect(child).toContain('<\\!--<\\script> and <\\/script>');
    expect(markup.match(/<\/script>/g)).toHaveLength(1);
  });

  it('links a stylesheet instead of the inline style when asked, for a page that forbids inline styles', async () => {
    const inline = shadowOf(await renderRulesTable({ game: 'okudos' }), 'rw-rules-table');
    const linked = shadowOf(await renderRulesTable({ game: 'okudos', stylesheet: '/ssr/rw-rules-table.css?v="1"' }), 'rw-rules-table');
    expect(linked).toMatch(/^<link rel="stylesheet" href="\/ssr\/rw-rules-table\.css\?v=&quot;1&quot;">/);
    expect(linked).not.toContain('<style');
    // The file holds what the inline style would: the rest of the shadow root is the same.
    expect(inline).toBe(`<style>${elementCss('rw-rules-table')}</style>${linked.slice(linked.indexOf('>') + 1)}`);
  });

  it('refuses an unknown game and rules with errors, saying why', async () => {
    await expect(renderRulesTable({ game: 'mau-mau' })).rejects.toMatchObject({ code: 'ssr/unknown-game' });
    const broken = await renderRulesTable({ game: 'schocken', ruleText: 'variant "x" extends schocken\n\nnonsense here\n' }).catch((e: unknown) => e);
    expect(broken).toBeInstanceOf(SsrError);
    expect(broken).toMatchObject({ code: 'ssr/rule-errors', message: expect.stringMatching(/^the rules have errors: 3:1 /) });
  });
});

describe('server-side rendering of the statechart', () => {
  it('writes the chart’s SVG with every state and transition, and its legend, in a declarative shadow root', async () => {
    const markup = await renderStatechart({ game: 'okudos', for: 'game' });
    expect(markup!.trim()).toMatch(/^<rw-statechart\s+game="okudos"\s+for="game"\s*>/);
    const shadow = shadowOf(markup!, 'rw-statechart');
    const chart = (await chartOf('okudos'))!.chart;
    for (const node of chart.nodes.filter((n) => n.kind !== 'root')) expect(shadow).toContain(`data-state="${node.id}"`);
    expect(shadow.match(/data-edge="/g)).toHaveLength(chart.edges.length);
    expect(shadow).toMatch(/<svg part="chart" viewBox="0 0 \d+(\.\d+)? \d+(\.\d+)?"/);
    expect(shadow).toContain('Boxes are situations of the game');
    // Linked to a game, the legend names the live marks too.
    expect(shadow).toContain('where the game is');
  });

  it('draws the chart a shipped variant plays, and the game’s own for a rule text that keeps its flow', async () => {
    const stechen = await renderStatechart({ game: 'schocken', variant: 'stechen', lang: 'de' });
    expect(stechen).toMatch(/^<rw-statechart\s+game="schocken"\s+variant="stechen"\s+lang="de"\s*>/);
    const plain = await renderStatechart({ game: 'schocken' });
    expect(shadowOf(stechen!, 'rw-statechart').match(/data-state="/g)!.length).toBeGreaterThan(shadowOf(plain!, 'rw-statechart').match(/data-state="/g)!.length);
    // A rule text that keeps the game's flow shows the game's chart.
    expect(await renderStatechart({ game: 'schocken', ruleText: JULE })).toBe(plain);
  });
});
