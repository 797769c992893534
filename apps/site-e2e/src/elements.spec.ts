import { expect, test, type Page } from '@playwright/test';

/** The deepest focused element, through shadow roots. */
async function focusedAction(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a?.getAttribute('data-action') ?? null;
  });
}

/** Presses Tab until a control with this data-action has focus (keyboard only). */
async function tabTo(page: Page, action: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await focusedAction(page)) === action) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${action} with Tab`);
}

const game = (page: Page, id = 'game') => page.locator(`rw-game#${id}`);

/**
 * Waits until the person can throw (or the game is over); a round's reveal on the way is read
 * and closed with Continue, as a person would.
 */
async function untilThrow(page: Page, id = 'game'): Promise<void> {
  const throwButton = game(page, id).locator('[data-action="throw"]');
  for (let i = 0; i < 50; i++) {
    await expect(game(page, id).locator('[data-action="continue"], [data-action="throw"]:enabled, .game-over').first()).toBeVisible();
    const cont = game(page, id).locator('[data-action="continue"]');
    if ((await cont.count()) > 0) await cont.click();
    else if ((await throwButton.count()) === 0 || (await throwButton.isEnabled())) return;
  }
}

/** Makes a game quick and repeatable: bots move at once, a fixed seed, a fresh start. */
async function prepare(page: Page, id: string, attrs: Record<string, string>) {
  await page.evaluate(
    ({ id, attrs }) => {
      const el = document.getElementById(id) as HTMLElement & { newGame(): void; updateComplete: Promise<boolean> };
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      return el.updateComplete.then(() => el.newGame());
    },
    { id, attrs },
  );
}

/** Adds an element to the page's main, as an author would write it. */
async function append(page: Page, tag: string, attrs: Record<string, string>): Promise<void> {
  await page.evaluate(
    ({ tag, attrs }) => {
      const el = document.createElement(tag);
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      document.querySelector('main')!.append(el);
    },
    { tag, attrs },
  );
}

async function gameState(page: Page, id = 'game') {
  return page.evaluate((id) => {
    const el = document.getElementById(id) as HTMLElement & { stateValue: string | null; log: { steps: unknown[] } | null };
    const root = el.shadowRoot!.querySelector('[exportparts]')!.shadowRoot!;
    return {
      value: el.stateValue,
      steps: el.log?.steps.length ?? -1,
      status: root.querySelector('.status')?.textContent?.trim() ?? '',
      players: [...root.querySelectorAll('.players li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim()),
      dice: [...root.querySelectorAll('.die .value')].map((d) => d.textContent),
    };
  }, id);
}

test.beforeEach(async ({ page }) => {
  // A fresh browser context per test already starts empty; clear once more, but not on reloads.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('started')) {
      localStorage.clear();
      sessionStorage.setItem('started', '1');
    }
  });
});

test('a whole game against a bot, played by keyboard alone, to the final outcome', async ({ page }) => {
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  await prepare(page, 'game', { speed: '0', seed: 'keyboard-game', bots: 'tactician', players: 'Keyboard' });
  const over = () => page.evaluate(() => document.getElementById('game')!.shadowRoot!.querySelector('[exportparts]')!.shadowRoot!.querySelector('.game-over') !== null);
  let turns = 0;
  while (!(await over())) {
    await page.waitForFunction(() => {
      // The game's board is its own element inside the shell, with its own shadow root.
      const root = document.getElementById('game')!.shadowRoot!.querySelector('[exportparts]')!.shadowRoot!;
      const t = root.querySelector('[data-action="throw"]') as HTMLButtonElement | null;
      return root.querySelector('.game-over') !== null || root.querySelector('[data-action="continue"]') !== null || (t !== null && !t.disabled);
    });
    if (await over()) break;
    // A round's reveal waits for the reader: Continue, by keyboard.
    if ((await game(page).locator('[data-action="continue"]').count()) > 0) {
      await tabTo(page, 'continue');
      await page.keyboard.press('Enter');
      continue;
    }
    await tabTo(page, 'throw');
    await page.keyboard.press('Enter');
    turns++;
    // Stop after one throw when the turn is still ours.
    const canStop = await page.evaluate(() => !(document.getElementById('game')!.shadowRoot!.querySelector('[exportparts]')!.shadowRoot!.querySelector('[data-action="stop"]') as HTMLButtonElement | null)?.disabled);
    if (canStop) {
      await tabTo(page, 'stop');
      await page.keyboard.press('Enter');
    }
    expect(turns).toBeLessThan(400);
  }
  await expect(game(page).locator('.game-over')).toHaveText(/^Game over: lost by (Keyboard|tactician 2)\.$/);
  const state = await gameState(page);
  expect(state.value).toBe('over');
  expect(turns).toBeGreaterThan(3);
});

