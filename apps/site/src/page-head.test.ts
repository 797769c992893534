// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageHeadLines, pageHtml, type StaticPage } from './page-head.js';

const ROOT = new URL('../', import.meta.url);
const heads = JSON.parse(readFileSync(new URL('partials/pages.json', ROOT), 'utf8')) as Record<string, StaticPage>;
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

describe('pageHtml', () => {
  it('puts the head lines into the head and the body lines, as they are, into the body', () => {
    const html = pageHtml({ head: ['<title>T</title>'], body: ['<main>', '<template>x\n  y</template>', '</main>'], bodyClass: 'wide' });
    expect(html).toBe('<!doctype html>\n<html lang="en">\n<head>\n  <title>T</title>\n</head>\n<body class="wide">\n<main>\n<template>x\n  y</template>\n</main>\n</body>\n</html>\n');
    expect(pageHtml({ head: [], body: [] })).toContain('\n<body>\n');
  });
});

describe('partials/pages.json', () => {
  it('has an entry for every static page, whose file is the content of its body, and none for a page that is not there', () => {
    expect(Object.keys(heads).sort()).toEqual(staticPages.map((f) => f.slice(0, -'.html'.length)).sort());
    for (const f of staticPages) {
      const text = readFileSync(new URL(f, ROOT), 'utf8');
      expect(text, f).not.toMatch(/<!doctype|<(html|head|body)\b/i);
      expect(text, f).toContain('<!-- site:nav -->');
    }
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
