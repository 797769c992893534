/**
 * The figures measured in a browser (`page`, `latency`, `playground`) need the built site
 * (apps/site/dist) served by `vite preview` on a port of their own and Debian's Chromium:
 * `withSiteBrowser` starts both, hands the browser to `measure`, and stops both however it ends.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';

const SITE = fileURLToPath(new URL('../../../apps/site/', import.meta.url));
const VITE = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url));

const answers = (url: string): Promise<boolean> =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

/** Polls `url` until it answers (the preview server starting). */
async function served(url: string, ms: number): Promise<void> {
  for (const end = performance.now() + ms; performance.now() < end; await new Promise((r) => setTimeout(r, 100))) if (await answers(url)) return;
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/**
 * Serves the site on `port` (`portVariable` names the environment variable that moves it), waits
 * until `firstPage` answers, launches Chromium and runs `measure` with it.
 */
export async function withSiteBrowser<T>(port: number, portVariable: string, firstPage: string, measure: (browser: Browser) => Promise<T>): Promise<T> {
  // Something answering already is another checkout's site (its figures, not these): stop rather than measure it.
  if (await fetch(`http://localhost:${port}/`).then(() => true, () => false)) throw new Error(`port ${port} is taken (another checkout's bench?): set ${portVariable} to a free one`);
  const server = spawn(process.execPath, [VITE, 'preview', '--port', String(port), '--strictPort'], { cwd: SITE, stdio: 'ignore' });
  const exited = new Promise<never>((_, reject) => server.once('exit', (code) => reject(new Error(`the preview server on port ${port} stopped (code ${code}): set ${portVariable} to a free port`))));
  // Its exit when killed at the end is no error.
  exited.catch(() => undefined);
  try {
    await Promise.race([served(`http://localhost:${port}/${firstPage}`, 20_000), exited]);
    const browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      return await measure(browser);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
  }
}
