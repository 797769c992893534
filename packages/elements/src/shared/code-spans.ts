import { html, type TemplateResult } from 'lit';

/**
 * A sentence of the rule differ (`diffRules`), whose rule text stands between backticks, with
 * that text set as code: a reader sees `ties throw-off` as words of the rule file, not backticks.
 * Text only, never markup: each part goes through Lit's escaping.
 */
export function codeSpans(sentence: string): (string | TemplateResult)[] {
  const parts = sentence.split('`');
  // An odd count of backticks leaves the last one as written.
  if (parts.length % 2 === 0) return [sentence];
  return parts.map((p, i) => (i % 2 === 1 ? html`<code>${p}</code>` : p));
}
