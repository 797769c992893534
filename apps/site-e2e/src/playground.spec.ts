import { expect, test, type Page } from '@playwright/test';

const CSP = "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'";

const editor = (page: Page) => page.locator('rw-rules-editor');
const code = (page: Page) => editor(page).locator('.cm-content');
const tab = (page: Page, name: string) => editor(page).locator(`[role="tab"][data-tab="${name}"]`);
const panel = (page: Page, name: string) => editor(page).locator(`[role="tabpanel"][data-panel="${name}"]`);

/** The editor's text as it stands. */
const textOf = (page: Page) => editor(page).evaluate((el) => (el as HTMLElement & { text: string }).text);

/** Collects CSP violations and page errors. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy|Refused to/.test(m.text())) problems.push(m.text());
  });
  return problems;
}

/**
 * A shared-link fragment whose rule text, in lz-string's URI-safe format, is `a` repeated
 * 1 + 2 + … + (codes + 1) times: one literal `a`, then codes that each name the dictionary entry
 * being defined, so a few kilobytes of address stand for millions of characters.
 */
function bombLink(codes: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
  // Code 0 (an 8-bit unit follows), then `a`, lowest bit first.
  const bits = [0, 0, 1, 0, 0, 0, 0, 1, 1, 0];
  let width = 3;
  let grow = 4;
  const put = (v: number) => bits.push(...Array.from({ length: width }, (_, i) => (v >> i) & 1));
  for (let code = 4; code < 4 + codes; code++) {
    put(code);
    if (--grow === 0) grow = 2 ** width++;
  }
  put(2);
  while (bits.length % 6 !== 0) bits.push(0);
  let out = '';
  for (let i = 0; i < bits.length; i += 6) out += alphabet[parseInt(bits.slice(i, i + 6).join(''), 2)];
  return `#rules=1.schocken.${out}`;
}

/** Opens the playground for `game` with the editor ready (its text box drawn and the first compile done). */
async function open(page: Page, query: string): Promise<void> {
  await page.goto(`/playground.html${query}`);
  await expect(code(page)).toBeVisible();
  await expect(editor(page).locator('[part="status"][data-ok]')).not.toHaveText(/Checking|Wird geprüft/);
}

/** Types a line at the end of the text, as a person would, closing any completion list before Enter. */
async function typeLine(page: Page, line: string): Promise<void> {
  await page.keyboard.type(line, { delay: 5 });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
}

/** Puts the cursor at the end of the text by keyboard. */
async function toEnd(page: Page): Promise<void> {
  await code(page).click();
  await page.keyboard.press('Control+End');
}