test('by keyboard focus never falls to the page body, and the shortcut keys play', async ({ page }) => {
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  await prepare(page, 'game', { speed: '0', seed: 'focus-keys', bots: 'tactician', players: 'Keys' });
  const onBody = () => page.evaluate(() => document.activeElement === document.body || document.activeElement === null);
  const enabled = (action: string) =>
    page.evaluate((a) => {
      const b = document.getElementById('game')!.shadowRoot!.querySelector('[exportparts]')!.shadowRoot!.querySelector(`[data-action="${a}"]`) as HTMLButtonElement | null;
      return b !== null && !b.disabled;
    }, action);
  await tabTo(page, 'throw');
  let actions = 0;
  for (let turn = 0; turn < 12; turn++) {
    await expect.poll(async () => (await enabled('throw')) || (await enabled('continue'))).toBe(true);
    if (await enabled('continue')) {
      // Focus went to Continue by itself when the reveal opened; C closes it.
      expect(await focusedAction(page)).toBe('continue');
      await page.keyboard.press('c');
      expect(await onBody()).toBe(false);
      await expect.poll(() => enabled('throw')).toBe(true);
    }
    await page.keyboard.press('t');
    actions++;
    expect(await onBody()).toBe(false);
    if (await enabled('stop')) {
      await page.keyboard.press('1');
      expect(await onBody()).toBe(false);
      await page.keyboard.press('s');
      actions++;
      expect(await onBody()).toBe(false);
    }
  }
  expect(actions).toBeGreaterThan(12);
  expect((await gameState(page)).steps).toBeGreaterThan(12);
  // Undo, once used, is disabled: focus goes on into the game.
});

test('a reload in the middle of a game restores the same state', async ({ page }) => {
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  await prepare(page, 'game', { speed: '0', seed: 'reload', bots: 'tactician, random' });
  for (let i = 0; i < 3; i++) {
    await untilThrow(page);
    await game(page).locator('[data-action="throw"]').click();
    if (await game(page).locator('[data-action="stop"]').isEnabled()) await game(page).locator('[data-action="stop"]').click();
  }
  await untilThrow(page);
  const before = await gameState(page);
  expect(before.steps).toBeGreaterThan(3);
  await page.reload();
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  expect(await gameState(page)).toEqual(before);
});

test('unreadable saved state gives a clear message and a fresh game', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('regelwerk:rw-game:game', '{"format":"rw-game","version":1,"game":"schocken","variant":null,"players":[{"name":"A","bot":null},{"name":"B","bot":"tactician"}],"seed":"x","events":[{"type":"turn.end","seat":0}]}'));
  await page.goto('/schocken.html');
  await expect(game(page).locator('[part="message"]')).toContainText('The saved game could not be read');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
});

test('saved seats that are not players, or bots the game lacks, give a notice that stays until dismissed', async ({ page }) => {
  for (const [players, why] of [
    ['[null,null,null]', 'the players are not a list of names with bots'],
    ['[{"name":"A","bot":null},{"name":"B","bot":"constructor"}]', 'There is no bot "constructor" for this game'],
  ] as const) {
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    await page.addInitScript((p) => localStorage.setItem('regelwerk:rw-game:game', `{"format":"rw-game","version":1,"game":"schocken","variant":null,"players":${p},"seed":"x","events":[]}`), players);
    await page.goto('/schocken.html');
    const notice = game(page).locator('.notice');
    await expect(notice).toContainText('The saved game could not be read');
    await expect(notice).toContainText(why);
    // The fresh game goes on, the person's moves and the bots' alike; the notice stays.
    await page.evaluate(() => document.getElementById('game')!.setAttribute('speed', '0'));
    const throwButton = game(page).locator('[data-action="throw"]');
    await expect(throwButton).toBeVisible();
    if (await throwButton.isEnabled()) await throwButton.click();
    await expect.poll(async () => (await gameState(page)).steps).toBeGreaterThan(0);
    await expect(notice).toBeVisible();
    await game(page).locator('[data-action="dismiss"]').click();
    await expect(notice).toHaveCount(0);
  }
});

