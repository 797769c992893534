import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The statechart element in Chromium: readable sizes, languages, pan and zoom, keyboard, the
// live highlight of a real game, and the page layout that keeps game and chart in view.

const chart = (page: Page, id?: string) => page.locator(id ? `rw-statechart#${id}` : 'rw-statechart').first();
const game = (page: Page) => page.locator('rw-game#game');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('started')) {
      localStorage.clear();
      sessionStorage.setItem('started', '1');
    }
  });
});

/** Puts a chart into a column of the given width, as a blog would. */
async function column(page: Page, width: number, attrs: Record<string, string> = {}): Promise<void> {
  await page.evaluate(
    ({ width, attrs }) => {
      const col = document.createElement('div');
      col.id = 'column';
      col.style.width = `${width}px`;
      const el = document.createElement('rw-statechart');
      el.id = 'col-chart';
      el.setAttribute('game', 'schocken');
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      col.append(el);
      document.querySelector('main')!.prepend(col);
    },
    { width, attrs },
  );
  await expect(chart(page, 'col-chart').locator('svg')).toBeVisible();
}

/** Every label's rendered font size in CSS px, and whether its text fits its box. */
async function labels(page: Page, id: string) {
  return chart(page, id).evaluate((el) => {
    const root = el.shadowRoot!;
    return [...root.querySelectorAll('svg text')].map((t) => {
      const text = t as SVGTextElement;
      const size = parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM()!.a;
      const box = (text.closest('[data-state]') ? text.closest('[data-state]')!.querySelector('rect') : text.parentElement!.querySelector('.label-box')) as SVGRectElement;
      const widest = Math.max(...[...(text.querySelectorAll('tspan').length ? text.querySelectorAll('tspan') : [text])].map((s) => (s as SVGTextContentElement).getComputedTextLength()));
      return { text: text.textContent, size, fits: widest <= box.width.baseVal.value + 0.5 };
    });
  });
}

test('labels are at least 12 px in a 720 px column, and every text fits its box in English, German and code names', async ({ page }) => {
  await page.goto('/schocken.html');
  await column(page, 720);
  const widths = await chart(page, 'col-chart').evaluate((el) => [el.getBoundingClientRect().width, el.shadowRoot!.querySelector('.viewport')!.clientWidth]);
  expect(widths[0]).toBe(720);
  for (const view of ['en', 'de', 'code']) {
    if (view === 'de') await chart(page, 'col-chart').evaluate((el) => el.setAttribute('lang', 'de'));
    if (view === 'code') await chart(page, 'col-chart').locator('[data-action="technical"]').click();
    const all = await labels(page, 'col-chart');
    expect(all.length).toBeGreaterThan(60);
    expect(all.filter((l) => l.size < 12)).toEqual([]);
    expect(all.filter((l) => !l.fits)).toEqual([]);
  }
  // Wider than the column: it scrolls inside its own viewport, the page does not.
  const scroll = await chart(page, 'col-chart').evaluate((el) => {
    const vp = el.shadowRoot!.querySelector('.viewport')!;
    return { inner: vp.scrollWidth > vp.clientWidth || vp.scrollHeight > vp.clientHeight, page: document.documentElement.scrollWidth - document.documentElement.clientWidth };
  });
  expect(scroll).toEqual({ inner: true, page: 0 });
});

