import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

type Scheme = 'light' | 'dark';
const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 900 } } as const;

/** A fresh page in a context with this OS colour scheme and size; reduced motion so no colour is caught mid-transition. */
async function open(browser: Browser, path: string, colorScheme: Scheme, viewport: { width: number; height: number } = SIZES.desktop): Promise<Page> {
  const context = await browser.newContext({ colorScheme, viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(path);
  // Every element drawn: a game's board, a chart, a table, a rule editor with its tables (where the page has them).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('rw-game, rw-statechart, rw-rules-table, rw-rules-editor')].every((el) => {
      const root = el.shadowRoot;
      if (!root) return false;
      if (el.localName === 'rw-rules-editor') return root.querySelector('.cm-content') !== null && root.querySelector('rw-rules-table')?.shadowRoot?.querySelector('table') != null;
      if (el.localName === 'rw-game') return root.querySelector('[exportparts]') !== null || root.querySelector('[part="message"]') !== null;
      if (el.localName === 'rw-statechart') return root.querySelector('svg') !== null;
      return root.querySelector('table, [part="diagnostics"], .message') !== null;
    }),
  );
  return page;
}

/** Serious and critical axe findings, one line each. */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Sets `theme` on every element, remembering each one's own attribute for `restoreTheme`. */
const setTheme = (page: Page, theme: string) =>
  page.evaluate((theme) => {
    for (const el of document.querySelectorAll('rw-game, rw-statechart, rw-rules-table, rw-rules-editor')) {
      el.setAttribute('data-own-theme', el.getAttribute('theme') ?? '');
      el.setAttribute('theme', theme);
    }
  }, theme);
const restoreTheme = (page: Page) =>
  page.evaluate(() => {
    for (const el of document.querySelectorAll('[data-own-theme]')) {
      const own = el.getAttribute('data-own-theme')!;
      if (own) el.setAttribute('theme', own);
      else el.removeAttribute('theme');
      el.removeAttribute('data-own-theme');
    }
  });

// One page load per page and size: the OS scheme is switched live (the elements follow it live,
// see the auto test below), so the four axe runs share a load.
for (const path of ['/', '/schocken.html', '/embed.html', '/playground.html']) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`axe finds no serious or critical problem on ${path}, ${size}, light and dark OS, each auto and with the other theme set`, async ({ browser }) => {
      // Four axe runs over a page with a whole ranking table and chart: long on a busy two-core machine.
      test.setTimeout(120_000);
      const page = await open(browser, path, 'light', viewport);
      for (const scheme of ['light', 'dark'] as const) {
        if (scheme === 'dark') {
          await page.emulateMedia({ colorScheme: 'dark' });
          expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), 'the OS scheme switched to dark').toBe(true);
        }
        expect(await axeProblems(page), `${scheme} OS, auto`).toEqual([]);
        // The other theme set on every element: a dark element on a light page, and the other way round.
        const other = scheme === 'light' ? 'dark' : 'light';
        await setTheme(page, other);
        expect(await axeProblems(page), `${scheme} OS, theme="${other}"`).toEqual([]);
        await restoreTheme(page);
      }
      await page.context().close();
    });
  }
}

/**
 * The contrast of `selector`'s text inside rw-game `#id` (through the board's shadow root when
 * `inBoard`) against the background it is drawn on, by WCAG 2; colours read through a canvas.
 */
async function contrast(page: Page, id: string, selector: string, inBoard = false): Promise<number> {
  return page.evaluate(
    ({ id, selector, inBoard }) => {
      const host = document.getElementById(id)!;
      const root = inBoard ? host.shadowRoot!.querySelector('[exportparts]')!.shadowRoot! : host.shadowRoot!;
      const el = root.querySelector(selector) as HTMLElement;
      const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      const rgba = (c: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = c;
        ctx.fillRect(0, 0, 1, 1);
        return [...ctx.getImageData(0, 0, 1, 1).data];
      };
      // The first opaque background up the tree, through shadow roots.
      let bg: number[] = [255, 255, 255, 255];
      for (let n: Element | null = el; n; n = n.parentElement ?? ((n.getRootNode() as ShadowRoot).host ?? null)) {
        const c = rgba(getComputedStyle(n).backgroundColor);
        if (c[3] === 255) {
          bg = c;
          break;
        }
      }
      const lum = (c: number[]) => {
        const [r, g, b] = c.slice(0, 3).map((v) => {
          const s = v / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [a, b] = [lum(rgba(getComputedStyle(el).color)), lum(bg)];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    },
    { id, selector, inBoard },
  );
}

/** Relative luminance of an element's background (0 black … 1 white), read through a canvas. */
const backgroundLuminance = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    ctx.fillStyle = getComputedStyle(el).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...ctx.getImageData(0, 0, 1, 1).data].map((v) => v / 255);
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });

/** The text colour of the board inside rw-game `#id`, as its luminance (light text on a dark board is high). */
const boardTextLuminance = (page: Page, id: string) =>
  page.evaluate((id) => {
    const board = document.getElementById(id)!.shadowRoot!.querySelector('[exportparts]')!;
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    ctx.fillStyle = getComputedStyle(board.shadowRoot!.querySelector('.status')!).color;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...ctx.getImageData(0, 0, 1, 1).data].map((v) => v / 255);
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  }, id);