test('a bot name the game does not have, even one like constructor, gives a message', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/schocken.html');
  for (const bot of ['constructor', '__proto__', 'toString', 'chess-engine']) {
    await append(page, 'rw-game', { id: `bad-bot-${bot.replace(/_/g, '')}`, game: 'schocken', bots: bot, persist: 'off' });
    await expect(page.locator(`#bad-bot-${bot.replace(/_/g, '')} [part="message"]`)).toContainText(`There is no bot "${bot}" for this game. Its bots: random, tactician.`);
  }
  for (const id of ['constructor', '__proto__', 'toString']) {
    await append(page, 'rw-game', { id: `bad-game-${id.replace(/_/g, '')}`, game: id, persist: 'off' });
    await expect(page.locator(`#bad-game-${id.replace(/_/g, '')} [part="message"]`)).toContainText(`There is no game "${id}"`);
  }
  expect(errors).toEqual([]);
});

test('the statechart highlight follows the game', async ({ page }) => {
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  await prepare(page, 'game', { speed: '100000', seed: 'chart', bots: 'tactician', players: 'Chart' });
  const active = () => page.locator('rw-statechart g.state.active.atomic');
  await page.waitForFunction(() => (document.getElementById('game') as HTMLElement & { stateValue: string }).stateValue !== null);
  const first = await page.evaluate(() => (document.getElementById('game') as HTMLElement & { stateValue: string }).stateValue);
  if (first.endsWith('turn.ready')) {
    await expect(active()).toHaveAttribute('data-state', /turn\.ready$/);
    await game(page).locator('[data-action="throw"]').click();
    await expect(active()).toHaveAttribute('data-state', /turn\.thrown$/);
  }
  await expect(page.locator('rw-statechart g.state.active[data-state="playing.half"]')).toHaveCount(1);
  // A state's description shows when it is selected (Enter, Space or a click), not on focus.
  await page.locator('rw-statechart g.state[data-state="playing.half.passing"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('rw-statechart [part="description"]')).toContainText('The middle is empty');
});

test('two games on one page stay independent', async ({ page }) => {
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  await expect(game(page, 'variant-game').locator('[data-action="throw"]')).toBeVisible();
  await prepare(page, 'game', { speed: '100000', seed: 'a', bots: 'tactician', players: 'One' });
  await prepare(page, 'variant-game', { speed: '100000', seed: 'a', bots: 'tactician', players: 'Two' });
  const other = await gameState(page, 'variant-game');
  const mine = game(page).locator('[data-action="throw"]');
  if (await mine.isEnabled()) {
    await mine.click();
    expect((await gameState(page)).steps).toBe(1);
    expect(await gameState(page, 'variant-game')).toEqual(other);
  }
  expect(await page.evaluate(() => [localStorage.getItem('regelwerk:rw-game:game') !== null, localStorage.getItem('regelwerk:schocken-jule') !== null])).toEqual([true, true]);
});

test('a player named like markup is shown as text', async ({ page }) => {
  let dialog = false;
  page.on('dialog', async (d) => {
    dialog = true;
    await d.dismiss();
  });
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  await prepare(page, 'game', { speed: '100000', players: '<img src=x onerror=alert(1)>', bots: 'tactician' });
  await expect(game(page).locator('.players li .name').first()).toHaveText('<img src=x onerror=alert(1)>');
  expect(await page.evaluate(() => document.getElementById('game')!.shadowRoot!.querySelectorAll('img').length + document.getElementById('game')!.shadowRoot!.querySelector('[exportparts]')!.shadowRoot!.querySelectorAll('img').length)).toBe(0);
  await page.waitForTimeout(300);
  expect(dialog).toBe(false);
});

test('the rules table shows tokens and exact odds, and a broken rule file shows its diagnostics', async ({ page }) => {
  await page.goto('/schocken.html');
  const first = page.locator('section:has(#table) rw-rules-table tbody tr').first();
  await expect(first).toContainText('Schock out');
  // Rank, dice, tokens, one throw, then best play in 1, 2 and 3 throws: (1 - (5/6)^3)^3.
  await expect(first.locator('td').nth(3)).toHaveText('0.46 %');
  await expect(first.locator('td').nth(6)).toHaveText('7.48 %');
  await page.route('**/broken.rules', (r) => r.fulfill({ status: 200, contentType: 'text/plain', body: 'variant "x" extends schocken\ninsert ranking below schock-ot\n  j "J" 4 2 1 penalty 7\n' }));
  await append(page, 'rw-rules-table', { id: 'broken', game: 'schocken', src: '/broken.rules' });
  await expect(page.locator('#broken [part="diagnostics"]')).toContainText("/broken.rules:2:22: error[name/unknown-row]: the table `ranking` has no row `schock-ot` (did you mean `schock-out`?)");
});

test('log export and import with a viewer that steps through the log', async ({ page }) => {
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  // Mid-game the whole log (seed and draws) leaves the element only where the page opts in.
  await prepare(page, 'game', { speed: '0', seed: 'log', bots: 'tactician', players: 'Logger', 'reveal-log': '' });
  for (let i = 0; i < 2; i++) {
    await untilThrow(page);
    await game(page).locator('[data-action="throw"]').click();
    if (await game(page).locator('[data-action="stop"]').isEnabled()) await game(page).locator('[data-action="stop"]').click();
  }
  const download = page.waitForEvent('download');
  await game(page).locator('[data-action="export"]').click();
  const file = await (await download).path();
  await game(page).locator('input[type="file"]').setInputFiles(file);
  await expect(game(page).locator('.viewer-label')).toContainText('Log viewer: step 0 of');
  await game(page).locator('[data-action="next"]').click();
  await expect(game(page).locator('.viewer-label')).toContainText('Log viewer: step 1 of');
  await expect(game(page).locator('.die')).toHaveCount(3);
  await game(page).locator('[data-action="leave-viewer"]').click();
  await expect(game(page).locator('.viewer-label')).toHaveCount(0);
  await game(page).locator('input[type="file"]').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"x"}') });
  await expect(game(page).locator('[part="message"]')).toContainText('This log cannot be shown: $.format');
});

