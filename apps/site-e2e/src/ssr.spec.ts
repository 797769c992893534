import { expect, test } from '@playwright/test';

// The game pages' chart and table are rendered at build time as declarative shadow DOM
// (apps/site/vite.config.ts, docs/embedding.md "Server-side rendering").

const table = 'rw-rules-table[for="game"]';
const chart = 'rw-statechart[for="game"]';

test('without JavaScript a game page shows its statechart and its rules table', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/schocken.html');
  await expect(page.locator(`${table} table[data-table="ranking"] tbody tr`).first()).toBeVisible();
  await expect(page.locator(`${table} tr[data-row="Schock out"]`)).toBeVisible();
  await expect(page.locator(`${chart} svg[part="chart"]`)).toBeVisible();
  expect(await page.locator(`${chart} [data-state]`).count()).toBeGreaterThan(10);
  await expect(page.locator(`${chart} .legend`)).toContainText('Boxes are situations of the game');
  await context.close();
});

test('with JavaScript the elements take the rendered content over, with no loading notice and nothing twice, and follow a language switch', async ({ page }) => {
  // Every frame once the page is parsed (the script runs only then): each element's shadow root
  // shows one chart or one set of tables, never a loading notice.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { ssrSeen: string[] }).ssrSeen = seen;
    const look = () => {
      for (const el of document.readyState === 'loading' ? [] : document.querySelectorAll('rw-rules-table[for="game"], rw-statechart[for="game"]')) {
        const root = el.shadowRoot;
        if (!root) continue;
        const count = root.querySelectorAll(el.localName === 'rw-statechart' ? 'svg[part="chart"]' : 'table[data-table="ranking"]').length;
        if (count !== 1 || /Loading|Lädt/.test(root.textContent ?? '')) seen.push(`${el.localName}: ${count} shown${/Loading|Lädt/.test(root.textContent ?? '') ? ', loading' : ''}`);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/schocken.html');
  // Taken over: the chart lights the state the game is in (the server cannot know it).
  await expect(page.locator(`${chart} [part~="state-active"]`).first()).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { ssrSeen: string[] }).ssrSeen)).toEqual([]);
  // A language switch makes the tables anew (a moment of "Lädt…" is the element's own behaviour, not the takeover's).
  await page.locator('[data-set-lang="de"]').click();
  await expect(page.locator(`${table} table[data-table="ranking"] caption`)).toContainText('Rangfolge der Würfe');
  await expect(page.locator(`${chart} .legend`)).toContainText('Kästen sind Situationen des Spiels');
  expect(await page.locator(`${table} table[data-table="ranking"]`).count()).toBe(1);
  expect(await page.locator(`${chart} svg[part="chart"]`).count()).toBe(1);
});
