// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageHeadLines, type PageHead } from './page-head.js';

const ROOT = new URL('../', import.meta.url);
const heads = JSON.parse(readFileSync(new URL('partials/pages.json', ROOT), 'utf8')) as Record<string, PageHead>;
const staticPages = readdirSync(ROOT).filter((f) => f.endsWith('.html'));

describe('pageHeadLines', () => {
  it('writes the title and description in both languages, escaped, then the scripts in order', () => {
    const lines = pageHeadLines({ title: { en: 'A & B', de: 'A & „B“' }, description: { en: 'Say "hi"', de: '<Hallo>' }, scripts: ['/one.js', '/two.ts'] });
    expect(lines).toEqual([
      '<title data-de="A &amp; „B“">A &amp; B</title>',
      '<meta name="description" content="Say &quot;hi&quot;" data-de="&lt;Hallo&gt;" />',
      '<script type="module" src="/one.js"></script>',
      '<script type="module" src="/two.ts"></script>',
    ]);
  });
});

describe('partials/pages.json', () => {
  it('has an entry for every static page that asks for its head, and no entry for a page that does not', () => {
    const marked = staticPages.filter((f) => readFileSync(new URL(f, ROOT), 'utf8').includes('<!-- site:page-head -->')).map((f) => f.slice(0, -'.html'.length));
    expect(marked.length).toBe(staticPages.length);
    expect(Object.keys(heads).sort()).toEqual(marked.sort());
  });

  it('gives each page a title and description in English and German', () => {
    for (const [page, head] of Object.entries(heads)) {
      for (const text of [head.title, head.description]) {
        expect(text.en.length, page).toBeGreaterThan(0);
        expect(text.de.length, page).toBeGreaterThan(0);
      }
      expect(Array.isArray(head.scripts), page).toBe(true);
    }
  });
});
