import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { contextOf, overflow, prepare, takeSeat } from './support/game-page.js';

// Sushizock im Gockelwok on its page, in Chromium: a whole game by keyboard, a reload mid-turn,
// hidden tiles absent from the page for every seat, axe, a phone in German.

const game = (page: Page, id = 'game') => page.locator(`rw-game#${id}`);
const board = (page: Page, id = 'game') => game(page, id).locator('rw-sushizock-board');

/** The deepest focused element, through shadow roots: its data-action, `die:<n>` for a die, or its tag. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    const die = a?.getAttribute('data-die');
    return a?.getAttribute('data-action') ?? (die != null ? `die:${die}` : null) ?? a?.getAttribute('data-focus-park') ?? a?.tagName ?? 'none';
  });
}

/** Presses Tab until a control with one of these data-actions has focus (keyboard only). */
async function tabTo(page: Page, actions: readonly string[], max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (actions.includes(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${actions.join(' or ')} with Tab`);
}

/** What the person at the screen can do now, read from the board. */
async function moment(page: Page, id = 'game') {
  return page.evaluate((id) => {
    const root = document.getElementById(id)!.shadowRoot!.querySelector('rw-sushizock-board')!.shadowRoot!;
    const enabled = (sel: string) => [...root.querySelectorAll<HTMLButtonElement>(sel)].filter((b) => !b.disabled);
    return {
      over: root.querySelector('.game-over') !== null,
      status: root.querySelector('.status')?.textContent?.trim() ?? '',
      canThrow: enabled('[data-action="throw"]').length > 0,
      offers: enabled('[data-action="take"], [data-action="steal"]').map((b) => ({ action: b.dataset.action!, position: Number(b.dataset.position), text: b.textContent!.replace(/\s+/g, ' ').trim() })),
      dice: enabled('[data-die]').map((b) => Number(b.dataset.die)),
      faces: enabled('[data-die]').map((b) => b.dataset.face!),
    };
  }, id);
}

/** Waits until the person may act (or the game is over). */
async function untilTurn(page: Page, id = 'game'): Promise<void> {
  await page.waitForFunction((id) => {
    // At a shared screen the next person first confirms the handover.
    if (document.getElementById(id)?.shadowRoot?.querySelector('[data-action="show"]')) return true;
    const root = document.getElementById(id)?.shadowRoot?.querySelector('rw-sushizock-board')?.shadowRoot;
    if (!root) return false;
    return root.querySelector('.game-over') !== null || [...root.querySelectorAll<HTMLButtonElement>('[data-action], [data-die]')].some((b) => b.tagName === 'BUTTON' && !b.disabled);
  }, id);
  if (await takeSeat(page, id)) await untilTurn(page, id);
}

interface Ctx {
  readonly centre: Readonly<Record<string, readonly number[]>>;
  readonly stacks: readonly Readonly<Record<string, readonly number[]>>[];
}

/** Every tile value the board draws, and each stack's words, as the page holds them. */
async function drawn(page: Page, id = 'game') {
  return page.evaluate((id) => {
    const root = document.getElementById(id)!.shadowRoot!.querySelector('rw-sushizock-board')!.shadowRoot!;
    return {
      values: [...root.querySelectorAll<HTMLElement>('[data-value]')].map((t) => Number(t.dataset.value)),
      stacks: [...root.querySelectorAll<HTMLElement>('.players li')].map((li) =>
        [...li.querySelectorAll<HTMLElement>('.stack')].map((s) => ({ group: s.dataset.group!, height: Number(s.dataset.height), text: s.textContent!.replace(/\s+/g, '') })),
      ),
    };
  }, id);
}

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
const signed = (v: number) => (v > 0 ? `+${v}` : `−${-v}`);

/** The page shows the centre and the top of each stack, and no tile below a top: checked against the real context. */
async function expectNoHiddenTiles(page: Page, emptyWord: string): Promise<number> {
  const ctx = await contextOf<Ctx>(page);
  const seen = await drawn(page);
  const tops = ctx.stacks.flatMap((s) => Object.values(s).filter((g) => g.length > 0).map((g) => g[g.length - 1]!));
  expect(sorted(seen.values)).toEqual(sorted([...Object.values(ctx.centre).flat(), ...tops]));
  for (const [seat, stacks] of ctx.stacks.entries()) {
    for (const shown of seen.stacks[seat]!) {
      const list = stacks[shown.group]!;
      expect(shown.height).toBe(list.length);
      // A stack's whole text: its top tile and its height, nothing else.
      expect(shown.text).toBe(list.length === 0 ? `${emptyWord}×0` : `${signed(list[list.length - 1]!)}×${list.length}`);
    }
  }
  return Math.max(...ctx.stacks.flatMap((s) => Object.values(s).map((g) => g.length)));
}

test.beforeEach(async ({ page }) => {
  // A fresh browser context already starts empty; clear once more, but not on reloads.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('started')) {
      localStorage.clear();
      sessionStorage.setItem('started', '1');
    }
  });
});

test('a whole game against a bot, by Tab, Enter and Space alone, to the scoring sheet; focus never falls to the page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/sushizock.html');
  await expect(board(page)).toBeVisible();
  await prepare(page, { speed: '0', seed: 'keyboard-game', bots: 'tactician', players: 'Keyboard' });
  let decisions = 0;
  for (;;) {
    await untilTurn(page);
    const m = await moment(page);
    if (m.over) break;
    if (m.offers.length > 0) {
      // After a throw, focus has moved on to the first offer by itself.
      await tabTo(page, ['take', 'steal']);
      await page.keyboard.press('Enter');
    } else if (m.canThrow) {
      await tabTo(page, ['throw']);
      await page.keyboard.press('Enter');
    } else {
      // Nothing on offer yet: set the first free die aside (Tab to it, Space), throw the rest (Tab, Enter).
      expect(m.dice.length).toBeGreaterThan(0);
      await tabTo(page, [`die:${m.dice[0]!}`]);
      await page.keyboard.press('Space');
      await tabTo(page, ['throw']);
      await page.keyboard.press('Enter');
    }
    decisions++;
    expect(await focused(page)).not.toBe('BODY');
    expect(decisions).toBeLessThan(300);
  }
  await expect(board(page).locator('.game-over')).toHaveText(/^Game over: (Keyboard|tactician 2)( and (Keyboard|tactician 2) share the win| wins) with -?\d+ points?\.$/);
  await expect(board(page).locator('.sheet tbody tr')).toHaveCount(2);
  expect(await page.evaluate(() => (document.getElementById('game') as HTMLElement & { stateValue: string }).stateValue)).toBe('over');
  // The sheet's totals are the game's own scores.
  const outcome = await page.evaluate(() => (document.getElementById('game') as HTMLElement & { log: { outcome?: { details?: { points?: number[] } } } }).log.outcome?.details?.points);
  const totals = await board(page).locator('.sheet tbody tr .total').allTextContents();
  expect(totals.map(Number)).toEqual(outcome);
  expect(decisions).toBeGreaterThan(12);
  // axe on the finished game, the scoring sheet included.
  const results = await new AxeBuilder({ page }).include('rw-game#game').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
});

test('a reload in the middle of a turn restores the game: dice, aside marks, centre and stacks', async ({ page }) => {
  await page.goto('/sushizock.html');
  await expect(board(page)).toBeVisible();
  await prepare(page, { speed: '0', seed: 'reload-game' });
  // A few turns, then the person's first throw of a turn.
  for (let turns = 0; turns < 3; ) {
    await untilTurn(page);
    const m = await moment(page);
    if (m.offers.length > 0) {
      await board(page).locator('[data-action="take"], [data-action="steal"]').first().click();
      turns++;
    } else if (m.canThrow) await board(page).locator('[data-action="throw"]').click();
    else {
      await board(page).locator(`[data-die="${m.dice[0]}"]`).click();
      await board(page).locator('[data-action="throw"]').click();
    }
  }
  await untilTurn(page);
  await board(page).locator('[data-action="throw"]').click();
  await expect(board(page).locator('[data-die]')).toHaveCount(5);
  const picture = async () => ({
    state: await page.evaluate(() => (document.getElementById('game') as HTMLElement & { stateValue: string }).stateValue),
    status: await board(page).locator('.status').textContent(),
    dice: await board(page).locator('[data-die]').evaluateAll((ds) => ds.map((d) => `${d.getAttribute('data-face')}:${d.getAttribute('aria-pressed')}`)),
    centre: await board(page).locator('.centre').textContent(),
    stacks: await board(page).locator('.players').textContent(),
  });
  const before = await picture();
  expect(before.state).toBe('playing.turn.thrown');
  await page.reload();
  await expect(board(page).locator('[data-die]')).toHaveCount(5);
  expect(await picture()).toEqual(before);
});

test('no tile below the top of a stack is in the page, for every seat of a hot-seat game; a phone in German', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/sushizock.html?lang=de');
  await expect(board(page)).toBeVisible();
  await prepare(page, { speed: '0', seed: 'hidden-tiles-3', bots: '', players: 'Ann, Bo, Cy' });
  const seats = new Set<string>();
  let blind = 0;
  let highest = 0;
  for (let i = 0; i < 400; i++) {
    await untilTurn(page);
    const m = await moment(page);
    if (m.over) break;
    highest = Math.max(highest, await expectNoHiddenTiles(page, 'leer'));
    seats.add(m.status.replace(/^Am Zug: (\w+).*$/, '$1'));
    expect(m.status).toMatch(/^Am Zug: (Ann|Bo|Cy) · (Noch nicht gewürfelt|Wurf \d von 3)$/);
    // Blind steals first (they name a place, never a value), then any offer, else set aside and throw.
    const blindOffer = m.offers.findIndex((o) => o.action === 'steal' && o.position > 1);
    // Chasing chopsticks: the free dice of the commoner colour go aside (one die is always left to throw).
    const colour = ['blue', 'red'].sort((a, b) => m.faces.filter((f) => f === b).length - m.faces.filter((f) => f === a).length)[0]!;
    const chase = m.dice.filter((_, k) => m.faces[k] === colour).slice(0, m.dice.length - 1);
    if (blindOffer < 0 && chase.length > 0) {
      for (const d of chase) await board(page).locator(`[data-die="${d}"]`).click();
      await board(page).locator('[data-action="throw"]').click();
    } else if (blindOffer >= 0) {
      expect(m.offers[blindOffer]!.text).toMatch(/^Aus dem (Sushi|Gräten)stapel von (Ann|Bo|Cy) \(Höhe \d+\) die \d+\. von oben klauen$/);
      blind++;
      await board(page).locator('[data-action="take"], [data-action="steal"]').nth(blindOffer).click();
    } else if (m.offers.length > 0) await board(page).locator('[data-action="take"], [data-action="steal"]').first().click();
    else if (m.canThrow) await board(page).locator('[data-action="throw"]').click();
    else {
      await board(page).locator(`[data-die="${m.dice[0]}"]`).click();
      await board(page).locator('[data-action="throw"]').click();
    }
    if (i % 10 === 0) expect(await overflow(page)).toBe(0);
  }
  expect([...seats].sort()).toEqual(['Ann', 'Bo', 'Cy']);
  await expect(board(page).locator('.game-over')).toHaveText(/^Spiel vorbei: .* (gewinnt|teilen sich den Sieg) mit -?\d+ Punkten\.$/);
  await expect(board(page).locator('.sheet')).toContainText('Wertung');
  expect(await overflow(page)).toBe(0);
  // Hot seat with only people and this seed does see blind steals; if not, the seed needs changing.
  expect(blind).toBeGreaterThan(0);
  // The check met stacks with tiles hidden below their tops.
  expect(highest).toBeGreaterThanOrEqual(3);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical problem on the Sushizock page with offers on screen, ${scheme}`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await page.goto('/sushizock.html');
    await expect(board(page)).toBeVisible();
    await prepare(page, { speed: '0', seed: 'axe' });
    await untilTurn(page);
    await board(page).locator('[data-action="throw"]').click();
    await expect(board(page).locator('[data-die]')).toHaveCount(5);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad).toEqual([]);
    expect(results.passes.some((p) => p.id === 'color-contrast')).toBe(true);
    await context.close();
  });
}