// axe on every page, in both themes and at phone and desktop sizes: themes.spec.ts.

test('the Schocken page works under a strict Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text());
  });
  await page.route('**/schocken.html', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'" } });
  });
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  await expect(page.locator('rw-statechart svg')).toBeVisible();
  await expect(page.locator('rw-rules-table tbody tr').first()).toContainText('Schock out');
  const before = await gameState(page);
  if (await game(page).locator('[data-action="throw"]').isEnabled()) {
    await game(page).locator('[data-action="throw"]').click();
    await expect.poll(async () => (await gameState(page)).steps).toBeGreaterThan(before.steps);
  }
  expect(violations).toEqual([]);
});

test('the embed page is built from its snippet and the theming knobs change the elements', async ({ page }) => {
  await page.goto('/embed.html');
  await expect(page.locator('#snippet-code')).toContainText('<rw-game id="my-game" game="schocken"');
  await expect(page.locator('#preview rw-game [data-action="throw"]')).toBeVisible();
  await expect(page.locator('#preview rw-rules-table tbody tr').nth(1)).toContainText('Jule');
  await page.locator('input[name="--rw-accent"]').fill('#0055aa');
  await expect(page.locator('#theme-css')).toContainText('--rw-accent: #0055aa;');
  const accent = await page.locator('#preview rw-game').evaluate((el) => getComputedStyle(el).getPropertyValue('--rw-accent').trim());
  expect(accent).toBe('#0055aa');
});

test('the elements speak German when the page or the element says so', async ({ page }) => {
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  await page.evaluate(() => document.getElementById('game')!.setAttribute('lang', 'de'));
  await prepare(page, 'game', { speed: '100000', seed: 'de', bots: 'tactician', players: 'Anna' });
  await expect(game(page).locator('[data-action="new-game"]')).toHaveText('Neues Spiel');
  await expect(game(page).locator('.status')).toContainText('Hälfte 1 von 2');
  await append(page, 'rw-statechart', { id: 'de-chart', game: 'schocken', lang: 'de' });
  await expect(page.locator('#de-chart [data-action="download-svg"]')).toHaveText('SVG herunterladen');
  await expect(page.locator('#de-chart g.state[data-state="playing.half.fromMiddle"] text')).toHaveText('aus der Mitte');
  await append(page, 'rw-rules-table', { id: 'de-table', game: 'schocken', lang: 'de' });
  // German numbers: a decimal comma.
  await expect(page.locator('#de-table tbody tr').first().locator('td').nth(3)).toHaveText('0,46 %');
  // Switching the attribute switches the texts at once.
  await page.evaluate(() => document.getElementById('game')!.setAttribute('lang', 'en'));
  await expect(game(page).locator('[data-action="new-game"]')).toHaveText('New game');
  await page.evaluate(() => document.getElementById('de-chart')!.setAttribute('lang', 'en'));
  await expect(page.locator('#de-chart [data-action="download-svg"]')).toHaveText('Download SVG');
});

