// The lines of a page's head that are its own: its title and description in both languages (the
// language switch, src/lang.ts, swaps in `data-de`) and its scripts. One template for every page:
// the game pages (src/game-page-html.ts) and the static pages, whose heads are data
// (partials/pages.json; vite.config.ts puts them in at `<!-- site:page-head -->`).
import type { LocalText } from '@regelwerk/engine';

/** What a page's own head says. */
export interface PageHead {
  readonly title: LocalText;
  readonly description: LocalText;
  /** The page's module scripts, in order. */
  readonly scripts: readonly string[];
}

/** Text made safe inside an attribute or an element: `&`, `<`, `>` and `"` as entities. */
export const escapeAttr = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/** The head's own lines, unindented: the title, the description, then a tag per script. */
export function pageHeadLines({ title, description, scripts }: PageHead): string[] {
  return [
    `<title data-de="${escapeAttr(title.de)}">${escapeAttr(title.en)}</title>`,
    `<meta name="description" content="${escapeAttr(description.en)}" data-de="${escapeAttr(description.de)}" />`,
    ...scripts.map((src) => `<script type="module" src="${escapeAttr(src)}"></script>`),
  ];
}
