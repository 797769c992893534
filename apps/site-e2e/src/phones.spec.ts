import { expect, test, type Page } from '@playwright/test';
import { overflow, prepare, takeSeat } from './support/game-page.js';

// Game pages on a phone and on a wide screen: the live chart keeps the active state (and the step
// that led there) in the part of its viewport the reader sees, after moves, a resize and in both
// themes. (Each test starts in a fresh context: no saved game, the chart toggle off.)

const chart = (page: Page) => page.locator('rw-statechart[for="game"]');
const game = (page: Page) => page.locator('rw-game#game');

/** The person's move: the first control that moves the game on (throw, take, continue, stop). */
async function move(page: Page): Promise<void> {
  await untilTurn(page);
  const next = game(page).locator('[data-action="continue"]:enabled, [data-action="throw"]:enabled, [data-action="take"]:enabled, [data-action="stop"]:enabled').first();
  if ((await next.count()) > 0) await next.click();
  await untilTurn(page);
}

/** Waits until the person at the screen may act again (the bots have moved) or the game is over. */
async function untilTurn(page: Page, acts = '[data-action="continue"]:enabled, [data-action="throw"]:enabled, [data-action="take"]:enabled'): Promise<void> {
  await expect(game(page).locator(`${acts}, [data-action="show"], .game-over`).first()).toBeVisible();
  if (await takeSeat(page)) await untilTurn(page, acts);
}

/**
 * Where the active state lies against the part of the chart's viewport inside the window: `inside`
 * when its box is wholly in it; `step` whether the transitions of the last step are in it too,
 * asked only when the state and the step would fit together.
 */
async function sight(page: Page) {
  return chart(page).evaluate((el) => {
    const root = el.shadowRoot!;
    const vp = root.querySelector('.viewport')!;
    const v = vp.getBoundingClientRect();
    const frame = {
      top: Math.max(v.top + vp.clientTop, 0),
      left: Math.max(v.left + vp.clientLeft, 0),
      bottom: Math.min(v.top + vp.clientTop + vp.clientHeight, innerHeight),
      right: Math.min(v.left + vp.clientLeft + vp.clientWidth, innerWidth),
    };
    const within = (r: DOMRect) => r.top >= frame.top - 1 && r.bottom <= frame.bottom + 1 && r.left >= frame.left - 1 && r.right <= frame.right + 1;
    const states = [...root.querySelectorAll('g.state.active.atomic rect, g.state.active.final rect')].map((r) => r.getBoundingClientRect());
    const edges = [...root.querySelectorAll('.transition.taken .edge')].map((r) => r.getBoundingClientRect());
    const all = [...states, ...edges];
    const span = {
      w: Math.max(...all.map((r) => r.right)) - Math.min(...all.map((r) => r.left)),
      h: Math.max(...all.map((r) => r.bottom)) - Math.min(...all.map((r) => r.top)),
    };
    const fits = edges.length > 0 && span.w <= frame.right - frame.left - 8 && span.h <= frame.bottom - frame.top - 8;
    return {
      flashing: root.querySelector('.state.flash') !== null,
      states: states.length,
      inside: states.length > 0 && states.every(within),
      step: fits ? edges.every(within) : 'does not fit',
    };
  });
}

/** The reader scrolls the chart into view; the active state (and, where it fits, the last step) is in sight. */
async function expectInSight(page: Page): Promise<void> {
  await chart(page).locator('.viewport').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await sight(page)).flashing, { timeout: 10_000 }).toBe(false);
  await expect.poll(async () => {
    const s = await sight(page);
    return { states: s.states, inside: s.inside, step: s.step !== false };
  }).toEqual({ states: 1, inside: true, step: true });
}

for (const name of ['schocken', 'sushizock']) {
  for (const [width, scheme] of [
    [360, 'light'],
    [360, 'dark'],
    [1280, 'light'],
    [1280, 'dark'],
  ] as const) {
    test(`${name} at ${width} px (${scheme}): the chart keeps the active state and the last step in sight after moves and a resize`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`/${name}.html`);
      await prepare(page, { speed: '0', seed: `phones-${name}`, persist: 'off' });
      for (let i = 0; i < 3; i++) {
        await game(page).scrollIntoViewIfNeeded();
        await move(page);
        await expectInSight(page);
      }
      // A turned phone, a window made narrower or wider: the state stays in sight.
      await page.setViewportSize({ width: width === 360 ? 740 : 900, height: width === 360 ? 360 : 700 });
      await expectInSight(page);
      expect(await overflow(page)).toBe(0);
    });
  }
}

// At 360 × 740 every game page starts its board within the first screen, and the toggle keeps the
// chart in view over the board: the active state in sight, the board's controls still reachable.
const CONTROL: Record<string, string> = {
  schocken: '[data-action="throw"]',
  sushizock: '[data-action="throw"]',
  kaeseschieben: '[data-action="roll"]',
  okudos: '[data-action="pass"]',
};

