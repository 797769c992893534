import { expect, test, type Page } from '@playwright/test';
import { prepare } from './support/game-page.js';

// Keyboard only (Tab, Shift+Tab, Enter, Space): focus is never trapped or stolen, and after every
// key it is on a visible control inside the game.

/** The deepest focused element, through shadow roots: whether it is inside the game, visible, and what it is. */
async function focus(page: Page): Promise<{ inGame: boolean; visible: boolean; action: string; dir: string | null }> {
  return page.evaluate(() => {
    let a: Element | null = document.activeElement;
    const inGame = a?.id === 'game';
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    const r = a?.getBoundingClientRect();
    return {
      inGame,
      visible: r !== undefined && r.width > 0 && r.height > 0,
      action: a?.getAttribute('data-action') ?? (a?.hasAttribute('data-focus-park') ? 'status' : (a?.tagName ?? 'none')),
      dir: a?.getAttribute('data-dir') ?? null,
    };
  });
}

async function expectInGame(page: Page): Promise<void> {
  const f = await focus(page);
  expect(f.inGame, `focus left the game (${f.action})`).toBe(true);
  expect(f.visible, `focus is on a hidden element (${f.action})`).toBe(true);
}

/** Tab (or Shift+Tab) until one of `actions` has focus; focus stays inside the game on the way once it got there. */
async function tabTo(page: Page, actions: readonly string[], back = false, max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (actions.includes((await focus(page)).action)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${actions.join(' or ')} with ${back ? 'Shift+Tab' : 'Tab'}`);
}

const enabled = (page: Page, sel: string) =>
  page.evaluate((sel) => {
    const root = document.getElementById('game')!.shadowRoot!.querySelector('rw-kaeseschieben-board')!.shadowRoot!;
    return [...root.querySelectorAll<HTMLButtonElement>(sel)].filter((b) => !b.disabled).map((b) => b.dataset['dir'] ?? b.dataset['action'] ?? '');
  }, sel);

test('Käseschieben by Tab, Shift+Tab, Enter and Space: after a step, Tab and Shift+Tab move between the steps and are never pulled back', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/kaeseschieben.html');
  await prepare(page, { speed: '0', seed: 'tab-steps', bots: 'tactician', players: 'Keys' });
  let moved = 0;
  for (let i = 0; i < 60 && moved < 4; i++) {
    await page.waitForFunction(() => {
      const root = document.getElementById('game')?.shadowRoot?.querySelector('rw-kaeseschieben-board')?.shadowRoot;
      return root?.querySelector('.game-over') || [...(root?.querySelectorAll<HTMLButtonElement>('button[data-action]') ?? [])].some((b) => !b.disabled);
    });
    if ((await enabled(page, '[data-action="roll"]')).length > 0) {
      await tabTo(page, ['roll']);
      await page.keyboard.press('Enter');
    } else if ((await enabled(page, '[data-action="take"], [data-action="decline"]')).length > 0) {
      await tabTo(page, ['take', 'decline']);
      await page.keyboard.press('Space');
    } else {
      const steps = await enabled(page, '[data-action="step"]');
      if (steps.length === 0) continue;
      await tabTo(page, ['step']);
      if (steps.length >= 2) {
        // From one step to the next and back: focus goes where the keys send it.
        const from = (await focus(page)).dir;
        await page.keyboard.press('Tab');
        const next = await focus(page);
        await page.waitForTimeout(50);
        expect(await focus(page)).toEqual(next);
        if (next.action === 'step') {
          expect(next.dir).not.toBe(from);
          await page.keyboard.press('Shift+Tab');
          await page.waitForTimeout(50);
          expect((await focus(page)).dir).toBe(from);
        }
        await tabTo(page, ['step'], true);
        moved++;
      }
      await page.keyboard.press(moved % 2 ? 'Enter' : 'Space');
    }
    await expectInGame(page);
  }
  expect(moved).toBe(4);
});