test('the house-rule picker switches the variant game and its table', async ({ page }) => {
  await page.goto('/schocken.html');
  await expect(game(page, 'variant-game').locator('[data-action="throw"]')).toBeVisible();
  await expect(page.locator('#variant-table tbody tr').nth(1)).toContainText('Jule');
  await page.locator('#variant-select').selectOption('aus-der-hand');
  await expect(page.locator('#variant-table caption')).toContainText('(aus-der-hand)');
  await expect.poll(() => page.evaluate(() => (document.getElementById('variant-game') as HTMLElement & { log: { variant: string | null } | null }).log?.variant)).toBe('aus-der-hand');
  await expect(page.locator('#variant-table tbody tr').nth(1)).toContainText('Schock 6');
});

test('hot seat: undo takes back stopping, but never a throw', async ({ page }) => {
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  await prepare(page, 'game', { speed: '0', seed: 'hotseat', players: 'Ada, Ben', bots: '' });
  // Two people at one screen: the first one confirms the handover before playing.
  await game(page).locator('[data-action="show"]').click();
  const undo = game(page).locator('[data-action="undo"]');
  await game(page).locator('[data-action="throw"]').click();
  await expect(undo).toBeDisabled();
  const before = await gameState(page);
  await game(page).locator('[data-action="stop"]').click();
  await expect(undo).toBeEnabled();
  expect((await gameState(page)).status).not.toEqual(before.status);
  await undo.click();
  expect(await gameState(page)).toEqual(before);
  await expect(undo).toBeDisabled();
});

test('attribute values the rules do not allow give a message, not a broken page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  await page.evaluate(() => {
    const el = document.getElementById('game')!;
    el.setAttribute('bots', '');
    el.setAttribute('players', 'Solo');
  });
  await expect(game(page).locator('[part="message"]')).toContainText('Schocken: 1 seat (players and bots), but the rules allow 2 or more');
  await append(page, 'rw-game', { id: 'nope', game: 'chess' });
  await expect(page.locator('#nope [part="message"]')).toContainText('There is no game "chess"');
  await append(page, 'rw-game', { id: 'bad-variant', game: 'schocken', variant: 'turbo' });
  await expect(page.locator('#bad-variant [part="message"]')).toContainText('variant="turbo": there is no schocken variant "turbo". Its variants are aus-der-hand, burgerwerk-blind-doppelt, bvb-dortmund, deckel-aus-dem-spiel, deutsche-meisterschaft, drei-leben, drei-sechsen-kosten-einen-wurf, drei-wuerfe-fuer-alle, ein-wurf-aus-der-mitte, eroeffnung-augensumme, eroeffnungsrunde, fiebel-turnier, finale-erste-haelfte, general-ueber-schock-2, juengster-beginnt, jule-casinospiegel, jule-catweazle, jule-greher, jule, knobelklub-tingtingting, max-und-moritz-unitopia, nrw-jusos, nur-einsen-raus, offen-bellinghoven, schock-out-verliert-das-spiel, sechsen-doppelt, sechsen-erster-wurf, sechsen-umdrehen, stechen-augensumme, stechen, strasse-aus-der-hand, summe-der-runde, turnier-11-13-15, werl-herausgelegt, zehn-deckel-je-spieler, zu-zweit-in-die-mitte, zwei-verlorene-haelften');
  await append(page, 'rw-game', { id: 'close-variant', game: 'schocken', variant: 'bellinghoven' });
  await expect(page.locator('#close-variant [part="message"]')).toContainText('Did you mean variant="offen-bellinghoven"?');
  expect(errors).toEqual([]);
});

test('variant= plays a catalogue house rule, named with or without its game', async ({ page }) => {
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  await append(page, 'rw-game', { id: 'catalogue', game: 'sushizock', variant: 'sushizock-erste-n-steine', persist: 'off', bots: 'random' });
  await expect.poll(() => page.evaluate(() => (document.getElementById('catalogue') as HTMLElement & { log: { variant: string | null } | null }).log?.variant)).toBe('erste-n-steine');
});