test('with only --rw-bg set on the page, secondary text keeps its contrast (derived from the set colours)', async ({ browser }) => {
  for (const scheme of ['light', 'dark'] as const) {
    const page = await open(browser, '/schocken.html', scheme);
    await page.evaluate(() => document.documentElement.style.setProperty('--rw-bg', '#202020'));
    expect(await backgroundLuminance(page, '#game')).toBeLessThan(0.2);
    // The rule set's name is the shell's secondary text; the board's player list and status its own.
    for (const [selector, inBoard] of [
      ['.rules-name', false],
      ['.status', true],
      ['[data-action="new-game"]', false],
    ] as const) {
      expect(await contrast(page, 'game', selector, inBoard), `${selector} (${scheme})`).toBeGreaterThanOrEqual(4.5);
    }
    const results = await new AxeBuilder({ page }).include('#game').withRules(['color-contrast']).analyze();
    expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' ')).join(', '))).toEqual([]);
    await page.context().close();
  }
});

test('the embed page’s knobs set the colours but not --rw-muted: the muted text stays readable, also in dark mode', async ({ browser }) => {
  for (const scheme of ['light', 'dark'] as const) {
    const page = await open(browser, '/embed.html', scheme);
    await page.locator('#preview rw-game').evaluate((el) => el.setAttribute('id', 'embed-game'));
    expect(await contrast(page, 'embed-game', '.rules-name')).toBeGreaterThanOrEqual(4.5);
    // A darker background picked with the knob, text left as it was (dark): the knobs' text colour is the page's choice,
    // but a text colour the page did not set would be chosen against it.
    await page.locator('input[name="--rw-fg"]').evaluate((el) => el.remove());
    await page.locator('#preview').evaluate((el) => el.style.removeProperty('--rw-fg'));
    await page.locator('input[name="--rw-bg"]').fill('#2a2f45');
    expect(await contrast(page, 'embed-game', '.rules-name')).toBeGreaterThanOrEqual(4.5);
    expect(await contrast(page, 'embed-game', '.status', true)).toBeGreaterThanOrEqual(4.5);
    await page.context().close();
  }
});

test('theme="dark" gives a dark element on a light page, its board included; theme="light" the other way round', async ({ browser }) => {
  const page = await open(browser, '/schocken.html', 'light');
  expect(await backgroundLuminance(page, '#game')).toBeGreaterThan(0.8);
  await page.locator('#game').evaluate((el) => el.setAttribute('theme', 'dark'));
  expect(await backgroundLuminance(page, '#game')).toBeLessThan(0.2);
  expect(await boardTextLuminance(page, 'game')).toBeGreaterThan(0.6);
  expect(await page.locator('rw-statechart').evaluate((el) => getComputedStyle(el).colorScheme)).not.toBe('dark');
  await page.locator('rw-statechart').evaluate((el) => el.setAttribute('theme', 'dark'));
  expect(await backgroundLuminance(page, 'rw-statechart')).toBeLessThan(0.2);
  await page.locator('rw-rules-table').first().evaluate((el) => el.setAttribute('theme', 'dark'));
  expect(await backgroundLuminance(page, 'rw-rules-table >> nth=0')).toBeLessThan(0.2);
  await page.context().close();

  const dark = await open(browser, '/schocken.html', 'dark');
  expect(await backgroundLuminance(dark, '#game')).toBeLessThan(0.2);
  await dark.locator('#game').evaluate((el) => el.setAttribute('theme', 'light'));
  expect(await backgroundLuminance(dark, '#game')).toBeGreaterThan(0.8);
  expect(await boardTextLuminance(dark, 'game')).toBeLessThan(0.2);
  await dark.context().close();
});

test('auto follows the page’s color-scheme first, where the page declares none the background behind it (this site’s follows the OS), live', async ({ browser }) => {
  const page = await open(browser, '/schocken.html', 'light');
  // The page says dark: dark, although the OS is light.
  await page.evaluate(() => (document.documentElement.style.colorScheme = 'dark'));
  await expect.poll(() => backgroundLuminance(page, '#game')).toBeLessThan(0.2);
  // The page declares no scheme (normal): the site's background decides, light here, then dark when the OS turns it dark.
  await page.evaluate(() => (document.documentElement.style.colorScheme = 'normal'));
  await expect.poll(() => backgroundLuminance(page, '#game')).toBeGreaterThan(0.8);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => backgroundLuminance(page, '#game')).toBeLessThan(0.2);
  // The page says light: light, although the OS is dark.
  await page.evaluate(() => (document.documentElement.style.colorScheme = 'light'));
  await expect.poll(() => backgroundLuminance(page, '#game')).toBeGreaterThan(0.8);
  // An element added to a page that declares no scheme takes the background behind it from the start.
  await page.evaluate(() => {
    document.documentElement.style.colorScheme = 'normal';
    const el = document.createElement('rw-rules-table');
    el.id = 'late-table';
    el.setAttribute('game', 'schocken');
    document.querySelector('main')!.append(el);
  });
  await expect.poll(() => backgroundLuminance(page, '#late-table')).toBeLessThan(0.2);
  await page.context().close();
});

test('an unknown theme value gives a message and the element follows the page', async ({ browser }) => {
  const page = await open(browser, '/schocken.html', 'dark');
  await page.locator('rw-statechart').evaluate((el) => el.setAttribute('theme', 'night'));
  await expect(page.locator('rw-statechart [part="message"]')).toHaveText('theme="night" is not light, dark or auto; the element follows the page (auto).');
  expect(await backgroundLuminance(page, 'rw-statechart')).toBeLessThan(0.2);
  await page.locator('rw-statechart').evaluate((el) => el.setAttribute('theme', 'auto'));
  await expect(page.locator('rw-statechart [part="message"]')).toHaveCount(0);
  await page.context().close();
});
