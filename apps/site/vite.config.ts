import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// The demo rule wiki. `npm start` builds it and serves the build at http://localhost:4173.
// Pages load the elements from /cdn/regelwerk.js, the CDN build, exactly as an embedding page would.
// Every HTML page in this folder is built: a game's page is one file beside the others.
const pages = Object.fromEntries(
  readdirSync(fileURLToPath(new URL('.', import.meta.url)))
    .filter((f) => f.endsWith('.html'))
    .map((f) => [f.slice(0, -'.html'.length), f]),
);

/**
 * What every page shares, written once in partials/: the head's common lines (`<!-- site:head -->`)
 * and the site navigation (`<!-- site:nav -->`, its link to the page itself marked as current).
 * Put in at build time (and by the dev server), before Vite reads the page's scripts.
 */
function sitePartials(): Plugin {
  const partial = (name: string) => readFileSync(fileURLToPath(new URL(`partials/${name}.html`, import.meta.url)), 'utf8').trimEnd();
  const indent = (text: string, by: string) => text.replace(/^/gm, by);
  return {
    name: 'regelwerk-site-partials',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        const page = ctx.path === '/index.html' ? '/' : ctx.path;
        const nav = partial('nav').replace(`<a href="${page}">`, `<a href="${page}" aria-current="page">`);
        if (!nav.includes('aria-current="page"')) throw new Error(`partials/nav.html has no link to ${ctx.path}: add one`);
        for (const mark of ['<!-- site:head -->', '<!-- site:nav -->']) {
          if (!html.includes(mark)) throw new Error(`${ctx.path} lacks ${mark}`);
        }
        return html.replace(/^([ \t]*)<!-- site:head -->$/m, (_, by: string) => indent(partial('head'), by)).replace(/^([ \t]*)<!-- site:nav -->$/m, (_, by: string) => indent(nav, by));
      },
    },
  };
}

export default defineConfig({
  plugins: [sitePartials()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: pages },
  },
  preview: { port: 4173, strictPort: true, host: 'localhost' },
  server: { fs: { allow: ['../..'] } },
});