test('with sechsen-umdrehen two sixes can be turned into a one from the board', async ({ page }) => {
  await page.goto('/schocken.html');
  await expect(game(page, 'variant-game').locator('[data-action="throw"]')).toBeVisible();
  await page.locator('#variant-select').selectOption('sechsen-umdrehen');
  await expect.poll(() => page.evaluate(() => (document.getElementById('variant-game') as HTMLElement & { log: { variant: string | null } | null }).log?.variant)).toBe('sechsen-umdrehen');
  // With this seed the person starts and the first throw shows 6, 6, 3.
  await prepare(page, 'variant-game', { speed: '100000', seed: 'sixes-38', players: 'You', bots: 'tactician' });
  const g = game(page, 'variant-game');
  await g.locator('[data-action="throw"]').click();
  await expect(g.locator('.die .value')).toHaveText(['6', '6', '3']);
  await g.locator('[data-action="turn"]').click();
  await g.locator('[data-action="throw"]').click();
  const state = await page.evaluate(() => {
    const el = document.getElementById('variant-game') as HTMLElement & { log: { steps: { event: { keep: number[]; turn?: number[] } }[] } };
    return el.log.steps[1]!.event;
  });
  expect(state).toMatchObject({ keep: [], turn: [0, 1] });
  await expect(g.locator('.die .value').first()).toHaveText('1');
});

