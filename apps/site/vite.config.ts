import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// The registry's generated list itself (its source, not its build): `generate --with <folder>` and
// then `vite build` give a fixture's game its page, its navigation link and its picker entry.
// Build-time only (this file is never part of a page), hence the path into the registry.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { GAMES } from '../../packages/games/registry/src/index.js';
// What the elements (and their server renderer) know: the registry as last built.
import { GAME_IDS as BUILT_GAMES } from '@regelwerk/games';
import { parseParams } from '@regelwerk/engine';
import { defineConfig, type Plugin } from 'vite';
import { gamePageHtml } from './src/game-page-html.js';
import { escapeAttr, pageHeadLines, pageHtml, type StaticPage } from './src/page-head.js';

// The demo rule wiki. `npm start` builds it and serves the build at http://localhost:4173.
// Pages load the elements from /cdn/regelwerk.js, the CDN build, exactly as an embedding page would.
// Every HTML page in this folder is built, and one page per game of the registry (`<id>.html`,
// made from one template: gamePages below). The registry's list is generated (its `generate`
// target, `--with <folder>` for a fixture's game): what it lists is what the site builds.
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const gameFile = (id: string) => `${ROOT}${id}.html`;
const pages = {
  ...Object.fromEntries(
    readdirSync(ROOT)
      .filter((f) => f.endsWith('.html'))
      .map((f) => [f.slice(0, -'.html'.length), f]),
  ),
  ...Object.fromEntries(GAMES.map((g) => [g.id, gameFile(g.id)])),
};

/** Lists of the registry's games: a link to each game's page, and the playground's picker. */
const GAME_LISTS: Readonly<Record<string, (g: (typeof GAMES)[number]) => string>> = {
  '<!-- site:games -->': (g) => `<a href="/${g.id}.html">${escapeAttr(g.name)}</a>`,
  '<!-- site:game-picker -->': (g) => `<a href="/playground.html?game=${g.id}" data-game="${g.id}">${escapeAttr(g.name)}</a>`,
};
const gameLists = (html: string) =>
  Object.entries(GAME_LISTS).reduce((out, [mark, link]) => out.replace(new RegExp(`^([ \\t]*)${mark}$`, 'gm'), (_, by: string) => GAMES.map((g) => by + link(g)).join('\n')), html);

/**
 * What every page shares, written once in partials/: the head's common lines (`<!-- site:head -->`)
 * and the site navigation (`<!-- site:nav -->`, its link to the page itself marked as current).
 * A static page's file holds the content of its body; its head is its entry in partials/pages.json,
 * and the document around both is the template the game pages use (src/page-head.ts).
 * Lists of games (`<!-- site:games -->`, `<!-- site:game-picker -->`) come from the registry.
 * Put in at build time (and by the dev server), before Vite reads the page's scripts.
 */
