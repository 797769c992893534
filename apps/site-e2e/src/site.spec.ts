import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
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
  const link = page.getByRole('link', { name: 'Käseschieben' });
  for (let i = 0; i < 10 && !(await link.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#kaeseschieben$/);
});

for (const lang of ['en', 'de']) {
  for (const path of ['/', '/schocken.html', '/embed.html']) {
    test(`${path} fits a 360 px phone in ${lang === 'de' ? 'German' : 'English'}`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      // The page as a German reader gets it: the elements take their language from the page.
      await page.route(`**${path === '/' ? '/' : path}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('<html lang="en">', `<html lang="${lang}">`);
        await route.fulfill({ response, body });
      });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
    });
  }
}
