/**
 * Page figures for the embed: gzip bytes of the JS and CSS a page with one game, its statechart
 * and its table loads; time to the statechart's first paint and to the game being interactive.
 * Serves the built site (apps/site/dist) on a port of its own and loads it in Debian's Chromium.
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const SITE = fileURLToPath(new URL('../../../apps/site/', import.meta.url));
const PORT = 4179;

async function waitFor(url: string, ms: number): Promise<void> {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

export async function pageFigures(): Promise<string[]> {
  const server = spawn(process.execPath, [fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url)), 'preview', '--port', String(PORT), '--strictPort'], { cwd: SITE, stdio: 'ignore' });
  try {
    await waitFor(`http://localhost:${PORT}/embed.html`, 20_000);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const runs: { elements: number; page: number; paint: number; interactive: number; own: number }[] = [];
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let elements = 0;
      let total = 0;
      page.on('response', async (r) => {
        const type = r.headers()['content-type'] ?? '';
        if (!/javascript|css/.test(type)) return;
        const size = gzipSync(await r.body(), { level: 9 }).length;
        total += size;
        if (r.url().includes('/cdn/')) elements += size;
      });
      await page.goto(`http://localhost:${PORT}/embed.html`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => performance.getEntriesByName('rw-game:interactive').length > 0 && performance.getEntriesByName('rw-statechart:painted').length > 0);
      const [paint, interactive, connected] = await page.evaluate(() =>
        ['rw-statechart:painted', 'rw-game:interactive', 'rw-statechart:connected'].map((n) => performance.getEntriesByName(n)[0]!.startTime),
      );
      runs.push({ elements, page: total, paint: paint!, interactive: interactive!, own: paint! - connected! });
      await context.close();
    }
    await browser.close();
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    return [
      `embed page (one game, its statechart, its table), median of ${runs.length} loads from localhost:`,
      `  JS+CSS of the elements (CDN build): ${(median(runs.map((r) => r.elements)) / 1024).toFixed(1)} KB gzip; whole page incl. site script and CSS: ${(median(runs.map((r) => r.page)) / 1024).toFixed(1)} KB gzip`,
      `  statechart first paint: ${median(runs.map((r) => r.paint)).toFixed(0)} ms after navigation start; ${median(runs.map((r) => r.own)).toFixed(0)} ms from the element's connection (loading its chart chunk and the first render)`,
      `  game interactive: ${median(runs.map((r) => r.interactive)).toFixed(0)} ms after navigation start`,
    ];
  } finally {
    server.kill();
  }
}
