import { expect, test } from '@playwright/test';

// The playground's Embed snippet holds the rule text inline in a <script type="text/x-regelwerk">.
// Chromium's own HTML parser must keep every comment inside that script: `</SCRIPT >` would end
// it, and `<!--<script>` would make it swallow the markup after it.
const HOSTILE = ['# <!--<script>', '# </SCRIPT >', '# <\\/script> as written'];

test('a snippet whose rule text holds <!--<script> and </SCRIPT > puts both elements on a page, with the very text', async ({ page }) => {
  await page.goto('/playground.html?game=schocken&variant=jule&lang=en');
  const editor = page.locator('rw-rules-editor');
  await expect(editor.locator('.cm-content')).toBeVisible();
  await editor.locator('.cm-content').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(`\n${HOSTILE.join('\n')}\n`);
  const text = await editor.evaluate((el) => (el as HTMLElement & { text: string }).text);
  for (const line of HOSTILE) expect(text).toContain(line);

  await editor.locator('[data-action="snippet"]').click();
  const snippet = await editor.locator('textarea[data-field="snippet"]').inputValue();
  expect(snippet).toMatch(/^<script type="module" src="https:\/\/cdn\.jsdelivr\.net\/npm\/@regelwerk\/elements@[^/]+\/dist\/cdn\/regelwerk\.js"><\/script>\n/);

  // The snippet as a page of its own, on this origin (no network here: the CDN address becomes this host's copy).
  await page.route('**/snippet-page.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Snippet</title><link rel="icon" href="data:,"></head><body>
${snippet.replace(/src="[^"]+"/, 'src="/cdn/regelwerk.js"')}
<p id="after">after the snippet</p></body></html>`,
    }),
  );
  await page.goto('/snippet-page.html');
  await expect(page.locator('body > rw-game')).toHaveCount(1);
  await expect(page.locator('body > rw-rules-table')).toHaveCount(1);
  await expect(page.locator('body > p#after')).toHaveText('after the snippet');
  // Chromium kept each block whole, exactly as the snippet wrote it (that the elements' reader turns
  // it back into the very text is a unit test of packages/elements: inline-rules.test.ts).
  const blocks = [...snippet.matchAll(/<script type="text\/x-regelwerk">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(blocks).toHaveLength(2);
  for (const line of ['# <\\!--<\\script>', '# <\\/SCRIPT >', '# <\\\\/script> as written']) expect(blocks[0]).toContain(line);
  const written = await page.locator('body > :is(rw-game, rw-rules-table) > script[type="text/x-regelwerk"]').allTextContents();
  expect(written).toEqual(blocks);
  await expect(page.locator('rw-rules-table tr[data-row="Jule"]')).toHaveAttribute('data-diff', 'new');
  await expect(page.locator('rw-game [part="rules-name"]')).toContainText('jule');
});
