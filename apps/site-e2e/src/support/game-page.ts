// What the game pages' end-to-end tests share: starting a repeatable game, the page's width, and
// the game's context rebuilt from its log (to prove what the page must not show).
import type { Page } from '@playwright/test';
import { compile } from '@regelwerk/dsl';
import { GameSession } from '@regelwerk/engine';
import { gameModule, SCHEMAS } from '@regelwerk/games/all';

/** Makes a game quick and repeatable: bots move at once, a fixed seed, a fresh start. */
export async function prepare(page: Page, attrs: Record<string, string>, id = 'game') {
  // Bots play only while the game is on screen, as for a reader who scrolls to it.
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await page.evaluate(
    ({ id, attrs }) => {
      const el = document.getElementById(id) as HTMLElement & { newGame(): void; updateComplete: Promise<boolean> };
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      return el.updateComplete.then(() => el.newGame());
    },
    { id, attrs },
  );
}

/** How far the page is wider than the window (0: no sideways scrolling). */
export async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The game's context, rebuilt in the test from the element's log (seed, decisions, draws): what the page must not show. */
export async function contextOf<Ctx>(page: Page, id = 'game'): Promise<Ctx> {
  const log = await page.evaluate((id) => (document.getElementById(id) as HTMLElement & { log: unknown }).log, id);
  const read = GameSession.fromLog(log, (g) => gameModule(g)?.runtime, { schemas: SCHEMAS, compile });
  if (!read.ok) throw new Error(read.error.message);
  return (read.value.current as unknown as { context: Ctx }).context;
}