function sitePartials(): Plugin {
  const partial = (name: string) => readFileSync(fileURLToPath(new URL(`partials/${name}.html`, import.meta.url)), 'utf8').trimEnd();
  const statics = JSON.parse(readFileSync(fileURLToPath(new URL('partials/pages.json', import.meta.url)), 'utf8')) as Readonly<Record<string, StaticPage>>;
  const indent = (text: string, by: string) => text.replace(/^/gm, by);
  return {
    name: 'regelwerk-site-partials',
    transformIndexHtml: {
      order: 'pre',
      handler(content, ctx) {
        const page = ctx.path === '/index.html' ? '/' : ctx.path;
        const entry = statics[ctx.path.replace(/^\//, '').replace(/\.html$/, '')];
        const html = entry ? pageHtml({ head: ['<!-- site:head -->', ...pageHeadLines(entry)], body: content.trimEnd().split('\n'), bodyClass: entry.bodyClass }) : content;
        const nav = gameLists(partial('nav')).replace(`<a href="${page}">`, `<a href="${page}" aria-current="page">`);
        if (!nav.includes('aria-current="page"')) throw new Error(`partials/nav.html has no link to ${ctx.path}: add one`);
        if (!html.includes('<!-- site:head -->')) throw new Error(`${ctx.path} is not a game's page and has no entry in partials/pages.json: add its title, description and scripts there`);
        if (!html.includes('<!-- site:nav -->')) throw new Error(`${ctx.path} lacks <!-- site:nav -->`);
        return gameLists(html).replace(/^([ \t]*)<!-- site:head -->$/m, (_, by: string) => indent(partial('head'), by)).replace(/^([ \t]*)<!-- site:nav -->$/m, (_, by: string) => indent(nav, by));
      },
    },
  };
}

/** A game's title in both languages: its module's, else its declaration's name. */
const gameTitle = async (g: (typeof GAMES)[number]) => (await g.load?.())?.texts.title ?? { en: g.name, de: g.name };

/** Each game's page: the one template filled from its declaration, its module's texts and its page data. */
const gamePage = async (g: (typeof GAMES)[number]) => {
  const [module, page] = await Promise.all([g.load?.(), g.page?.()]);
  return gamePageHtml({ id: g.id, title: module?.texts.title ?? { en: g.name, de: g.name }, summary: module?.texts.summary, page });
};

/** `<!-- site:game-names:en -->` in running text: a link to each game's page, "A, B or C" ("oder" in German). */
async function gameNames(html: string): Promise<string> {
  if (!html.includes('<!-- site:game-names:')) return html;
  const titles = await Promise.all(GAMES.map(gameTitle));
  const or = { en: 'or', de: 'oder' } as const;
  return html.replace(/<!-- site:game-names:(en|de) -->/g, (_, lang: 'en' | 'de') => {
    const links = GAMES.map((g, i) => `<a href="/${g.id}.html">${escapeAttr(titles[i]![lang])}</a>`);
    return links.length < 2 ? links.join('') : `${links.slice(0, -1).join(', ')} ${or[lang]} ${links.at(-1)}`;
  });
}

/**
 * `<id>.html` for every game of the registry, from src/game-page-html.ts: no file per game. The
 * build takes them as entries (`pages` above), the dev server serves them; the partials and the
 * prerendering then treat them like any other page.
 */
function gamePages(): Plugin {
  const byFile = new Map(GAMES.map((g) => [gameFile(g.id), g]));
  const byPath = new Map(GAMES.map((g) => [`/${g.id}.html`, g]));
  return {
    name: 'regelwerk-site-game-pages',
    resolveId: (id) => (byFile.has(id) ? id : null),
    transformIndexHtml: { order: 'pre', handler: gameNames },
    load(id) {
      const g = byFile.get(id);
      return g ? gamePage(g) : null;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split(/[?#]/)[0]!;
        const g = byPath.get(path);
        if (!g) return next();
        gamePage(g)
          .then((html) => server.transformIndexHtml(path, html, req.originalUrl))
          .then((html) => {
            res.setHeader('Content-Type', 'text/html');
            res.end(html);
          }, next);
      });
    },
  };
}

/** The attributes a prerendered element may have: those the server renders with (src/ssr.ts of the elements). */
const PRERENDERED = { 'rw-statechart': ['game', 'variant', 'for'], 'rw-rules-table': ['game', 'variant', 'for', 'params'] } as const;

/**
 * The game pages' statecharts and rules tables rendered at build time as declarative shadow DOM
 * (docs/embedding.md, "Server-side rendering"): they show before any script runs, and the
 * elements take them over. An element with other attributes (a comparison, a rule file) is left
 * to the browser. Build only: the dev server shows the elements as the browser renders them.
 * The shadow roots link their styles from ssr/<tag>.css (the site runs under `style-src 'self'`,
 * which forbids inline styles).
 */
function prerenderElements(): Plugin {
  const css = new Map<string, string>();
  return {
    name: 'regelwerk-site-prerender',
    apply: 'build',
    generateBundle() {
      for (const [fileName, source] of css) this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const tags = /<(rw-statechart|rw-rules-table)((?:\s+[a-z-]+="[^"]*")*)\s*><\/\1>/g;
        if (!/<rw-(?:statechart|rules-table)\b/.test(html)) return html;
        // Loaded only when a page has an element: the server renderer is Node code, never part of a page.
        const { elementCss, renderRulesTable, renderStatechart } = await import('@regelwerk/elements/ssr');
        // An element inside a <template> is a sample (the embed snippet), not the page's content.
        const samples = [...html.matchAll(/<template\b[\s\S]*?<\/template>/g)].map((t) => [t.index, t.index + t[0].length] as const);
        const parts: (string | Promise<string>)[] = [];
        let last = 0;
        for (const m of html.matchAll(tags)) {
          if (samples.some(([from, to]) => m.index > from && m.index < to)) continue;
          const tag = m[1] as keyof typeof PRERENDERED;
          const attrs = Object.fromEntries([...m[2]!.matchAll(/([a-z-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!]));
          if (!Object.keys(attrs).every((a) => (PRERENDERED[tag] as readonly string[]).includes(a)) || !attrs.game) continue;
          // A game listed since the registry was built (`generate --with`) is left to the browser.
          if (!BUILT_GAMES.includes(attrs.game)) continue;
          css.set(`ssr/${tag}.css`, elementCss(tag));
          const options = { game: attrs.game, variant: attrs.variant ?? null, for: attrs.for ?? null, stylesheet: `/ssr/${tag}.css`, ...(attrs.params ? { params: Object.fromEntries(Object.entries(parseParams(attrs.params)).map(([name, value]) => [name, Number(value)])) } : {}) };
          parts.push(html.slice(last, m.index), tag === 'rw-statechart' ? renderStatechart(options).then((out) => out ?? m[0]) : renderRulesTable(options));
          last = m.index + m[0].length;
        }
        parts.push(html.slice(last));
        return (await Promise.all(parts)).join('');
      },
    },
  };
}

export default defineConfig({
  plugins: [gamePages(), sitePartials(), prerenderElements()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No PLUGIN_TIMINGS notice in `npm start`: informational (our page plugins and the CSS are most
    // of a few-second build), nothing for a newcomer to decide.
    rollupOptions: { input: pages, checks: { bundlerTimings: false } },
  },
  preview: { port: 4173, strictPort: true, host: 'localhost' },
  server: { fs: { allow: ['../..'] } },
});
