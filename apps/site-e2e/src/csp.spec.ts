import { expect, test, type Page } from '@playwright/test';

// Every element and every game on one page under a strict Content-Security-Policy: no script
// from strings, no style attribute or element of the page's own. Sizes the boards draw by
// (a house rule's board 12 by 6) go through the CSSOM, which the policy allows.
const CSP = "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'";
const GAMES = ['schocken', 'sushizock', 'kaeseschieben', 'okudos'] as const;

const BIG_BOARD = `variant "gross" extends kaeseschieben

board 12 by 6
`;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict CSP</title><link rel="icon" href="data:,">
<script type="module" src="/cdn/regelwerk.js"></script></head><body><main>
${GAMES.map(
  (g) => `<section><h2>${g}</h2>
<rw-game id="${g}" game="${g}" players="Reader" bots="random" speed="50" persist="off"></rw-game>
<rw-statechart game="${g}" for="${g}"></rw-statechart>
<rw-rules-table game="${g}"></rw-rules-table></section>`,
).join('\n')}
<section><h2>A bigger board</h2><rw-game id="big" game="kaeseschieben" players="Reader" bots="random" speed="100000" persist="off"><script type="text/x-regelwerk">${BIG_BOARD}</script></rw-game></section>
<section><h2>Editor</h2><rw-rules-editor game="schocken" variant="jule" storage-key="csp"></rw-rules-editor></section>
</main></body></html>`;

/** Opens the page under the policy, recording every violation the browser reports. */
async function open(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective}: ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`), true);
  });
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) refused.push(m.text());
  });
  page.on('pageerror', (e) => refused.push(e.message));
  await page.route('**/csp-page.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': CSP }, body: PAGE }));
  await page.goto('/csp-page.html');
  return async () => [...(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)), ...refused];
}

test('every element and every game runs under script-src and style-src self without a single violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await open(page);
  for (const g of GAMES) {
    await expect(page.locator(`#${g} [exportparts]`).first(), `${g} board`).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(`rw-statechart[game="${g}"] svg`).first(), `${g} chart`).toBeVisible();
    await expect(page.locator(`rw-rules-table[game="${g}"] table`).first(), `${g} table`).toBeVisible();
  }
  // The editor: its code box, its compile worker's verdict and its table.
  const editor = page.locator('rw-rules-editor');
  await expect(editor.locator('[part="status"]')).toHaveAttribute('data-problems', '0', { timeout: 30_000 });
  await expect(editor.locator('rw-rules-table tr[data-row="Jule"]')).toHaveAttribute('data-diff', 'new');
  // Boards sized by the CSSOM: O'kudos draws its 9 columns.
  const columns = (selector: string) => page.locator(selector).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(await columns('#okudos .grid')).toBe(9);
  // A few moves, so the boards redraw (bots at a quick pace).
  await page.locator('#schocken [data-action="throw"]').click();
  await page.waitForTimeout(500);
  expect(await violations()).toEqual([]);
});

test('a house rule with board 12 by 6 draws 12 columns and 6 rows under the strict policy', async ({ page }) => {
  const violations = await open(page);
  const grid = page.locator('#big .grid');
  await expect(grid).toHaveAttribute('data-width', '12', { timeout: 20_000 });
  await expect(grid.locator('[data-cell]')).toHaveCount(72);
  expect(await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(12);
  // The cells are as wide as they are high: the grid's shape is 12 by 6.
  const box = (await grid.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(2, 1);
  expect(await violations()).toEqual([]);
});
