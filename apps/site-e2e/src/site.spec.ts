import { expect, test } from '@playwright/test';
import { GAME_IDS } from '@regelwerk/games';
import { watch } from './support/problems.js';

// Every game of the registry has its page.
const PAGES = ['/', ...GAME_IDS.map((id) => `/${id}.html`), '/house-rules.html', '/embed.html', '/playground.html'];


test.describe('the home page', () => {
  test.beforeEach(async ({ page }) => {
    const problems = watch(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    expect(problems).toEqual([]);
  });

  test('the home page lists the four games with tables compiled from their rule files', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Schocken', 'Sushizock im Gockelwok', 'Käseschieben', "O'kudos"]);
    await expect(page.locator('pre.diagnostics')).toHaveCount(0);
    for (const id of ['schocken', 'sushizock', 'kaeseschieben', 'okudos']) {
      await expect(page.locator(`#${id} table`).first()).toBeVisible();
    }
  });

  test('the Schocken table ranks nine kinds of throw, best first, with tokens and chances', async ({ page }) => {
    const rows = page.locator('#schocken table[data-table="ranking"] tbody tr');
    await expect(rows).toHaveCount(9);
    await expect(rows.first()).toContainText(['Schock out']);
    await expect(rows.first().locator('td').nth(3)).toHaveText('all, ends the half');
    await expect(rows.nth(7).locator('td').nth(2)).toHaveText('6-5-4; 5-4-3; 4-3-2; 3-2-1');
    await expect(rows.nth(7).locator('td').nth(4)).toHaveText('11.11 %');
    await expect(rows.last().locator('td').nth(1)).toHaveText('Einfacher Wurf');
  });

  test('the other games show their tiles, cubes and deal', async ({ page }) => {
    await expect(page.locator('#sushizock table[data-table="tiles"] tbody tr')).toHaveCount(10);
    await expect(page.locator('#kaeseschieben table[data-table="cubes"] tbody tr').nth(1)).toHaveText(/mittel\s*8\s*4\s*3/);
    await expect(page.locator('#okudos table[data-table="deal"] tbody tr')).toHaveCount(3);
    await expect(page.locator('#okudos .variants')).toContainText('variante-1, variante-2, variante-3');
  });

  test('the table of contents can be used with the keyboard alone', async ({ page }) => {
    // The table of contents' link (the site's navigation links the Käseschieben page too).
    const link = page.getByRole('navigation', { name: 'Games' }).getByRole('link', { name: 'Käseschieben' });
    for (let i = 0; i < 20 && !(await link.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#kaeseschieben$/);
  });
});

for (const lang of ['en', 'de'] as const) {
  for (const path of PAGES) {
    test(`${path} fits a 360 px phone in ${lang === 'de' ? 'German' : 'English'}`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      const problems = watch(page);
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.waitForLoadState('networkidle');
      // The elements are drawn (and so as wide as they will get) before the page is measured.
      for (const el of await page.locator('rw-game, rw-statechart, rw-rules-table, rw-rules-editor').all()) {
        await expect(el).toHaveAttribute('lang', lang);
        await expect(el.locator('button, svg, table').first()).toBeVisible();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      // Only the page's language shows: every visible block of prose is in it.
      const hidden = await page.evaluate((other) => [...document.querySelectorAll(`[data-lang="${other}"]`)].filter((e) => (e as HTMLElement).offsetParent !== null).length, lang === 'de' ? 'en' : 'de');
      expect(hidden).toBe(0);
      expect(problems).toEqual([]);
    });
  }
}

test('the language switch works by keyboard, reaches the elements and lasts across a reload', async ({ page }) => {
  await page.goto('/schocken.html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'How it plays' })).toBeVisible();
  const deutsch = page.getByRole('button', { name: 'Deutsch' });
  for (let i = 0; i < 10 && !(await deutsch.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(deutsch).toBeFocused();
  await expect(deutsch).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(deutsch).toHaveAttribute('aria-pressed', 'true');
  await expect(deutsch).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'So wird gespielt' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How it plays' })).toBeHidden();
  await expect(page).toHaveTitle('Schocken — regelwerk');
  await expect(page.locator('#game [data-action="new-game"]')).toHaveText('Neues Spiel');
  await expect(page.locator('#variant-select option[value="jule"]')).toHaveText(/direkt unter Schock out/);
  // German numbers in the element's table.
  await expect(page.locator('rw-rules-table[for="game"] tbody tr').first()).toContainText('0,46 %');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 2, name: 'So wird gespielt' })).toBeVisible();
  await page.goto('/embed.html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Ein Spiel einbinden — regelwerk');
  await expect(page.locator('#snippet-code')).toContainText('lang="de"');

  // And back, with the keyboard too: Space on the other button.
  const english = page.getByRole('button', { name: 'English' });
  await english.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#snippet-code')).toContainText('lang="en"');
  await expect(page.locator('#preview rw-game')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('?lang= picks the language, and the browser language is the default', async ({ browser }) => {
  const german = await browser.newContext({ locale: 'de-DE' });
  const page = await german.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  // The compiler's numbers in German: 11,11 % for a Straße; German column heads.
  const straße = page.locator('#schocken table[data-table="ranking"] tbody tr').nth(7);
  await expect(straße.locator('td').nth(4)).toHaveText('11,11 %');
  await expect(page.locator('#schocken table[data-table="ranking"] thead th').nth(3)).toHaveText('Strafsteine');
  await expect(page.locator('#okudos .variants')).toContainText('Hausregeln in rules/variants');
  await page.goto('/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(straße.locator('td').nth(4)).toHaveText('11.11 %');
  // An address's choice is remembered like a click.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await german.close();
});

test('every page switches language under a strict Content-Security-Policy', async ({ page }) => {
  const problems = watch(page);
  await page.route(/\/(schocken\.html|embed\.html)?(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'" } });
  });
  for (const path of PAGES) {
    await page.goto(`${path}?lang=de`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-lang="de"]').first()).toBeHidden();
    await expect(page.locator('[data-lang="en"]').first()).toBeVisible();
  }
  expect(problems.filter((p) => /Content Security Policy|Refused to/.test(p))).toEqual([]);
});

test.describe('the house-rule comparison', () => {
  for (const lang of ['en', 'de'] as const) {
    test(`choosing Jule marks the Jule row new and no other row (${lang})`, async ({ page }) => {
      await page.goto(`/schocken.html?lang=${lang}`);
      const select = page.locator('#variant-select');
      const table = page.locator('#variant-table');
      await select.selectOption('sechsen-umdrehen');
      await expect(table.locator('caption')).toContainText('sechsen-umdrehen');
      // An option changes the odds, not a row: nothing is marked.
      await expect(table.locator('tbody tr')).toHaveCount(9);
      await expect(table.locator('tr[data-diff]')).toHaveCount(0);
      await select.selectOption('jule');
      await expect(table.locator('caption')).toContainText('jule');
      const jule = table.locator('tr[data-row="Jule"]');
      await expect(jule).toHaveAttribute('data-diff', 'new');
      await expect(jule.locator('[part="diff-mark"]')).toContainText(lang === 'de' ? 'neu' : 'new');
      await expect(table.locator('tr[data-diff]')).toHaveCount(1);
      for (const name of ['Schock out', 'Schock 6', 'Admiral', 'Straße', 'Einfacher Wurf']) {
        await expect(table.locator(`tr[data-row="${name}"]`)).not.toHaveAttribute('data-diff', /./);
      }
      // The mark is words, with a description a screen reader reads in the row's header cell.
      await expect(jule.locator('th')).toContainText(lang === 'de' ? 'nicht in den Regeln, mit denen verglichen wird' : 'not in the rules it is compared with');
      await expect(table.locator('[part="compare-summary"]')).toContainText(lang === 'de' ? 'eine neue Zeile, keine geänderte Zeile' : 'one new row, no changed rows');
      // The standard table beside it marks nothing.
      await expect(page.locator('rw-rules-table:not(#variant-table) tr[data-diff]')).toHaveCount(0);
    });
  }
});

test('the house-rule page lists the catalogue by region or source, in both languages, and plays a house rule on its game page', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/house-rules.html');
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('.house-rule-group h2 [data-lang="en"]').first()).toHaveText('Schocken in the Rhineland and Westphalia: clubs and tournaments');
  await expect(page.locator('.house-rule-group h2 [data-lang="de"]').first()).toBeHidden();
  const werl = page.locator('[data-variant="schocken-werl-herausgelegt"]');
  await expect(werl.locator('.what [data-lang="en"]')).toHaveText('Dice set aside stay aside for the rest of the turn (Schockturnier Werl).');
  await expect(werl.locator('a.source')).toHaveAttribute('href', 'https://3kompanie.de/content/schockertunier-werl/spielregeln.html?nglayout=plain');
  await expect(werl.locator('a.open')).toHaveAttribute('href', '/playground.html?game=schocken&variant=werl-herausgelegt');
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(werl.locator('.what [data-lang="de"]')).toBeVisible();
  await expect(werl.locator('.what [data-lang="de"]')).toHaveText('Herausgelegte Würfel bleiben liegen (Schockturnier Werl).');
  await expect(werl.locator('.what [data-lang="en"]')).toBeHidden();
  await werl.locator('a.play').click();
  await expect(page).toHaveURL(/\/schocken\.html\?variant=werl-herausgelegt#variants$/);
  await expect(page.locator('#variant-select')).toHaveValue('werl-herausgelegt');
  await expect.poll(() => page.evaluate(() => (document.getElementById('variant-game') as HTMLElement & { log: { variant: string | null } | null }).log?.variant)).toBe('werl-herausgelegt');
  // Käseschieben's page offers its two house rules by name too; its heading names none of them.
  await page.goto('/kaeseschieben.html?variant=werte-1-2-3#variants');
  await expect(page.locator('#variant-select')).toHaveValue('werte-1-2-3');
  await expect(page.locator('#variants [data-lang="de"]')).toHaveText('Hausregeln');
  await expect.poll(() => page.evaluate(() => (document.getElementById('variant-game') as HTMLElement & { log: { variant: string | null } | null }).log?.variant)).toBe('werte-1-2-3');
  await page.locator('#variant-select').selectOption('blind');
  await expect(page.locator('#variant-game')).toHaveAttribute('variant', 'blind');
  expect(problems).toEqual([]);
});