test.describe('the house-rule playground (Schocken)', () => {
  test('a broken line typed by keyboard is marked at its line within a second; fixed, the table marks the new row; it plays and simulates', async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watch(page);
    await open(page, '?game=schocken&lang=en');
    // A fresh browser: the editor starts from an empty house rule of this game.
    expect(await textOf(page)).toContain('extends schocken');
    await expect(tab(page, 'tables')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'tables').locator('rw-rules-table table').first()).toBeVisible();

    await toEnd(page);
    const linesBefore = (await textOf(page)).split('\n').length;
    await page.keyboard.type('set no-such-option on', { delay: 5 });
    await page.keyboard.press('Escape');
    // The diagnostic: underlined on the very line typed, in the gutter, and said in the status line, within a second.
    const line = code(page).locator('.cm-line').nth(linesBefore - 1);
    await expect(line).toContainText('set no-such-option on');
    await expect(line.locator('.cm-lintRange-error')).toBeVisible({ timeout: 1000 });
    await expect(editor(page).locator('.cm-gutter-lint .cm-lint-marker-error')).toHaveCount(1, { timeout: 1000 });
    await expect(editor(page).locator('[part="status"]')).toContainText(`line ${linesBefore}`, { timeout: 1000 });

    // Fixed: the line replaced by a row for Jule (4-2-1 right below Schock out).
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+End');
    await page.keyboard.press('Backspace');
    await typeLine(page, 'insert ranking below schock-out');
    await page.keyboard.type('  jule "Jule" 4 2 1 penalty 7', { delay: 5 });
    await page.keyboard.press('Escape');
    await expect(editor(page).locator('[part="status"]')).toHaveAttribute('data-problems', '0');
    await expect(editor(page).locator('.cm-lintRange-error')).toHaveCount(0);
    const table = panel(page, 'tables').locator('rw-rules-table');
    await expect(table.locator('tr[data-row="Jule"]')).toHaveAttribute('data-diff', 'new');
    await expect(table.locator('tr[data-diff]')).toHaveCount(1);

    // What changes, in words, with counts.
    await tab(page, 'changes').click();
    await expect(panel(page, 'changes').locator('.summary')).toHaveText('1 change: 1 row inserted.');
    await expect(panel(page, 'changes').locator('li')).toHaveCount(1);

    // Play it: a game of these very rules.
    await tab(page, 'play').click();
    const game = panel(page, 'play').locator('rw-game');
    await expect(game.locator('[part="rules-name"]')).toContainText('my-rule');
    await expect(game.locator('[data-action="throw"]')).toBeVisible();
    // The text changes while a game is on: the game stays, and a button starts one of the new rules.
    // On the empty third line of the template: an option, before the inserted row.
    // (Long lines wrap, so arrow keys move by screen line: the line is clicked, not counted to.)
    await code(page).locator('.cm-line').nth(2).click();
    await page.keyboard.press('End');
    await page.keyboard.type('set sechsen-umdrehen on', { delay: 5 });
    await page.keyboard.press('Escape');
    const playReset = panel(page, 'play').locator('[data-action="play-reset"]');
    await expect(playReset).toBeVisible();
    await expect(game.locator('[part="rules-name"]')).toContainText('my-rule');
    await playReset.click();
    await expect(playReset).toHaveCount(0);
    await expect(game.locator('[data-action="throw"]')).toBeVisible();

    // Simulate: a few hundred games of each, with progress to the end and a table of figures.
    await tab(page, 'simulate').click();
    const sim = panel(page, 'simulate');
    await sim.locator('input[data-field="games"]').fill('300');
    await sim.locator('input[data-field="games"]').press('Tab');
    const seen: number[] = [];
    await sim.locator('[data-action="simulate"]').click();
    await expect(sim.locator('progress')).toBeVisible();
    // Progress is told as the games go, and the last word is the whole number.
    await expect
      .poll(async () => {
        seen.push(...(await sim.locator('progress').evaluateAll((ps) => ps.map((p) => (p as HTMLProgressElement).value))));
        // The figures show as they grow (data-growing="true"); the last table is the whole run's.
        return sim.locator('table.report[data-growing="false"]').count();
      }, { timeout: 60_000 })
      .toBe(1);
    await expect(sim.locator('table.report')).toHaveAttribute('data-games', '300');
    await expect(sim.locator('.sim-of')).toContainText('300 games of each');
    expect(await sim.locator('table.report tbody tr').count()).toBeGreaterThan(0);
    await expect(sim.locator('table.report tbody td.num').first()).toContainText('[');
    expect(seen.every((v, i) => i === 0 || v >= seen[i - 1]!)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a simulation shows its figures as they grow, with the pace and the time left; cancelled, it keeps them', async ({ page }) => {
    test.setTimeout(60_000);
    await open(page, '?game=schocken&lang=en');
    await tab(page, 'simulate').click();
    const sim = panel(page, 'simulate');
    await sim.locator('input[data-field="games"]').fill('100000');
    await sim.locator('input[data-field="games"]').press('Tab');
    await sim.locator('[data-action="simulate"]').click();
    await expect(sim.locator('progress')).toBeVisible();
    // The figures so far, each either clear already or not yet.
    const growing = sim.locator('table.report[data-growing="true"]');
    await expect(growing).toBeVisible({ timeout: 30_000 });
    await expect(sim.locator('.progress [role="status"]')).toContainText(/of 100000 games · \d+ games\/s · about \d+ (s|min)/);
    await expect(growing.locator('tbody tr').first()).toContainText(/clear/);
    await sim.locator('[data-action="cancel-simulation"]').click();
    await expect(sim.locator('progress')).toHaveCount(0);
    await expect(sim).toContainText(/Stopped after \d+ of 100000 games of each: the figures so far\./);
    const kept = sim.locator('table.report[data-growing="false"]');
    await expect(kept).toBeVisible();
    expect(Number(await kept.getAttribute('data-games'))).toBeGreaterThan(0);
    await expect(sim.locator('[data-action="simulate"]')).toBeFocused();
  });

  test('a pool of three simulation workers gives the very figures of one worker for the same seed', async ({ context }) => {
    test.setTimeout(120_000);
    const tables: string[] = [];
    for (const cores of [2, 4]) {
      const page = await context.newPage();
      await page.addInitScript((n) => {
        // One worker per core but one: 2 cores give one worker, 4 give three.
        Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n });
        // The run's seed comes from two random words (rw-rules-editor.component.ts): the same seed for both runs.
        const random = crypto.getRandomValues.bind(crypto);
        crypto.getRandomValues = ((a: Uint32Array<ArrayBuffer>) => (a instanceof Uint32Array && a.length === 2 ? a.fill(7) : random(a))) as unknown as typeof crypto.getRandomValues;
      }, cores);
      const started: string[] = [];
      page.on('worker', (w) => started.push(w.url()));
      await open(page, '?game=schocken&lang=en');
      await tab(page, 'simulate').click();
      const sim = panel(page, 'simulate');
      await sim.locator('select[data-field="bots"]').selectOption('random');
      await sim.locator('input[data-field="games"]').fill('400');
      await sim.locator('input[data-field="games"]').press('Tab');
      await sim.locator('[data-action="simulate"]').click();
      await expect(sim.locator('table.report[data-growing="false"]')).toHaveAttribute('data-games', '400', { timeout: 60_000 });
      expect(started.filter((u) => /simulate\.worker/.test(u))).toHaveLength(cores - 1);
      tables.push(await sim.locator('table.report tbody').innerText());
      await expect(sim.locator('.sim-of')).toContainText('seed 77.');
      await page.close();
    }
    expect(tables[1]).toBe(tables[0]);
  });

  test('the text comes back from the page address in a fresh browser, and from the draft on reload', async ({ page, browser }) => {
    await open(page, '?game=schocken&lang=en');
    await toEnd(page);
    await page.keyboard.type('set sechsen-umdrehen on', { delay: 5 });
    await page.keyboard.press('Escape');
    const text = await textOf(page);
    await expect.poll(() => page.url()).toContain('#rules=1.schocken.');
    const address = page.url();
    // Share: the link is copied or, where copying is not allowed, shown to copy by hand.
    await editor(page).locator('[data-action="share"]').click();
    await expect(editor(page).locator('input[data-field="share"]')).toHaveValue(address);
    // Another browser (no draft, nothing stored): the address alone brings the text back.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await open(other, address.slice(address.indexOf('?')));
    expect(await textOf(other)).toBe(text);
    await fresh.close();
    // The same browser, a plain reload without the fragment: the draft.
    await page.goto('/playground.html?game=schocken&lang=en');
    await expect(code(page)).toContainText('set sechsen-umdrehen on');
    expect(await textOf(page)).toBe(text);
  });

  test('a link whose text would expand to 100 million characters is refused with a message, and the editor stays usable', async ({ page }) => {
    const problems = watch(page);
    const link = bombLink(14_141);
    expect(link.length).toBeLessThan(40_000);
    await open(page, `?game=schocken&lang=en${link}`);
    await expect(editor(page).locator('[part="message"]')).toContainText('it would expand to more than 65,536 characters, more than a rule file may have');
    // The usual starting text instead, and it can be edited: the address then holds the new text.
    expect(await textOf(page)).toMatch(/^# My house rule/);
    await toEnd(page);
    await page.keyboard.type('set sechsen-umdrehen on', { delay: 5 });
    await page.keyboard.press('Escape');
    await expect(editor(page).locator('[part="status"]')).toHaveAttribute('data-problems', '0');
    await expect.poll(() => page.url().length).toBeLessThan(1000);
    expect(page.url()).toContain('#rules=1.schocken.');
    expect(problems).toEqual([]);
  });

  test('the embed snippet holds the text inline, and pasted into a page it shows the same tables; the text downloads as a .rules file', async ({ page }) => {
    await open(page, '?game=schocken&variant=jule&lang=en');
    expect(await textOf(page)).toContain('insert ranking below schock-out');
    const [download] = await Promise.all([page.waitForEvent('download'), editor(page).locator('[data-action="download"]').click()]);
    expect(download.suggestedFilename()).toBe('schocken-jule.rules');
    const saved = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const c of stream) chunks.push(c as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    expect(saved).toBe(await textOf(page));
    await editor(page).locator('[data-action="snippet"]').click();
    const snippet = await editor(page).locator('textarea[data-field="snippet"]').inputValue();
    expect(snippet).toContain('<rw-game game="schocken">');
    expect(snippet).toContain('<script type="text/x-regelwerk">');
    expect(snippet).toContain('<rw-rules-table game="schocken" compare="standard">');
    // The snippet's markup (without its script tag, already on the page) put into the page works as written.
    await page.evaluate((html) => {
      const holder = document.createElement('div');
      holder.id = 'pasted';
      holder.innerHTML = html.replace(/<script type="module"[^>]*><\/script>/, '');
      document.querySelector('main')!.append(holder);
    }, snippet);
    await expect(page.locator('#pasted rw-rules-table tr[data-row="Jule"]')).toHaveAttribute('data-diff', 'new');
    await expect(page.locator('#pasted rw-game [part="rules-name"]')).toContainText('jule');
  });

  test('the editor works under a strict Content-Security-Policy', async ({ page }) => {
    const problems = watch(page);
    await page.route('**/playground.html*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': CSP } });
    });
    await open(page, '?game=schocken&lang=en');
    await toEnd(page);
    await page.keyboard.type('set no-such-option on', { delay: 5 });
    await expect(code(page).locator('.cm-lintRange-error')).toBeVisible({ timeout: 1000 });
    await expect(panel(page, 'tables').locator('rw-rules-table table').first()).toBeVisible();
    // CodeMirror's own styles are applied (a line-number gutter is laid out beside the text).
    const gutter = await editor(page).locator('.cm-gutters').evaluate((g) => getComputedStyle(g).display);
    expect(gutter).toBe('flex');
    expect(problems.filter((p) => /Content Security Policy|Refused to/.test(p))).toEqual([]);
  });

  test('Enter with the completion list open ends the line; an error the change makes in the base file is marked on that line, as the panels say', async ({ page }) => {
    await open(page, '?game=schocken&lang=en');
    await toEnd(page);
    const lines = (await textOf(page)).split('\n').length;
    await page.keyboard.type('remove ranking einfach', { delay: 5 });
    await expect(editor(page).locator('.cm-tooltip-autocomplete')).toBeVisible();
    await page.keyboard.press('Enter');
    expect(await textOf(page)).toMatch(/\nremove ranking einfach\n$/);
    // The base game's ranking now misses throws: said on the line of the removal, with the base file's line.
    const line = code(page).locator('.cm-line').nth(lines - 1);
    await expect(line.locator('.cm-lintRange-error')).toHaveText('remove ranking einfach');
    await expect(editor(page).locator('.cm-gutter-lint .cm-lint-marker-error')).toHaveCount(1);
    const status = editor(page).locator('[part="status"]');
    await expect(status).toHaveAttribute('data-problems', '1');
    await expect(status).toContainText(`line ${lines}, column 1: After this change, in rules/schocken.rules line`);
    await tab(page, 'simulate').click();
    await expect(panel(page, 'simulate')).toContainText('The text has errors');
    // Another row instead: it compiles, and What changes names the table as code, not in backticks.
    await page.keyboard.press('Escape');
    await code(page).locator('.cm-line').nth(lines - 1).click();
    await page.keyboard.press('End');
    for (let i = 0; i < 'einfach'.length; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('admiral', { delay: 5 });
    await page.keyboard.press('Escape');
    await expect(status).toHaveAttribute('data-problems', '0');
    await tab(page, 'changes').click();
    await expect(panel(page, 'changes').locator('li')).toHaveCount(1);
    await expect(panel(page, 'changes').locator('li code')).toHaveText('ranking');
    expect(await panel(page, 'changes').innerText()).not.toContain('`');
  });

  test('a second tab of the same draft or game is noticed, and the reader chooses which to keep', async ({ browser }) => {
    const context = await browser.newContext();
    const [a, b] = [await context.newPage(), await context.newPage()];
    await open(a, '?game=schocken&lang=en');
    await open(b, '?game=schocken&lang=de');
    await toEnd(a);
    await a.keyboard.type('set sechsen-umdrehen on', { delay: 5 });
    await a.keyboard.press('Escape');
    const notice = editor(b).locator('[data-storage="other-tab"]');
    await expect(notice).toContainText('Dieser Entwurf wurde auch in einem anderen Tab geändert');
    await notice.locator('[data-action="storage-load"]').click();
    await expect(notice).toHaveCount(0);
    expect(await textOf(b)).toBe(await textOf(a));
    // A game page in two tabs: a new game in one is noticed in the other, not overwritten on its reload.
    await a.goto('/embed.html?lang=en');
    await b.goto('/embed.html?lang=en');
    await expect(b.locator('rw-game [part="rules-name"]').first()).toBeVisible();
    await a.locator('rw-game [data-action="new-game"]').first().click();
    const other = b.locator('rw-game [data-storage="other-tab"]').first();
    await expect(other).toBeVisible();
    await other.locator('[data-action="storage-keep"]').click();
    await expect(other).toHaveCount(0);
    await context.close();
  });

  test('a game page links to the playground with the house rule it shows', async ({ page }) => {
    await page.goto('/schocken.html?lang=en');
    await page.locator('#variant-select').selectOption('sechsen-umdrehen');
    await page.getByRole('link', { name: 'Change these rules' }).click();
    await expect(page).toHaveURL(/playground\.html\?game=schocken&variant=sechsen-umdrehen/);
    await expect(code(page)).toContainText('set sechsen-umdrehen on');
  });
});

