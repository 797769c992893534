/**
 * Server-side rendering of `<rw-rules-table>` and `<rw-statechart>` as declarative shadow DOM
 * (Lit SSR, docs/embedding.md "Server-side rendering"): HTML that shows the table and the chart
 * before any script runs; the page's regelwerk.js then takes the shadow root over (RwElement).
 * For Node only (a static site generator, `regelwerk render --ssr`, the demo site's build); it
 * never enters the browser build.
 *
 * What the elements load in the browser (the tables, the chart's layout) is made here first and
 * handed to the element as its state, so the server renders what the element renders.
 */
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html, nothing } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { Lang } from '@regelwerk/engine';
import { chartOf, compileRules, GAME_IDS, pickChart, playedChartKey, playModule, type ChartData } from './shared/games.js';
import { INLINE_FILE, RULE_SCRIPT_TYPE, writeInline } from './shared/inline-rules.js';
import { tablesFor } from './rw-rules-table/tables.js';
import './rw-rules-table/rw-rules-table.js';
import './rw-statechart/rw-statechart.js';

export interface SsrOptions {
  /** The game's id, as the elements' `game` attribute. */
  readonly game: string;
  /** A shipped house rule of the game (`jule`), as the elements' `variant` attribute. */
  readonly variant?: string | null;
  /** A rule file's text (a variant or a whole rule file): written into the element as its `<script type="text/x-regelwerk">` child. */
  readonly ruleText?: string | null;
  /**
   * The language of the words; given, the element gets `lang` and keeps it. Left out, the words
   * are English and the element follows the page's language once its script runs.
   */
  readonly lang?: Lang;
  /**
   * The game's table parameters (`{ throws: 2 }`, the `params` attribute; each one the game
   * declares, within its rules' range; left out, the game's defaults).
   */
  readonly params?: Readonly<Record<string, number>>;
  /** The id of the `<rw-game>` the element follows once its script runs (the `for` attribute). */
  readonly for?: string | null;
  /**
   * The address of a stylesheet with the element's styles (`elementCss`), linked from its shadow
   * root instead of the inline `<style>`: for a page whose Content-Security-Policy forbids inline
   * styles (`style-src 'self'`).
   */
  readonly stylesheet?: string | null;
}

export type SsrTag = 'rw-rules-table' | 'rw-statechart';

/** The CSS an element's shadow root needs (what the inline `<style>` holds), for the file `stylesheet` names. */
export function elementCss(tag: SsrTag): string {
  const ctor = customElements.get(tag) as unknown as { readonly elementStyles: readonly { readonly cssText: string }[] };
  return ctor.elementStyles.map((s) => s.cssText).join('');
}

/** A failure to render: a code and a sentence that says why (`ssr/unknown-game`, `ssr/rule-errors`). */
export class SsrError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function checkGame(game: string): void {
  if (!GAME_IDS.includes(game)) throw new SsrError('ssr/unknown-game', `there is no game "${game}"; the games are ${GAME_IDS.join(', ')}`);
}

/**
 * The HTML of a template, without Lit's hydration markers: the element takes its shadow root over
 * by rendering anew (RwElement), so they would only be noise in a page. Text from rules cannot
 * hold one (`<` is escaped, and the rule text's script escapes `<!--`).
 */
async function html$(value: unknown, stylesheet: string | null | undefined): Promise<string> {
  const out = (await collectResult(render(value))).replace(/<!--\/?lit-(?:part|node)[^>]*?-->/g, '');
  if (!stylesheet) return out;
  const href = stylesheet.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  // Lit SSR writes the styles as the shadow root's first child: one <style> with the element's CSS.
  return out.replace(/(<template shadowroot="open" shadowrootmode="open">)<style>[\s\S]*?<\/style>/, `$1<link rel="stylesheet" href="${href}">`);
}

/** The rule text as the element's child, escaped so that nothing in it can end the script. */
const childScript = (text: string | null | undefined) => (text == null ? nothing : unsafeHTML(`<script type="${RULE_SCRIPT_TYPE}">\n${writeInline(text)}</script>`));

/** `<rw-rules-table>` with its tables (and exact odds) in a declarative shadow root. */
export async function renderRulesTable(options: SsrOptions): Promise<string> {
  checkGame(options.game);
  const lang = options.lang ?? 'en';
  const params = options.params ?? {};
  const inline = options.ruleText ?? null;
  const variant = inline === null ? (options.variant ?? null) : null;
  const result = await tablesFor({ game: options.game, variant, lang, params, ...(inline === null ? {} : { source: { file: INLINE_FILE, text: inline } }) });
  if (!result.ok && 'param' in result) throw new SsrError('ssr/bad-param', result.param.en);
  if (!result.ok) throw new SsrError('ssr/rule-errors', `the rules have errors: ${result.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.message}`).join('; ')}`);
  const state = { result, problems: '', comparison: null, ...(inline === null ? {} : { inline }) };
  return html$(
    html`<rw-rules-table
      game=${options.game}
      variant=${variant ?? nothing}
      for=${options.for ?? nothing}
      lang=${options.lang ?? nothing}
      params=${options.params ? Object.entries(options.params).map(([name, value]) => `${name}=${value}`).join(' ') : nothing}
      .result=${state}
      >${childScript(inline)}</rw-rules-table
    >`,
    options.stylesheet,
  );
}

/**
 * The chart an element with these attributes draws for these rules: a shipped variant's, or the
 * game's; for a rule text, the game's chart when its rules play that flow, else none (the element
 * could not draw it either: its charts are laid out when it is built).
 */
async function chartFor(options: SsrOptions): Promise<{ readonly bundle: ChartData; readonly variant: string | null } | null> {
  const bundle = await chartOf(options.game);
  if (!bundle) return null;
  if (options.ruleText == null) {
    const chart = await pickChart(bundle, { variant: options.variant ?? null });
    return chart ? { bundle: chart === bundle.chart ? bundle : { ...bundle, chart }, variant: options.variant ?? null } : null;
  }
  const load = playModule(options.game);
  const compiled = await compileRules(options.game, { source: { file: INLINE_FILE, text: options.ruleText } });
  if (!load || !compiled.ok) return null;
  return playedChartKey(await load(), compiled.rules) === bundle.key ? { bundle, variant: null } : null;
}

/** `<rw-statechart>` with the chart's SVG and legend in a declarative shadow root; null when the game (or these rules) have no chart to show. */
export async function renderStatechart(options: SsrOptions): Promise<string | null> {
  checkGame(options.game);
  const chart = await chartFor(options);
  if (!chart) return null;
  return html$(
    html`<rw-statechart game=${options.game} variant=${chart.variant ?? nothing} for=${options.for ?? nothing} lang=${options.lang ?? nothing} .bundle=${chart.bundle}></rw-statechart>`,
    options.stylesheet,
  );
}
