import { expect, test, type Page } from '@playwright/test';

/**
 * Hidden information on the Schocken page: another player's covered last throw keeps its thrown
 * dice out of the person's view and off the page until the cups are lifted, while the dice that
 * player had set aside lie beside the cup for everyone to see.
 */

const game = (page: Page) => page.locator('rw-game#game');

interface Covered {
  seat: number;
  /** What the board was given for that turn: the view of the person's seat. */
  viewDice: number[] | null;
  viewAside: number[];
  /** What the page shows in that player's row. */
  rowDice: number;
  asideDice: number;
  asideLabel: string | null;
  cup: boolean;
  rowText: string;
}

/** The covered turns with dice set aside that the person's board shows now. */
async function coveredWithAside(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    const board = document.getElementById('game')!.shadowRoot!.querySelector('[exportparts]') as HTMLElement & {
      view: { players: { name: string }[]; results: { seat: number; dice: number[] | null; aside: number[]; covered: boolean }[] } | null;
    };
    const view = board.view;
    if (!view) return [];
    const rows = [...board.shadowRoot!.querySelectorAll('.players li')];
    return view.results
      .filter((r) => r.covered && r.dice === null && r.aside.length > 0)
      .map((r) => {
        const row = rows.find((li) => li.querySelector('.name')?.textContent === view.players[r.seat]!.name)!;
        const label = [...row.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')).join(' | ');
        return {
          seat: r.seat,
          viewDice: r.dice,
          viewAside: r.aside,
          rowDice: row.querySelectorAll('.mini-die').length,
          asideDice: row.querySelectorAll('.aside-dice .mini-die').length,
          asideLabel: row.querySelector('.aside-dice [role="img"]')?.getAttribute('aria-label') ?? null,
          cup: row.querySelector('.covered .cup') !== null,
          rowText: `${row.textContent ?? ''} ${label}`,
        };
      });
  });
}

/** The dice of a seat in the open reveal, as its label reads them. */
async function revealedDice(page: Page, seat: number): Promise<string | null> {
  return page.evaluate((seat) => {
    const root = document.getElementById('game')!.shadowRoot!.querySelector('[exportparts]')!.shadowRoot!;
    return root.querySelector(`.reveal-list li[data-seat="${seat}"] .mini-dice`)?.getAttribute('aria-label') ?? null;
  }, seat);
}

test('a covered throw shows only the dice set aside beside its cup, until the cups are lifted', async ({ page }) => {
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  await page.evaluate(() => {
    const el = document.getElementById('game') as HTMLElement & { newGame(): void; updateComplete: Promise<boolean> };
    for (const [k, v] of Object.entries({ speed: '0', seed: 'covered-aside', bots: 'tactician, tactician', players: 'You' })) el.setAttribute(k, v);
    return el.updateComplete.then(() => el.newGame());
  });
  const throwButton = game(page).locator('[data-action="throw"]');
  const stopButton = game(page).locator('[data-action="stop"]');
  const continueButton = game(page).locator('[data-action="continue"]');

  let found: Covered | null = null;
  for (let turn = 0; turn < 60 && !found; turn++) {
    await expect(game(page).locator('[data-action="continue"], [data-action="throw"]:enabled, .game-over').first()).toBeVisible();
    if ((await continueButton.count()) > 0) {
      await continueButton.click();
      continue;
    }
    if ((await game(page).locator('.game-over').count()) > 0) break;
    found = (await coveredWithAside(page))[0] ?? null;
    if (found) break;
    // The person throws once and stops, so that a bot that begins may use all three throws.
    await throwButton.click();
    if (await stopButton.isEnabled()) await stopButton.click();
  }
  expect(found, 'a bot’s covered throw with dice set aside came up').not.toBeNull();
  const covered = found!;

  // The person's view holds the set-aside dice and not the thrown ones; the page draws the cup and
  // beside it exactly the dice set aside, and no other die of that player.
  expect(covered.viewDice).toBeNull();
  expect(covered.cup).toBe(true);
  expect(covered.asideDice).toBe(covered.viewAside.length);
  expect(covered.rowDice).toBe(covered.viewAside.length);
  expect(covered.asideLabel).toBe(`set aside, seen by all: ${covered.viewAside.join(' ')}`);

  // Play the person's turn; the round ends and the cups are lifted.
  await throwButton.click();
  if (await stopButton.isEnabled()) await stopButton.click();
  await expect(continueButton).toBeVisible();
  const revealed = await revealedDice(page, covered.seat);
  expect(revealed).not.toBeNull();
  const all = revealed!.split(' ').map(Number);
  expect(all).toHaveLength(3);
  // The set-aside dice shown before are among the revealed ones; the rest were thrown under the cup.
  const thrown = [...all];
  for (const d of covered.viewAside) {
    expect(thrown).toContain(d);
    thrown.splice(thrown.indexOf(d), 1);
  }
  expect(thrown).toHaveLength(3 - covered.viewAside.length);
  expect(thrown.every((d) => d >= 1 && d <= 6)).toBe(true);
  // Before the reveal, the whole throw was nowhere in that player's row, by text or by label.
  expect(covered.rowText).not.toContain(revealed!);
});

test('a blind throw of the house rule burgerwerk-blind-doppelt is declared by keyboard, and the reveal says it counted double', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // The house-rule picker of the site links here with the variant in the address.
  await page.goto('/schocken.html?lang=en&variant=burgerwerk-blind-doppelt');
  const variant = page.locator('rw-game#variant-game');
  await variant.scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const el = document.getElementById('variant-game') as HTMLElement & { newGame(): void; updateComplete: Promise<boolean> };
    el.setAttribute('speed', '0');
    el.setAttribute('seed', 'shot-2');
    return el.updateComplete.then(() => el.newGame());
  });
  const blind = variant.locator('[data-action="blind"]');
  await expect(blind).toBeVisible();
  await expect(variant.locator('#blind-note')).toContainText('Nobody sees the dice, you neither');
  await blind.focus();
  await page.keyboard.press('b');
  await expect(variant.locator('[part="reveal"]')).toContainText('You threw blind: the throw counted double.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
