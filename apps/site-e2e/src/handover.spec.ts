import { expect, test, type Page } from '@playwright/test';
import { composedHTML, contextOf, prepare } from './support/game-page.js';

// Two people at one screen, in Chromium: between one person's move and the next person's
// confirmation, no seat's secrets are in the page (shadow roots included); after it, exactly the
// next person's are. One short game-start per hidden-information game.

const game = (page: Page) => page.locator('rw-game#game');
const show = (page: Page) => game(page).locator('[data-action="show"]');
const names = ['Anna', 'Ben'];

/** The deepest focused element, through shadow roots: its data-action or its tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a?.getAttribute('data-action') ?? a?.tagName ?? 'none';
  });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.clear());
});

test.describe("O'kudos", () => {
  interface Ctx {
    readonly current: number;
    readonly owners: readonly (number | 'game')[];
    readonly hands: readonly (readonly number[])[];
  }
  const board = (page: Page) => game(page).locator('rw-okudos-board');
  /** A seat's secrets as the page would hold them: hand chips, its striped sectors, "your sector" labels, the note only an owner gets. */
  const secretsIn = (html: string) => ({
    handChips: (html.match(/class="hand-chip/g) ?? []).length,
    ownCells: (html.match(/class="cell [^"]*\bmine\b/g) ?? []).length,
    yours: (html.match(/your sector/g) ?? []).length,
    ownerNote: html.includes('Only you can see your colours'),
  });
  const none = { handChips: 0, ownCells: 0, yours: 0, ownerNote: false };
  /** What the board shows the seat at the screen: its hand and the sectors striped as its own. */
  const shown = (page: Page) =>
    board(page).evaluate((b) => ({
      hand: [...b.shadowRoot!.querySelectorAll<HTMLElement>('.hand-chip')].map((c) => Number(c.dataset.chip)),
      mine: [...new Set([...b.shadowRoot!.querySelectorAll<HTMLElement>('.cell.mine')].map((c) => Number(c.dataset.sector)))].sort((x, y) => x - y),
    }));
  const own = (ctx: Ctx, seat: number) => ctx.owners.flatMap((o, k) => (o === seat ? [k] : []));

  test("no hand and no sector of either person is in the page between a move and the next person's confirmation", async ({ page }) => {
    await page.goto('/okudos.html');
    await expect(board(page)).toBeVisible();
    await prepare(page, { speed: '0', seed: 'handover', bots: '', players: names.join(', ') });
    const ctx = await contextOf<Ctx>(page);
    const first = ctx.current;
    const second = 1 - first;
    // A new game: nobody sits at the screen yet, so the first person confirms too.
    await expect(show(page)).toHaveText(`${names[first]}’s turn — show`);
    expect(secretsIn(await composedHTML(page))).toEqual(none);
    await show(page).click();
    await expect(show(page)).toHaveCount(0);
    // Now the page holds the first person's secrets (the same check finds them).
    expect(await shown(page)).toEqual({ hand: [...ctx.hands[first]!], mine: own(ctx, first) });
    expect(secretsIn(await composedHTML(page)).handChips).toBe(ctx.hands[first]!.length);
    await board(page).locator('.hand-chip').first().click();
    await board(page).locator('.cell.legal').first().click();
    // The move is made: the panel for the second person, and nobody's secrets in the page.
    await expect(show(page)).toHaveText(`${names[second]}’s turn — show`);
    expect(secretsIn(await composedHTML(page))).toEqual(none);
    expect(await focused(page)).toBe('show');
    // The second person confirms by keyboard; the board shows their hand and sectors, no one else's.
    await page.keyboard.press('Enter');
    await expect(show(page)).toHaveCount(0);
    const after = await contextOf<Ctx>(page);
    expect(after.current).toBe(second);
    expect(await shown(page)).toEqual({ hand: [...after.hands[second]!], mine: own(after, second) });
  });
});

test.describe('Käseschieben', () => {
  interface Ctx {
    readonly cubes: readonly { size: string; worm: boolean }[];
    readonly won: readonly (readonly number[])[];
    readonly current: number;
    readonly receiver: number | null;
  }
  const board = (page: Page) => game(page).locator('rw-kaeseschieben-board');
  /** Worms the page holds outside the scoring sheets (a sheet reveals a finished round's, for all). */
  const worms = (page: Page) =>
    board(page).evaluate((b) => ({
      marked: [...b.shadowRoot!.querySelectorAll('[data-worm]')].filter((c) => !c.closest('.sheet')).length,
      marks: [...b.shadowRoot!.querySelectorAll('.worm-mark')].filter((c) => !c.closest('.sheet')).length,
    }));

  test("no worm of either person is in the page between a move and the next person's confirmation", async ({ page }) => {
    await page.goto('/kaeseschieben.html');
    await expect(board(page)).toBeVisible();
    await prepare(page, { speed: '0', seed: 'handover', bots: '', players: names.join(', ') });
    // Quickly, through the board contract: the people play (pushing cheese over their own edge
    // where they can) until both hold cubes this round, then a turn is about to pass.
    await page.evaluate(async () => {
      type Ev = { type: string; dir?: string };
      const el = document.getElementById('game') as HTMLElement & { updateComplete: Promise<boolean> };
      for (let i = 0; i < 3000; i++) {
        const confirm = el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="show"]');
        const b = el.shadowRoot!.querySelector('rw-kaeseschieben-board') as HTMLElement & {
          view: { won: readonly unknown[][]; steps: readonly { dir: string; pushes: readonly number[]; over: { to: number | null } | null }[] };
          legal: readonly Ev[];
          seat: number | null;
          send(e: Ev): void;
        };
        if (confirm) {
          if (b.view.won.every((w) => w.length > 0)) return;
          confirm.click();
        } else {
          const { legal, seat, view } = b;
          const step = view.steps.find((s) => s.over?.to === seat) ?? view.steps.find((s) => s.pushes.length > 0 && s.over === null) ?? view.steps[i % Math.max(1, view.steps.length)];
          const pick = legal.find((e) => e.type === 'die.roll') ?? legal.find((e) => e.type === 'mouse.step' && e.dir === step?.dir) ?? legal.find((e) => e.type === 'cube.take') ?? legal[0]!;
          b.send(pick);
        }
        await el.updateComplete;
      }
      throw new Error('the people never both held cubes');
    });
    // Between a move and the confirmation: the panel, and no worm of anybody outside the sheets.
    const ctx = await contextOf<Ctx>(page);
    const next = ctx.receiver ?? ctx.current;
    expect(ctx.won.every((w) => w.length > 0)).toBe(true);
    await expect(show(page)).toHaveText(`${names[next]}’s turn — show`);
    expect(await worms(page)).toEqual({ marked: 0, marks: 0 });
    await show(page).click();
    await expect(show(page)).toHaveCount(0);
    // Confirmed: exactly the next person's own cubes show their worms.
    expect(await worms(page)).toEqual({ marked: ctx.won[next]!.length, marks: ctx.won[next]!.filter((i) => ctx.cubes[i]!.worm).length });
  });
});