test('the reveal names every throw, best and worst, and the linked table marks the rows that decided the round', async ({ page }) => {
  await page.goto('/schocken.html');
  await expect(game(page).locator('[data-action="throw"]')).toBeVisible();
  await prepare(page, 'game', { speed: '0', seed: 'reveal', bots: 'tactician, random', players: 'Reader' });
  const reveal = game(page).locator('.reveal');
  for (let i = 0; i < 10 && (await reveal.count()) === 0; i++) {
    await expect(game(page).locator('[data-action="continue"], [data-action="throw"]:enabled').first()).toBeVisible();
    if ((await reveal.count()) > 0) break;
    await game(page).locator('[data-action="throw"]').click();
    if (await game(page).locator('[data-action="stop"]').isEnabled()) await game(page).locator('[data-action="stop"]').click();
  }
  await expect(reveal).toBeVisible();
  const rows = reveal.locator('.reveal-list li');
  await expect(rows).toHaveCount(3);
  // Names from the rule file; throws that share a name in the round carry their dice, high to low.
  const shown = await reveal.locator('.throw-name').allTextContents();
  for (const n of shown) expect(n).toMatch(/^(Schock out|Schock [2-6]|Admiral|Straße|Einfacher Wurf)( [1-6]{3})?$/);
  const names = shown.map((n) => n.replace(/ [1-6]{3}$/, ''));
  for (const [i, n] of shown.entries()) expect(/ [1-6]{3}$/.test(n)).toBe(names.filter((m) => m === names[i]).length > 1);
  await expect(reveal.locator('li.best .badge')).toHaveText('best');
  await expect(reveal.locator('li.worst .badge')).toHaveText('worst');
  await expect(reveal).toContainText(/has the worst throw and takes \d+ tokens? from the middle|Schock out by/);
  // The bots wait while the reveal is open.
  const steps = (await gameState(page)).steps;
  await page.waitForTimeout(300);
  expect((await gameState(page)).steps).toBe(steps);
  const decided = page.locator('rw-rules-table[for="game"] tr.decided');
  await expect(decided.first()).toBeVisible();
  for (const row of await decided.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row')))) expect(names).toContain(row);
  await game(page).locator('[data-action="continue"]').click();
  await expect(reveal).toHaveCount(0);
});

test('a game plays a house rule from src and says which rules it plays; a broken one gives its diagnostics', async ({ page }) => {
  await page.goto('/schocken.html');
  await page.route('**/kleine-jule.rules', (r) =>
    r.fulfill({ status: 200, contentType: 'text/plain', body: 'variant "kleine jule" extends schocken\ninsert ranking below schock-out\n  jule "Jule" 4 2 1 penalty 7\n' }),
  );
  await page.route('**/kaputt.rules', (r) => r.fulfill({ status: 200, contentType: 'text/plain', body: 'variant "kaputt" extends schocken\nset no-such-option on\n' }));
  await append(page, 'rw-game', { id: 'src-game', game: 'schocken', src: '/kleine-jule.rules', bots: 'tactician', persist: 'off' });
  await expect(game(page, 'src-game').locator('[part="rules-name"]')).toHaveText('Rules: Schocken, house rule “kleine jule”');
  await expect(game(page, 'src-game').locator('[data-action="throw"]')).toBeVisible();
  const log = await page.evaluate(() => (document.getElementById('src-game') as HTMLElement & { log: { variant: string | null; rules: { text: string }[] } }).log);
  expect(log.variant).toBe('kleine jule');
  expect(log.rules.at(-1)!.text).toContain('jule "Jule" 4 2 1 penalty 7');
  await append(page, 'rw-game', { id: 'broken-game', game: 'schocken', src: '/kaputt.rules', persist: 'off' });
  await expect(page.locator('#broken-game [part="message"]')).toContainText('/kaputt.rules:2:');
  await append(page, 'rw-game', { id: 'missing-game', game: 'schocken', src: '/nowhere.rules', persist: 'off' });
  await expect(page.locator('#missing-game [part="message"]')).toHaveText('Could not load the rules /nowhere.rules: the address gives a web page, not a rule file');
});

test('a rules table computes a rule file of the page’s own off the main thread, with a way to cancel', async ({ page }) => {
  await page.goto('/schocken.html');
  await page.route('**/mine.rules', (r) => r.fulfill({ status: 200, contentType: 'text/plain', body: 'variant "mine" extends schocken\nset later-goes-with off\n' }));
  // Hold the worker's script back for a while, so that the computing state can be seen and cancelled.
  await page.route('**/tables.worker-*.js', async (r) => {
    await new Promise((done) => setTimeout(done, 3000));
    await r.continue().catch(() => undefined);
  });
  await append(page, 'rw-rules-table', { id: 'mine', game: 'schocken', src: '/mine.rules' });
  const table = page.locator('#mine');
  await expect(table.locator('.working')).toContainText('Computing the tables and exact odds of this rule file');
  // The page stays responsive meanwhile: the game's buttons still answer.
  await expect(game(page).locator('[data-action="new-game"]')).toBeEnabled();
  await table.locator('[data-action="cancel"]').click();
  await expect(table).toContainText('Stopped.');
  await expect(table.locator('table')).toHaveCount(0);
  // Asking again (a new src) computes to the end.
  await page.unroute('**/tables.worker-*.js');
  await page.route('**/again.rules', (r) => r.fulfill({ status: 200, contentType: 'text/plain', body: 'variant "mine" extends schocken\nset later-goes-with off\n' }));
  await page.evaluate(() => document.getElementById('mine')!.setAttribute('src', '/again.rules'));
  await expect(table.locator('tbody tr').first()).toContainText('Schock out');
});

test('a page that plays shipped rules loads no rule compiler; a rule file of its own loads it on demand', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (r) => {
    if ((r.headers()['content-type'] ?? '').includes('javascript')) scripts.push(await r.text().catch(() => ''));
  });
  await page.goto('/embed.html');
  await expect(page.locator('#preview rw-game [data-action="throw"]')).toBeVisible();
  await expect(page.locator('#preview rw-rules-table tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The Peggy parser's option name is in every build of it.
  const parserLoaded = () => scripts.some((s) => s.includes('startRule'));
  expect(parserLoaded()).toBe(false);
  await page.route('**/own.rules', (r) => r.fulfill({ status: 200, contentType: 'text/plain', body: 'variant "own" extends schocken\nset later-goes-with off\n' }));
  await append(page, 'rw-game', { id: 'own-game', game: 'schocken', src: '/own.rules', persist: 'off' });
  await expect(game(page, 'own-game').locator('[part="rules-name"]')).toHaveText('Rules: Schocken, house rule “own”');
  // The response handler reads bodies asynchronously: wait for it, not for a fixed time.
  await expect.poll(parserLoaded).toBe(true);
});

/** Adds a bots-only game below a tall spacer, out of sight; returns its id. */
async function botsOnlyBelow(page: Page, id: string, speed: string): Promise<void> {
  await page.evaluate(
    ({ id, speed }) => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      spacer.id = `${id}-spacer`;
      const el = document.createElement('rw-game');
      for (const [k, v] of Object.entries({ id, game: 'schocken', players: '', bots: 'tactician, random', speed, seed: id, persist: 'local', 'storage-key': id })) el.setAttribute(k, v);
      document.body.append(spacer, el);
      window.scrollTo(0, 0);
    },
    { id, speed },
  );
  await expect(game(page, id).locator('.toolbar')).toBeAttached();
}
const stepsOf = (page: Page, id: string) => page.evaluate((id) => (document.getElementById(id) as HTMLElement & { log: { steps: unknown[] } | null }).log?.steps.length ?? -1, id);