test('the chart speaks German, and a toggle shows the names of the machine config', async ({ page }) => {
  await page.goto('/schocken.html');
  await column(page, 720, { lang: 'de' });
  const c = chart(page, 'col-chart');
  await expect(c.locator('g.state[data-state="playing.half.fromMiddle"] text')).toHaveText('aus der Mitte');
  await expect(c.locator('g.state[data-state="playing.half.fromMiddle.turnOver"] text')).toHaveText('Zug vorbei');
  await expect(c.locator('.edge-label', { hasText: 'sonst' }).first()).toBeVisible();
  await expect(c.locator('[data-action="fit"]')).toHaveText('An Breite anpassen');
  await c.locator('[data-action="technical"]').click();
  await expect(c.locator('[data-action="technical"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(c.locator('g.state[data-state="playing.half.fromMiddle.turnOver"] text')).toHaveText('turnOver');
  await expect(c.locator('.edge-label', { hasText: 'dice.throw' }).first()).toContainText('[throwAllowed]');
  await c.locator('[data-action="technical"]').click();
  await expect(c.locator('g.state[data-state="playing.half.fromMiddle.turnOver"] text')).toHaveText('Zug vorbei');
});

test('zoom by buttons, keys and Ctrl+wheel; pan by dragging; fit to width on request', async ({ page }) => {
  await page.goto('/schocken.html');
  await column(page, 720);
  const c = chart(page, 'col-chart');
  const svg = c.locator('svg');
  const width = Number(await svg.getAttribute('width'));
  await c.locator('[data-action="zoom-in"]').click();
  await expect(svg).toHaveAttribute('width', String(Math.round(width * 1.25)));
  await c.locator('[data-action="zoom-out"]').click();
  await expect(svg).toHaveAttribute('width', String(width));
  // Keys while the chart has focus.
  await c.locator('g.state[tabindex="0"]').focus();
  await page.keyboard.press('+');
  await expect(svg).toHaveAttribute('width', String(Math.round(width * 1.25)));
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(svg).toHaveAttribute('width', String(Math.round(width / 1.25)));
  await page.keyboard.press('0');
  await expect(svg).toHaveAttribute('width', String(width));
  // Ctrl + wheel zooms; the wheel alone scrolls.
  const vp = c.locator('.viewport');
  const box = (await vp.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -200);
  await page.keyboard.up('Control');
  await expect.poll(async () => Number(await svg.getAttribute('width'))).toBeGreaterThan(width);
  await page.keyboard.press('0');
  // Drag to pan (zoomed in, so that there is room to the side as well).
  await page.keyboard.press('+');
  await vp.evaluate((v) => v.scrollTo(0, 0));
  await page.mouse.move(box.x + 300, box.y + 300);
  await page.mouse.down();
  await page.mouse.move(box.x + 200, box.y + 150, { steps: 5 });
  await page.mouse.up();
  expect(await vp.evaluate((v) => [v.scrollLeft, v.scrollTop])).toEqual([100, 150]);
  // A drag is not a click: nothing got selected.
  await expect(c.locator('g.state[aria-selected="true"]')).toHaveCount(0);
  // Fit to width: the whole chart in the column, by the reader's choice.
  await c.locator('[data-action="fit"]').click();
  await expect.poll(() => vp.evaluate((v) => v.scrollWidth <= v.clientWidth)).toBe(true);
});

/** The deepest focused element's data-state or data-action, through shadow roots. */
async function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a?.getAttribute('data-state') ?? a?.getAttribute('data-action') ?? null;
  });
}

test('the chart is one tab stop; the arrow keys move through the states and Enter explains one', async ({ page }) => {
  await page.goto('/schocken.html');
  await column(page, 720, { lang: 'en' });
  const c = chart(page, 'col-chart');
  await c.locator('[data-action="technical"]').focus();
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('playing');
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('download-svg');
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName(page)).toBe('playing');
  for (const [k, to] of [
    ['ArrowRight', 'playing.half'],
    ['ArrowDown', 'playing.half.fromMiddle'],
    ['ArrowRight', 'playing.half.fromMiddle.turn'],
    ['ArrowRight', 'playing.half.fromMiddle.turn.ready'],
    ['ArrowDown', 'playing.half.fromMiddle.turn.thrown'],
    ['ArrowLeft', 'playing.half.fromMiddle.turn'],
    ['End', 'over'],
    ['Home', 'playing'],
  ] as const) {
    await page.keyboard.press(k);
    expect(await focusedName(page)).toBe(to);
  }
  // The focused state is drawn with a visible ring.
  const ring = await c.locator('g.state[data-state="playing"] rect').evaluate((r) => getComputedStyle(r).strokeWidth);
  expect(parseFloat(ring)).toBeGreaterThanOrEqual(4);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(c.locator('[part="description"]')).toContainText('over: The game is decided');
  await expect(c.locator('g.state[data-state="over"]')).toHaveAttribute('aria-selected', 'true');
  // Tab leaves and comes back to the state last focused.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName(page)).toBe('over');
});

