// Screenshots of every site page at 360 and 1280 px, light and dark, English and German, to look
// at (not a test). Serves a built site (apps/site/dist; build it first) and writes PNGs:
//   node tools/scripts/site-shots.mjs [out-dir=/tmp/shots-phones]
// Each page is shot at its top (one screen) and whole; a game page also with its game started and
// the chart kept in view. Pages wider than the window are listed at the end.
import { createServer } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../../apps/site/dist/', import.meta.url));
const out = process.argv[2] ?? '/tmp/shots-phones';
// Every page the site builds; a game page is one with a live chart (its section headed #chart).
const PAGES = readdirSync(root)
  .filter((f) => f.endsWith('.html'))
  .map((f) => f.slice(0, -'.html'.length));
const GAMES = new Set(PAGES.filter((p) => readFileSync(join(root, `${p}.html`), 'utf8').includes('id="chart"')));
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.rules': 'text/plain', '.woff2': 'font/woff2' };

const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  try {
    const file = path === '/' ? '/index.html' : path;
    const body = await readFile(join(root, file));
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
});
// A free port: several checkouts may take screenshots at once.
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const port = server.address().port;

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const wide = [];
try {
  for (const lang of ['en', 'de'])
    for (const scheme of ['light', 'dark'])
      for (const width of [360, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 800 }, colorScheme: scheme });
        for (const name of PAGES) {
          const page = await context.newPage();
          const tag = `${name}-${width}-${scheme}-${lang}`;
          await page.goto(`http://127.0.0.1:${port}/${name === 'index' ? '' : `${name}.html`}?lang=${lang}`);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(500);
          await page.screenshot({ path: join(out, `${tag}-top.png`) });
          await page.screenshot({ path: join(out, `${tag}-full.png`), fullPage: true });
          const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (over > 0) wide.push(`${tag}: ${over} px too wide`);
          if (GAMES.has(name)) {
            await page.evaluate(() => {
              const game = document.getElementById('game');
              game?.setAttribute('persist', 'off');
              game?.scrollIntoView();
              document.querySelector('button[data-action="chart-view"][aria-pressed="false"]')?.click();
            });
            await page.waitForTimeout(1500);
            await page.screenshot({ path: join(out, `${tag}-chart.png`) });
            await page.evaluate(() => document.querySelector('button[data-action="chart-view"][aria-pressed="true"]')?.click());
          }
          await page.close();
        }
        await context.close();
      }
} finally {
  await browser.close();
  server.close();
}
console.log(wide.length ? `Wider than the window:\n${wide.join('\n')}` : 'No page is wider than its window.');
console.log(`Screenshots in ${out}`);