for (const [name, control] of Object.entries(CONTROL)) {
  test(`${name} at 360 × 740: the board starts within one screen, and the chart opens over it with the active state in sight`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/${name}.html`);
    const top = await game(page).evaluate((el) => el.getBoundingClientRect().top + scrollY);
    expect(top).toBeLessThanOrEqual(740);
    await prepare(page, { speed: '0', seed: `phones-${name}`, persist: 'off' });
    await untilTurn(page, `${control}:enabled`);

    // The toggle, by keyboard: the chart comes over the foot of the window, the board above it.
    const toggle = page.locator('button[data-action="chart-view"]');
    await expect(toggle).toHaveAccessibleName('Chart in view');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const panel = page.locator('.chart-panel');
    const box = (await panel.boundingBox())!;
    expect(box.y).toBeGreaterThan(740 / 3);
    expect(box.y + box.height).toBeLessThanOrEqual(741);
    // The game moved to the window's top, so the board (not the page's introduction) shows above the panel.
    const gameTop = await game(page).evaluate((el) => el.getBoundingClientRect().top);
    expect(gameTop).toBeGreaterThanOrEqual(-1);
    expect(gameTop).toBeLessThan(50);
    await expect.poll(async () => {
      const s = await sight(page);
      return s.states === 1 && s.inside;
    }).toBe(true);

    // Every control of the board can still be brought above the panel and used: a trial click
    // fails when something else (the panel) would receive it.
    const button = game(page).locator(control).first();
    await button.scrollIntoViewIfNeeded();
    await button.click({ trial: true, timeout: 5_000 });
    const [b, p] = [await button.boundingBox(), await panel.boundingBox()];
    expect(b!.y + b!.height).toBeLessThanOrEqual(p!.y);
    await expect.poll(async () => (await sight(page)).inside).toBe(true);
    expect(await overflow(page)).toBe(0);

    // Kept on reload; closed from the panel (Escape), and kept closed.
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(panel).toBeInViewport();
    await page.locator('.chart-panel button[data-action="chart-close"]').focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('button[data-action="chart-close"]')).toBeHidden();
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
}

test('the toggle speaks German, and beside the game on a wide screen the chart stays in view while the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/okudos.html?lang=de');
  const toggle = page.locator('button[data-action="chart-view"]');
  await expect(toggle).toHaveAccessibleName('Diagramm im Blick');
  await prepare(page, { speed: '0', seed: 'phones-wide', persist: 'off' });
  await untilTurn(page, '[data-action="pass"]:enabled');
  await toggle.click();
  // Scrolled down to the foot of the board, the chart beside it is still wholly on screen, its state in sight.
  await page.evaluate(() => scrollTo(0, document.getElementById('game')!.getBoundingClientRect().bottom + scrollY - innerHeight));
  await expect(page.locator('.chart-panel rw-statechart .viewport')).toBeInViewport({ ratio: 1 });
  await expect.poll(async () => (await sight(page)).inside).toBe(true);
  await expect(page.locator('button[data-action="chart-close"]')).toBeHidden();
});

// A reader clicks the board, then scrolls down to the chart: the chart now lies under the mouse,
// which has not moved. That is no exploring: the chart goes on showing the game's state.
test('a page scrolled under a resting mouse leaves the chart following the game', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/schocken.html');
  await prepare(page, { speed: '0', seed: 'phones-resting', persist: 'off' });
  await untilTurn(page, '[data-action="throw"]:enabled');
  const viewport = chart(page).locator('.viewport');
  await page.mouse.move(180, 370);
  await viewport.evaluate((vp) => scrollBy(0, vp.getBoundingClientRect().top - 250));
  await expect.poll(() => viewport.evaluate((vp) => vp.matches(':hover'))).toBe(true);
  /** Scrolls the chart's own view to its far corner, away from the active state, as a script may. */
  const away = async () => {
    await viewport.evaluate((vp) => vp.scrollTo({ left: vp.scrollWidth, top: vp.scrollHeight, behavior: 'instant' }));
    await expect.poll(async () => (await sight(page)).inside).toBe(false);
  };
  /** The person's move by keyboard (`action`: throw), once it is enabled: no pointer moves, nothing scrolls. */
  const byKeyboard = async (action: string) => {
    const control = game(page).locator(`[data-action="${action}"]:enabled`).first();
    await expect(control).toHaveCount(1);
    await control.evaluate((b: HTMLElement) => b.focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
  };
  const active = () => chart(page).evaluate((el) => el.shadowRoot!.querySelector('g.state.active.atomic, g.state.active.final')?.getAttribute('data-state') ?? null);

  await away();
  const first = await active();
  await byKeyboard('throw');
  await expect.poll(active).not.toBe(first);
  await expect.poll(async () => {
    const s = await sight(page);
    return { states: s.states, inside: s.inside };
  }).toEqual({ states: 1, inside: true });
});