/** Records every path the chart shows and every state lit during a step's replay. */
async function recordSteps(page: Page): Promise<void> {
  await chart(page).evaluate((el) => {
    const w = window as unknown as { paths: string[]; flashes: string[] };
    w.paths = [];
    w.flashes = [];
    const svg = el.shadowRoot!.querySelector('svg')!;
    new MutationObserver((records) => {
      for (const r of records) {
        const t = r.target as Element;
        if (r.attributeName === 'data-path' && t === svg) w.paths.push(svg.getAttribute('data-path') ?? '');
        if (r.attributeName === 'class' && t.classList.contains('flash')) w.flashes.push(t.getAttribute('data-state') ?? '');
      }
    }).observe(svg, { attributes: true, subtree: true, attributeFilter: ['data-path', 'class'] });
  });
}

/** Plays rounds (throw once, stop) against instant bots until a step is seen passing through `reveal`. */
async function playUntilReveal(page: Page): Promise<string> {
  const g = game(page);
  for (let i = 0; i < 60; i++) {
    const seen = await page.evaluate(() => (window as unknown as { paths: string[] }).paths.find((p) => /\.reveal /.test(p)));
    if (seen) return seen;
    const stop = g.locator('[data-action="stop"]');
    const thr = g.locator('[data-action="throw"]');
    await expect(thr.or(g.locator('[data-action="new-game"]')).first()).toBeVisible();
    if (await stop.isEnabled()) await stop.click();
    else if (await thr.isEnabled()) await thr.click();
    else await page.waitForTimeout(50);
  }
  throw new Error('no step through reveal was shown');
}

test('a played round lights up the states a step passes through: turn over, then reveal', async ({ page }) => {
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  await recordSteps(page);
  await page.evaluate(() => {
    const el = document.getElementById('game') as HTMLElement & { newGame(): void; updateComplete: Promise<boolean> };
    for (const [k, v] of Object.entries({ speed: '0', seed: 'reveal', bots: 'tactician, tactician', players: 'Reader' })) el.setAttribute(k, v);
    return el.updateComplete.then(() => el.newGame());
  });
  const path = await playUntilReveal(page);
  // Until the engine reports each step's path, the chart shows what the graph alone makes
  // certain: "reveal" once a round's end leads somewhere only a reveal leads to.
  expect(path).toMatch(/\.turnOver .*\.reveal /);
  // Each state a step passed lights up in turn, also when the bots move faster than that.
  const flashes = () => page.evaluate(() => (window as unknown as { flashes: string[] }).flashes);
  await expect.poll(async () => (await flashes()).some((f) => f.endsWith('.turnOver'))).toBe(true);
  await expect.poll(async () => (await flashes()).some((f) => f.endsWith('.reveal')), { timeout: 15_000 }).toBe(true);
  await expect(chart(page).locator('[part="description"] .path')).toContainText(/turn over → .*reveal/);
});

test('with reduced motion the step is not replayed: the resting state lights up and the path is listed', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  await recordSteps(page);
  // The page's own game must not move meanwhile: its bots wait (a new game with a slow pace).
  await page.evaluate(() => {
    const g = document.getElementById('game') as HTMLElement & { newGame(): void };
    g.setAttribute('speed', '100000');
    g.newGame();
  });
  await page.evaluate(() => {
    const g = document.getElementById('game')!;
    const H = 'playing.half.fromMiddle';
    g.dispatchEvent(Object.assign(new Event('rw-state-change', { bubbles: true, composed: true }), { value: `${H}.turn.ready`, done: false, path: [`${H}.turnOver`, `${H}.reveal`, `${H}.turn.ready`] }));
  });
  await expect(chart(page).locator('[part="description"] .path')).toHaveText('Last step: turn over → reveal → ready');
  await expect(chart(page).locator('g.state.active.atomic')).toHaveAttribute('data-state', 'playing.half.fromMiddle.turn.ready');
  await expect(chart(page).locator('g.state.passed')).toHaveCount(2);
  expect(await page.evaluate(() => (window as unknown as { flashes: string[] }).flashes)).toEqual([]);
  await context.close();
});

