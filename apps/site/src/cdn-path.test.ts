// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The CDN script has one address everywhere a reader copies it from: the README, the embedding
// guide and the site's Embed page (whose snippet is the code its preview runs).
const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

const CDN_PATH = '/cdn/regelwerk.js';
/** The same build from an npm CDN: the published package at its current version. */
const VERSION = (JSON.parse(read('packages/elements/package.json')) as { version: string }).version;
const NPM_CDN = new RegExp(`^https://(cdn\\.jsdelivr\\.net/npm|unpkg\\.com)/@regelwerk/elements@${VERSION.replaceAll('.', '\\.')}/dist/cdn/regelwerk\\.js$`);

/** Every `src` of a script tag that loads `regelwerk.js`, in order. */
const scriptSources = (text: string) => [...text.matchAll(/<script\b[^>]*\bsrc="([^"]*regelwerk\.js)"/g)].map((m) => m[1]);

describe('the CDN script path', () => {
  const places = { 'README.md': read('README.md'), 'docs/embedding.md': read('docs/embedding.md'), 'apps/site/embed.html': read('apps/site/embed.html') };

  for (const [file, text] of Object.entries(places)) {
    it(`is ${CDN_PATH} in every script tag of ${file}, or the published package's at its version on an npm CDN`, () => {
      const sources = scriptSources(text);
      expect(sources.length).toBeGreaterThan(0);
      expect(sources).toContain(CDN_PATH);
      expect(sources.filter((s) => s !== CDN_PATH && !NPM_CDN.test(s!))).toEqual([]);
    });
  }

  it('names the published package at its current version where the embedding guide shows an npm CDN', () => {
    expect(scriptSources(places['docs/embedding.md']).filter((s) => NPM_CDN.test(s!)).length).toBeGreaterThan(0);
    // Another version is a stale address.
    expect(NPM_CDN.test(`https://cdn.jsdelivr.net/npm/@regelwerk/elements@${VERSION}1/dist/cdn/regelwerk.js`)).toBe(false);
  });

  it('is where the site serves the CDN build, which the elements build writes to dist/cdn', () => {
    const site = JSON.parse(read('apps/site/project.json')) as { targets: { build: { options: { command: string } } } };
    expect(site.targets.build.options.command).toContain('packages/elements/dist/cdn public/cdn');
    expect(read('packages/elements/vite.cdn.config.ts')).toMatch(/outDir: 'dist\/cdn'/);
    expect(read('packages/elements/vite.cdn.config.ts')).toMatch(/fileName: \(\) => 'regelwerk\.js'/);
  });

  it('comes with the command that builds it, in the docs and the README', () => {
    const elements = JSON.parse(read('packages/elements/project.json')) as { targets: { build: { options: { commands: string[] } } } };
    expect(elements.targets.build.options.commands.some((c) => c.includes('vite.cdn.config.ts'))).toBe(true);
    for (const text of [places['README.md'], places['docs/embedding.md'], places['apps/site/embed.html']]) expect(text).toContain('npx nx run elements:build');
  });
});
