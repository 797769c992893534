import { expect, test, type Page } from '@playwright/test';
import { overflow, prepare, takeSeat } from './support/game-page.js';

// Game pages on a phone and on a wide screen: the live chart keeps the active state (and the step
// that led there) in the part of its viewport the reader sees, after moves, a resize and in both
// themes.

const chart = (page: Page) => page.locator('rw-statechart[for="game"]');
const game = (page: Page) => page.locator('rw-game#game');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('started')) {
      localStorage.clear();
      sessionStorage.setItem('started', '1');
    }
  });
});

/** The person's move: the first control that moves the game on (throw, take, continue, stop). */
async function move(page: Page): Promise<void> {
  await untilTurn(page);
  const next = game(page).locator('[data-action="continue"]:enabled, [data-action="throw"]:enabled, [data-action="take"]:enabled, [data-action="stop"]:enabled').first();
  if ((await next.count()) > 0) await next.click();
  await untilTurn(page);
}

/** Waits until the person at the screen may act again (the bots have moved) or the game is over. */
async function untilTurn(page: Page): Promise<void> {
  await expect(game(page).locator('[data-action="continue"]:enabled, [data-action="throw"]:enabled, [data-action="take"]:enabled, [data-action="show"], .game-over').first()).toBeVisible();
  if (await takeSeat(page)) await untilTurn(page);
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