test('bots start when their game is seen, pause when it is scrolled away or hidden, and go on where they were', async ({ page }) => {
  await page.goto('/schocken.html');
  await botsOnlyBelow(page, 'seen', '20');
  await page.waitForTimeout(400);
  expect(await stepsOf(page, 'seen')).toBe(0);
  await game(page, 'seen').scrollIntoViewIfNeeded();
  await expect.poll(() => stepsOf(page, 'seen')).toBeGreaterThan(5);
  // Scrolled away: the steps stop.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(100);
  const away = await stepsOf(page, 'seen');
  await page.waitForTimeout(400);
  expect(await stepsOf(page, 'seen')).toBe(away);
  await game(page, 'seen').scrollIntoViewIfNeeded();
  await expect.poll(() => stepsOf(page, 'seen')).toBeGreaterThan(away + 3);
  // Hidden: the same.
  await page.evaluate(() => document.getElementById('seen')!.setAttribute('hidden', ''));
  await page.waitForTimeout(100);
  const hidden = await stepsOf(page, 'seen');
  await page.waitForTimeout(400);
  expect(await stepsOf(page, 'seen')).toBe(hidden);
  await page.evaluate(() => document.getElementById('seen')!.removeAttribute('hidden'));
  await game(page, 'seen').scrollIntoViewIfNeeded();
  await expect.poll(() => stepsOf(page, 'seen')).toBeGreaterThan(hidden);
});

test('with bots only, fast-forward by keyboard reaches the end of the round, then of the game; the list of rounds survives a reload', async ({ page }) => {
  await page.goto('/schocken.html');
  await botsOnlyBelow(page, 'ff', '100000');
  const g = game(page, 'ff');
  await g.scrollIntoViewIfNeeded();
  const toRound = g.locator('[data-action="to-round-end"]');
  await expect(toRound).toHaveText('To the end of the round');
  await toRound.focus();
  await page.keyboard.press('Enter');
  await expect(g.locator('.rounds summary')).toHaveText('Rounds played: 1');
  // The round's reveal is on the board, and the statechart-relevant state is a fresh turn.
  const first = await stepsOf(page, 'ff');
  expect(first).toBeGreaterThan(1);
  await page.keyboard.press('Enter');
  await expect(g.locator('.rounds summary')).toHaveText('Rounds played: 2');
  await g.locator('.rounds summary').click();
  await expect(g.locator('.rounds li')).toHaveCount(2);
  await expect(g.locator('.rounds li').first()).toContainText(/^Round 1: (tactician 1|random 2) best \(.+\), (tactician 1|random 2) worst/);
  const lines = await g.locator('.rounds li').allTextContents();
  await page.reload();
  await botsOnlyBelow(page, 'ff', '100000');
  await g.scrollIntoViewIfNeeded();
  await g.locator('.rounds summary').click();
  await expect(g.locator('.rounds li')).toHaveText(lines);
  await g.locator('[data-action="to-game-end"]').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => (document.getElementById('ff') as HTMLElement & { stateValue: string }).stateValue), { timeout: 20_000 }).toBe('over');
  await expect(g.locator('.game-over')).toContainText('Game over: lost by');
  await expect(g.locator('.ff')).toHaveCount(0);
  // Focus stayed in the game, not on the page body.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('ff');
  const rounds = await page.evaluate(() => (document.getElementById('ff') as HTMLElement & { log: { outcome: { details: { rounds: number } } } }).log.outcome.details.rounds);
  await expect(g.locator('.rounds li')).toHaveCount(rounds);
});

test('a house rule that plays a match shows the lives of every player, and the next game once a game is over', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/schocken.html');
  await append(page, 'rw-game', { id: 'match', game: 'schocken', variant: 'drei-leben', players: '', bots: 'random, random, random', persist: 'off', seed: 'e2e-match', speed: '100000' });
  const match = page.locator('#match [part="match"]');
  await expect(match.locator('.match-game')).toHaveText('Game 1 of the match');
  await expect(match.locator('tbody tr')).toHaveCount(3);
  await expect(match.locator('tbody td').first()).toHaveText('3');
  await page.locator('#match [data-action="to-game-end"]').click();
  const next = match.locator('[data-action="next-game"]');
  await expect(next).toBeVisible();
  await next.click();
  await expect(match.locator('.match-game')).toHaveText('Game 2 of the match');
  // One player has lost a life.
  await expect(match.locator('tbody td', { hasText: /^2$/ })).toHaveCount(1);
  expect(errors).toEqual([]);
});