test('the playground loads another game and its tables, speaks German, and fits 360 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await open(page, '?game=okudos&lang=de');
  await expect(page.locator('.game-picker a[aria-current="page"]')).toHaveText("O'kudos");
  expect(await textOf(page)).toContain('extends okudos');
  await expect(tab(page, 'tables')).toHaveText('Tabellen');
  await expect(panel(page, 'tables').locator('rw-rules-table table').first()).toBeVisible();
  // Keyboard: the tabs are one stop, arrows move between them.
  await tab(page, 'tables').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'changes')).toBeFocused();
  await expect(tab(page, 'changes')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'changes')).toContainText('ändert noch nichts');
  // The page switched to English: the editor follows, its text kept.
  const before = await textOf(page);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(tab(page, 'tables')).toHaveText('Tables');
  await expect(code(page)).toBeVisible();
  expect(await textOf(page)).toBe(before);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // A simulation's result (a wide table) scrolls in its own box, not the page.
  await tab(page, 'simulate').click();
  await panel(page, 'simulate').locator('input[data-field="games"]').fill('20');
  await panel(page, 'simulate').locator('input[data-field="games"]').press('Tab');
  await panel(page, 'simulate').locator('[data-action="simulate"]').click();
  await expect(panel(page, 'simulate').locator('table.report')).toBeVisible({ timeout: 30_000 });
  expect(await overflow()).toBeLessThanOrEqual(0);
  await context.close();
});

test('an unknown game and a bad number of games get a clear message', async ({ page }) => {
  await page.goto('/playground.html?game=chess&lang=en');
  await expect(editor(page).locator('[part="message"]')).toContainText('There is no game "chess"');
  await open(page, '?game=schocken&lang=en');
  await editor(page).evaluate((el) => el.setAttribute('games', 'lots'));
  await tab(page, 'simulate').click();
  await expect(panel(page, 'simulate').locator('[part="message"]')).toContainText('games="lots" is not a number of games');
  await expect(panel(page, 'simulate').locator('input[data-field="games"]')).toHaveValue('10000');
});
