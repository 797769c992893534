import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';

// theme="auto" on blogs that declare no color-scheme (most do not): the widgets take the look of
// the page behind them, whatever the reader's OS says; a declared scheme and light/dark still win.
type Scheme = 'light' | 'dark';

const BLOGS = {
  // A cream blog with dark text; a dark-mode toggle that is a class on <html>.
  light: `body { background: #fdf6e3; color: #333; font: 16px/1.5 Georgia, serif; margin: 0 auto; max-width: 46rem; padding: 1rem; }
    html.dark body { background: #15161a; color: #ddd; }`,
  // A dark blog; its cards are a shade lighter (a background of their own, behind the table).
  dark: `body { background: #1b1d23; color: #e6e6e6; font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 46rem; padding: 1rem; }
    .card { background: #262a33; padding: .5rem; border-radius: 6px; }`,
  // A blog that follows the OS with its own media query, but declares no color-scheme.
  media: `body { background: #fafafa; color: #222; } @media (prefers-color-scheme: dark) { body { background: #101010; color: #eee; } }`,
} as const;

const ELEMENTS = ['#game', 'rw-statechart', 'rw-rules-table'] as const;

async function blog(browser: Browser, kind: keyof typeof BLOGS, colorScheme: Scheme, width = 1280): Promise<Page> {
  const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.route('**/blog-post.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>A blog post</title><link rel="icon" href="data:,"><style>${BLOGS[kind]}</style>
<script type="module" src="/cdn/regelwerk.js"></script></head><body>
<h1>Schocken on a Friday night</h1><p>We play with these rules. Try a round against the bots:</p>
<rw-game id="game" game="schocken" players="Reader" bots="random" speed="100000" persist="off"></rw-game>
<rw-statechart game="schocken" for="game"></rw-statechart>
<div class="card"><rw-rules-table game="schocken" throws="1"></rw-rules-table></div>
<p>Comments are closed.</p></body></html>`,
    }),
  );
  await page.goto('/blog-post.html');
  await page.waitForFunction(() => {
    const [game, chart, table] = ['rw-game', 'rw-statechart', 'rw-rules-table'].map((s) => document.querySelector(s)?.shadowRoot);
    return !!game?.querySelector('[exportparts]') && !!chart?.querySelector('svg') && !!table?.querySelector('table');
  });
  return page;
}

/** The element's background as relative luminance (0 black … 1 white). */
const luminance = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    ctx.fillStyle = getComputedStyle(el).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    const [r, g, b] = [...ctx.getImageData(0, 0, 1, 1).data].map((v) => lin(v / 255));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });

async function expectLook(page: Page, look: Scheme): Promise<void> {
  for (const selector of ELEMENTS) {
    if (look === 'light') await expect.poll(() => luminance(page, selector), { message: `${selector} light` }).toBeGreaterThan(0.8);
    else await expect.poll(() => luminance(page, selector), { message: `${selector} dark` }).toBeLessThan(0.05);
  }
}

for (const os of ['light', 'dark'] as const) {
  test(`on a cream blog and a dark blog that declare no color-scheme, auto matches the page with the OS ${os}`, async ({ browser }) => {
    const shots = process.env.THEME_SCREENSHOTS;
    const light = await blog(browser, 'light', os);
    await expectLook(light, 'light');
    await light.context().close();
    const dark = await blog(browser, 'dark', os);
    await expectLook(dark, 'dark');
    await dark.context().close();
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const kind of ['light', 'dark'] as const) {
        for (const width of [360, 1280]) {
          const page = await blog(browser, kind, os, width);
          await page.screenshot({ path: `${shots}/${kind}-blog-os-${os}-${width}.png`, fullPage: true });
          await page.context().close();
        }
      }
    }
  });
}

test('auto follows a dark-mode class on <html> and a page whose background follows the OS', async ({ browser }) => {
  const page = await blog(browser, 'light', 'dark');
  await expectLook(page, 'light');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectLook(page, 'dark');
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await expectLook(page, 'light');
  await page.context().close();

  const media = await blog(browser, 'media', 'light');
  await expectLook(media, 'light');
  await media.emulateMedia({ colorScheme: 'dark' });
  await expectLook(media, 'dark');
  await media.emulateMedia({ colorScheme: 'light' });
  await expectLook(media, 'light');
  await media.context().close();
});

test('a declared color-scheme wins over the background, and theme="light" or "dark" over both', async ({ browser }) => {
  const page = await blog(browser, 'light', 'light');
  await page.evaluate(() => (document.documentElement.style.colorScheme = 'dark'));
  await expectLook(page, 'dark');
  await page.evaluate(() => (document.documentElement.style.colorScheme = ''));
  await expectLook(page, 'light');
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('rw-game, rw-statechart, rw-rules-table')) el.setAttribute('theme', 'dark');
  });
  await expectLook(page, 'dark');
  await page.context().close();

  const dark = await blog(browser, 'dark', 'dark');
  await dark.evaluate(() => {
    for (const el of document.querySelectorAll('rw-game, rw-statechart, rw-rules-table')) el.setAttribute('theme', 'light');
  });
  await expectLook(dark, 'light');
  await dark.evaluate(() => {
    for (const el of document.querySelectorAll('rw-game, rw-statechart, rw-rules-table')) el.setAttribute('theme', 'auto');
  });
  await expectLook(dark, 'dark');
  await dark.context().close();
});
