import { expect, test, type Page } from '@playwright/test';

// The statechart of a game that plays rule text written on the page: the chart of the flow those
// rules give (a tie throw-off adds a state), and a sentence where none was drawn in advance.

/** A game playing `rules` written into the page, and a statechart linked to it. */
async function gameWithChart(page: Page, id: string, rules: string, lang: 'en' | 'de'): Promise<void> {
  await page.evaluate(
    ({ id, rules, lang }) => {
      const game = document.createElement('rw-game');
      Object.entries({ id, game: 'schocken', persist: 'off', lang }).forEach(([k, v]) => game.setAttribute(k, v));
      const script = document.createElement('script');
      script.type = 'text/x-regelwerk';
      script.textContent = rules;
      game.append(script);
      const chart = document.createElement('rw-statechart');
      Object.entries({ id: `${id}-chart`, game: 'schocken', for: id, lang }).forEach(([k, v]) => chart.setAttribute(k, v));
      document.querySelector('main')!.append(game, chart);
    },
    { id, rules, lang },
  );
}

test('a statechart linked to a game of inline `ties throw-off` rules draws the throw-off state', async ({ page }) => {
  await page.goto('/embed.html');
  await gameWithChart(page, 'inline-stechen', 'variant "ours" extends schocken\nties throw-off\n', 'en');
  const chart = page.locator('rw-statechart#inline-stechen-chart');
  await expect(chart.locator('g.state[data-state="playing.half.fromMiddle.throwOff"] text')).toHaveText('throw-off');
  // The game's states are the chart's: the state it is in is lit.
  const value = await page.evaluate(() => (document.getElementById('inline-stechen') as HTMLElement & { stateValue: string | null }).stateValue);
  expect(value).not.toBeNull();
  await expect(chart.locator('g.state.active.atomic')).toHaveAttribute('data-state', value!);
});

test('a statechart says so, in German, when the inline rules combine flow rules no chart was drawn for', async ({ page }) => {
  await page.goto('/embed.html');
  await gameWithChart(page, 'inline-combined', 'variant "ours" extends schocken\nties throw-off\nblind first-throw times 2 except schock-out\n', 'de');
  const chart = page.locator('rw-statechart#inline-combined-chart');
  await expect(chart.locator('.message')).toContainText('kein vorab gezeichnetes Diagramm');
  await expect(chart.locator('svg')).toHaveCount(0);
  // The game itself plays.
  await expect(page.locator('rw-game#inline-combined [data-action="throw"]')).toBeVisible();
});
