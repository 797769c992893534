// What the game pages' end-to-end tests share: starting a repeatable game, the page's width, and
// the game's context rebuilt from its log (to prove what the page must not show).
import { expect, type Page } from '@playwright/test';
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

/**
 * The game's context, rebuilt in the test from the element's log (seed, decisions, draws): what the
 * page must not show. Mid-game the element gives the whole log only to a page that opts in
 * (`reveal-log`): the test opts in, once (a change of it re-renders the game).
 */
export async function contextOf<Ctx>(page: Page, id = 'game'): Promise<Ctx> {
  const log = await page.evaluate((id) => {
    const el = document.getElementById(id) as HTMLElement & { log: unknown; revealLog: boolean };
    if (!el.revealLog) el.revealLog = true;
    return el.log;
  }, id);
  const read = GameSession.fromLog(log, (g) => gameModule(g)?.runtime, { schemas: SCHEMAS, compile });
  if (!read.ok) throw new Error(read.error.message);
  return (read.value.current as unknown as { context: Ctx }).context;
}

/** At a screen shared by people: when the handover panel is up, the person whose turn it is confirms it. */
export async function takeSeat(page: Page, id = 'game'): Promise<boolean> {
  const show = page.locator(`rw-game#${id} [data-action="show"]`);
  if ((await show.count()) === 0) return false;
  await show.click();
  await expect(show).toHaveCount(0);
  return true;
}

/** The game's DOM as one text, shadow roots included (what a reader's devtools or a screen reader could reach). */
export async function composedHTML(page: Page, id = 'game'): Promise<string> {
  return page.evaluate((id) => {
    const out = (n: Node): string => {
      if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
      if (!(n instanceof Element)) return [...n.childNodes].map(out).join('');
      const attrs = [...n.attributes].map((a) => ` ${a.name}="${a.value}"`).join('');
      const shadow = n.shadowRoot ? `<#shadow>${[...n.shadowRoot.childNodes].map(out).join('')}</#shadow>` : '';
      return `<${n.localName}${attrs}>${shadow}${[...n.childNodes].map(out).join('')}</${n.localName}>`;
    };
    return out(document.getElementById(id)!);
  }, id);
}
