import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { contextOf, overflow, prepare, takeSeat } from './support/game-page.js';

// Käseschieben on its page, in Chromium: a whole round by keyboard against a bot, a reload in the
// middle of a move, no worm in the page that the acting seat may not know (also in the blind
// variant), axe in both themes, a phone in German and in English.

const game = (page: Page, id = 'game') => page.locator(`rw-game#${id}`);
const board = (page: Page, id = 'game') => game(page, id).locator('rw-kaeseschieben-board');

/** The deepest focused element, through shadow roots: its data-action, or its tag when it has none. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a?.getAttribute('data-action') ?? (a?.hasAttribute('data-focus-park') ? 'status' : null) ?? a?.tagName ?? 'none';
  });
}

/** Whether focus is inside the board. */
const inBoard = (page: Page) => page.evaluate(() => document.getElementById('game')?.shadowRoot?.activeElement?.localName === 'rw-kaeseschieben-board');

/**
 * Presses Tab until a control with one of these data-actions has focus (keyboard only); when Tab
 * leaves the board first, back with Shift+Tab (the control lies before the focused one).
 */
async function tabTo(page: Page, actions: readonly string[], max = 120): Promise<void> {
  let back = false;
  for (let i = 0; i < max; i++) {
    if (actions.includes(await focused(page))) return;
    const wasIn = await inBoard(page);
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (!back && wasIn && !(await inBoard(page))) back = true;
  }
  throw new Error(`could not reach ${actions.join(' or ')} with Tab`);
}

interface Moment {
  over: boolean;
  status: string;
  canRoll: boolean;
  steps: { dir: string; pushes: number; over: string | null }[];
  takes: number;
}

/** What the person at the screen can do now, read from the board. */
async function moment(page: Page, id = 'game'): Promise<Moment> {
  return page.evaluate((id) => {
    const root = document.getElementById(id)!.shadowRoot!.querySelector('rw-kaeseschieben-board')!.shadowRoot!;
    const enabled = (sel: string) => [...root.querySelectorAll<HTMLButtonElement>(sel)].filter((b) => !b.disabled);
    return {
      over: root.querySelector('.game-over') !== null,
      status: root.querySelector('.status')?.textContent?.trim() ?? '',
      canRoll: enabled('[data-action="roll"]').length > 0,
      steps: enabled('[data-action="step"]').map((b) => ({ dir: b.dataset.dir!, pushes: Number(b.dataset.pushes), over: b.dataset.over ?? null })),
      takes: enabled('[data-action="take"]').length,
    };
  }, id);
}

/** Waits until the person may act (or the game is over). */
async function untilTurn(page: Page, id = 'game'): Promise<void> {
  await page.waitForFunction((id) => {
    // At a shared screen the next person first confirms the handover.
    if (document.getElementById(id)?.shadowRoot?.querySelector('[data-action="show"]')) return true;
    const root = document.getElementById(id)?.shadowRoot?.querySelector('rw-kaeseschieben-board')?.shadowRoot;
    if (!root) return false;
    return root.querySelector('.game-over') !== null || [...root.querySelectorAll<HTMLButtonElement>('button[data-action]')].some((b) => !b.disabled);
  }, id);
  if (await takeSeat(page, id)) await untilTurn(page, id);
}

/** A step that gets cheese moving: over one's own edge first, then any push, else the `turn`-th step on offer. */
function pick(m: Moment, seat: number, turn: number): Moment['steps'][number] {
  return m.steps.find((s) => s.over === String(seat)) ?? m.steps.find((s) => s.pushes > 0 && s.over === null) ?? m.steps[turn % m.steps.length]!;
}

interface Ctx {
  readonly cubes: readonly { size: string; worm: boolean }[];
  readonly won: readonly (readonly number[])[];
  readonly out: readonly number[];
  readonly current: number;
  readonly receiver: number | null;
  readonly rules: { readonly options: Readonly<Record<string, unknown>> };
}

/**
 * Every worm mark the page holds outside the scoring sheet, per seat, checked against the real
 * context: the acting seat sees exactly its own cubes' worms (none with blind), nobody else's,
 * and no cube out of the game shows one. Returns how many of its own cubes' worms the acting seat was shown.
 */