test('the transitions an event can take now are marked, and follow the game', async ({ page }) => {
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  // A seed with which the person at the screen begins (the bots wait): the first of a fixed list.
  const personBegins = await page.evaluate(async () => {
    const el = document.getElementById('game') as HTMLElement & { newGame(): void; updateComplete: Promise<boolean> };
    const board = () => el.shadowRoot!.querySelector('[exportparts]')!;
    for (let i = 0; i < 20; i++) {
      for (const [k, v] of Object.entries({ speed: '100000', seed: `chart-${i}`, bots: 'tactician', players: 'Chart' })) el.setAttribute(k, v);
      await el.updateComplete;
      el.newGame();
      await el.updateComplete;
      await (board() as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
      const t = board().shadowRoot!.querySelector('[data-action="throw"]') as HTMLButtonElement | null;
      if (t && !t.disabled) return true;
    }
    return false;
  });
  expect(personBegins).toBe(true);
  const now = chart(page).locator('.transition.now .edge-label');
  await expect(now).toHaveText(['throw diceif a throw is allowed']);
  await game(page).locator('[data-action="throw"]').click();
  await expect(now).toHaveText(['throw diceif a throw is allowed', 'stopif stopping is allowed']);
});

test('at 1280 × 900 the Throw button and the active state are in view together', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/schocken.html');
  const thr = game(page).locator('[data-action="throw"]');
  await expect(thr).toBeVisible();
  await page.evaluate(() => {
    const el = document.getElementById('game') as HTMLElement & { newGame(): void; updateComplete: Promise<boolean> };
    for (const [k, v] of Object.entries({ speed: '0', seed: 'side', bots: 'tactician, tactician', players: 'Reader' })) el.setAttribute(k, v);
    return el.updateComplete.then(() => el.newGame());
  });
  await thr.scrollIntoViewIfNeeded();
  await expect(thr).toBeEnabled();
  await thr.click();
  await expect(thr).toBeInViewport();
  await expect(chart(page).locator('g.state.active.atomic')).toBeInViewport({ ratio: 1 });
  // Game and chart sit side by side.
  const [g, c] = await Promise.all([game(page).boundingBox(), chart(page).boundingBox()]);
  expect(c!.x).toBeGreaterThan(g!.x + g!.width);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical problem in the chart, colour contrast included (${scheme})`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await page.goto('/schocken.html');
    await expect(chart(page).locator('svg')).toBeVisible();
    await chart(page).locator('g.state[data-state="playing.half"]').focus();
    await page.keyboard.press('Enter');
    const results = await new AxeBuilder({ page }).include('rw-statechart').analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad).toEqual([]);
    expect(results.passes.some((p) => p.id === 'color-contrast')).toBe(true);
    await context.close();
  });
}

test('zoom, pan and a replayed step cause no Content-Security-Policy violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text());
  });
  await page.route('**/schocken.html', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'" } });
  });
  await page.goto('/schocken.html');
  const c = chart(page);
  await expect(c.locator('svg')).toBeVisible();
  await c.locator('[data-action="zoom-in"]').click();
  await c.locator('[data-action="fit"]').click();
  const vp = (await c.locator('.viewport').boundingBox())!;
  await page.mouse.move(vp.x + 100, vp.y + 100);
  await page.mouse.down();
  await page.mouse.move(vp.x + 50, vp.y + 40, { steps: 3 });
  await page.mouse.up();
  await page.evaluate(() => {
    const H = 'playing.half.fromMiddle';
    document.getElementById('game')!.dispatchEvent(Object.assign(new Event('rw-state-change', { bubbles: true, composed: true }), { value: `${H}.turn.ready`, done: false, path: [`${H}.turnOver`, `${H}.turn.ready`] }));
  });
  await expect(c.locator('[part="description"] .path')).toContainText('turn over → ready');
  expect(await c.evaluate((el) => el.shadowRoot!.querySelectorAll('[style]').length)).toBe(0);
  expect(violations).toEqual([]);
});