async function expectOnlyOwnWorms(page: Page, acting: number, id = 'game', known?: Ctx): Promise<number> {
  // The context read just before, when the caller has it (rebuilding it replays the whole log).
  const ctx = known ?? (await contextOf<Ctx>(page, id));
  const blind = ctx.rules.options.blind === true;
  const seen = await page.evaluate((id) => {
    const root = document.getElementById(id)!.shadowRoot!.querySelector('rw-kaeseschieben-board')!.shadowRoot!;
    return {
      seats: [...root.querySelectorAll<HTMLElement>('.players li.player')].map((li) => [...li.querySelectorAll<HTMLElement>('.chip')].map((c) => c.dataset.worm ?? null)),
      out: [...root.querySelectorAll<HTMLElement>('.players .out .chip')].map((c) => c.dataset.worm ?? null),
      marks: [...root.querySelectorAll('.worm-mark')].filter((m) => !m.closest('.sheet')).length,
    };
  }, id);
  for (const [seat, ids] of ctx.won.entries()) {
    const expected = ids.map((i) => (seat === acting && !blind ? String(ctx.cubes[i]!.worm) : null));
    expect(seen.seats[seat]).toEqual(expected);
  }
  expect(seen.out).toEqual(ctx.out.map(() => null));
  expect(seen.marks).toBe(blind ? 0 : ctx.won[acting]!.filter((i) => ctx.cubes[i]!.worm).length);
  return blind ? 0 : ctx.won[acting]!.length;
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

test('a whole round against a bot by Tab, Shift+Tab, arrows and Enter alone, to the scoring sheet; focus never falls to the page', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/kaeseschieben.html');
  await expect(board(page)).toBeVisible();
  await prepare(page, { speed: '0', seed: 'keyboard-round', bots: 'tactician', players: 'Keyboard' });
  const keys: Record<string, string> = { north: 'ArrowUp', east: 'ArrowRight', south: 'ArrowDown', west: 'ArrowLeft' };
  let decisions = 0;
  let steps = 0;
  for (let turn = 0; ; turn++) {
    await untilTurn(page);
    const m = await moment(page);
    if (m.over) break;
    if (m.canRoll) {
      // The dice by Tab (Shift+Tab when the roll button lies behind the focused control) and Enter.
      await tabTo(page, ['roll']);
      await page.keyboard.press('Enter');
    } else if (m.steps.length > 0) {
      await page.keyboard.press(keys[pick(m, 0, turn)!.dir]!);
      steps++;
    } else {
      expect(m.takes).toBeGreaterThan(0);
      await tabTo(page, ['take']);
      await page.keyboard.press('Enter');
    }
    decisions++;
    expect(await focused(page)).not.toBe('BODY');
    expect(decisions).toBeLessThan(1500);
  }
  await expect(board(page).locator('.game-over')).toHaveText(/^Game over: (Keyboard|tactician 2)( and (Keyboard|tactician 2) share the win| wins)\.$/);
  await expect(board(page).locator('.sheet tbody tr[data-seat]')).toHaveCount(2);
  expect(await page.evaluate(() => (document.getElementById('game') as HTMLElement & { stateValue: string }).stateValue)).toBe('over');
  // The sheet's points are the game's own; the shell lists the round.
  const outcome = await page.evaluate(() => (document.getElementById('game') as HTMLElement & { log: { outcome?: { details?: { points?: number[] } } } }).log.outcome?.details?.points);
  const points = await board(page).locator('.sheet tbody tr[data-seat] .points').allTextContents();
  expect(points.map(Number)).toEqual(outcome);
  await expect(game(page).locator('.rounds li')).toHaveCount(1);
  expect(steps).toBeGreaterThan(10);
  // Every cube is accounted for on the sheet: 16, with 6 worms revealed.
  await expect(board(page).locator('.sheet .chip')).toHaveCount(16);
  await expect(board(page).locator('.sheet .chip[data-worm="true"]')).toHaveCount(6);
});

test('a reload in the middle of a move restores it: board, mice, die and steps left', async ({ page }) => {
  await page.goto('/kaeseschieben.html');
  await expect(board(page)).toBeVisible();
  await prepare(page, { speed: '0', seed: 'reload-move' });
  // Play on until the person has taken a step of a move of two or more steps, with steps left.
  for (let turn = 0; turn < 200; turn++) {
    await untilTurn(page);
    const m = await moment(page);
    expect(m.over).toBe(false);
    if (m.canRoll) await board(page).locator('[data-action="roll"]').click();
    else if (m.steps.length > 0) {
      const left = Number(await board(page).locator('[data-left]').getAttribute('data-left'));
      const total = Number(await board(page).locator('[data-steps]').getAttribute('data-steps'));
      if (left < total) break;
      await board(page).locator(`[data-action="step"][data-dir="${pick(m, 0, turn).dir}"]`).click();
    } else await board(page).locator('[data-action="take"]').first().click();
  }
  const picture = async () => ({
    state: await page.evaluate(() => (document.getElementById('game') as HTMLElement & { stateValue: string }).stateValue),
    status: await board(page).locator('.status').textContent(),
    cells: await board(page).locator('[data-cell]').evaluateAll((cs) => cs.map((c) => `${c.getAttribute('data-size') ?? ''}${c.getAttribute('data-mouse') ?? ''}${c.classList.contains('trail') ? '·' : ''}`)),
    die: await board(page).locator('.die-area').textContent(),
    steps: await board(page).locator('[data-action="step"]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-dir'))),
    players: await board(page).locator('.players').textContent(),
  });
  const before = await picture();
  expect(before.state).toBe('match.round.turn.moving');
  expect(before.cells.filter((c) => c.includes('·')).length).toBeGreaterThan(0);
  await page.reload();
  await expect(board(page).locator('[data-action="step"]').first()).toBeVisible();
  expect(await picture()).toEqual(before);
});

test('no worm the acting seat may not know is in the page, for every seat of a hot-seat game; a phone in German', async ({ page }) => {
  // 160 decisions, each checked against the game rebuilt from its log, and a handover between
  // people: minutes on a busy two-core machine.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/kaeseschieben.html?lang=de');
  await expect(board(page)).toBeVisible();
  await prepare(page, { speed: '0', seed: 'hidden-worms-3', bots: '', players: 'Ann, Bo, Cy' });
  const names = ['Ann', 'Bo', 'Cy'];
  const seats = new Set<number>();
  let shown = 0;
  // The first 160 decisions of a round (a good part of it): every seat acts and wins cubes.
  for (let i = 0; i < 160; i++) {
    await untilTurn(page);
    const m = await moment(page);
    expect(m.over).toBe(false);
    const ctx = await contextOf<Ctx>(page);
    const acting = ctx.receiver ?? ctx.current;
    seats.add(acting);
    expect(m.status).toContain(names[acting]!);
    // Checked before every decision, against the context rebuilt from the log.
    shown = Math.max(shown, await expectOnlyOwnWorms(page, acting, 'game', ctx));
    if (m.canRoll) await board(page).locator('[data-action="roll"]').click();
    else if (m.steps.length > 0) await board(page).locator(`[data-action="step"][data-dir="${pick(m, acting, i).dir}"]`).click();
    else await board(page).locator('[data-action="take"]').first().click();
    if (i % 25 === 0) expect(await overflow(page)).toBe(0);
  }
  expect([...seats].sort()).toEqual([0, 1, 2]);
  await expect(board(page).locator('.players h3')).toHaveText('Gewonnene Würfel');
  expect(await overflow(page)).toBe(0);
  // The check met a seat shown the worms of cubes of its own.
  expect(shown).toBeGreaterThan(0);
});

test('blind: nobody sees a worm, not even in their own cubes; a phone in English', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/kaeseschieben.html?lang=en');
  await expect(board(page, 'variant-game')).toBeVisible();
  await prepare(page, { speed: '0', seed: 'blind-round', bots: 'tactician', players: 'Me' }, 'variant-game');
  await expect(game(page, 'variant-game').locator('.rules-name')).toContainText('blind');
  let checked = 0;
  let held = 0;
  for (let i = 0; i < 120; i++) {
    await untilTurn(page, 'variant-game');
    const m = await moment(page, 'variant-game');
    // A short round may end first: what was checked up to there counts.
    if (m.over) break;
    if (m.canRoll) {
      await expectOnlyOwnWorms(page, 0, 'variant-game');
      held = (await contextOf<Ctx>(page, 'variant-game')).won[0]!.length;
      checked++;
      await board(page, 'variant-game').locator('[data-action="roll"]').click();
    } else if (m.steps.length > 0) await board(page, 'variant-game').locator(`[data-action="step"][data-dir="${pick(m, 0, i).dir}"]`).click();
    else await board(page, 'variant-game').locator('[data-action="take"]').first().click();
    if (i % 25 === 0) expect(await overflow(page)).toBe(0);
  }
  expect(checked).toBeGreaterThan(5);
  // The person held cubes of their own while nothing showed a worm; the page says why.
  expect(held).toBeGreaterThan(0);
  await expect(board(page, 'variant-game').locator('.players .note')).toHaveText(/^Blind: nobody may look at their cubes/);
  expect(await overflow(page)).toBe(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical problem on the Käseschieben page with steps on offer, ${scheme}`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await page.goto('/kaeseschieben.html');
    await expect(board(page)).toBeVisible();
    await prepare(page, { speed: '0', seed: 'axe' });
    await untilTurn(page);
    await board(page).locator('[data-action="roll"]').click();
    await expect(board(page).locator('[data-action="step"]').first()).toBeVisible();
    // The push preview is on screen too.
    await board(page).locator('[data-action="step"]').first().focus();
    await expect(board(page).locator('.preview')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad).toEqual([]);
    expect(results.passes.some((p) => p.id === 'color-contrast')).toBe(true);
    await context.close();
  });
}
