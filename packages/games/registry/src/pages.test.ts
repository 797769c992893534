/**
 * Each game's page data (`page` in its declaration, docs/adding-a-game.md §8) is complete in both
 * languages, and what it offers to play exists: every house rule it lists is a shipped variant
 * file of that game, and a bots picker never seats more bots than the game has seats for.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allowsPlayers } from '@regelwerk/engine';
import { GAMES } from './index.js';
import { compileRuleFile } from './test-support/rules.js';

const RULES = fileURLToPath(new URL('../../../../rules/', import.meta.url));
const withPages = GAMES.filter((g) => g.page);

describe("the games' pages", () => {
  it('are declared for every game with a module', () => {
    expect(withPages.map((g) => g.id)).toEqual(GAMES.filter((g) => g.load).map((g) => g.id));
  });

  it.each(withPages.map((g) => [g.id, g] as const))("%s's page says everything in German and in English", async (_, g) => {
    const page = (await g.page!())!;
    const texts = [page.description, page.intro, page.play.text, page.table.heading, page.table.text, page.variants.heading, page.variants.label, page.variants.text, ...page.variants.options, ...(page.chart ? [page.chart] : [])];
    for (const t of texts) expect([t.de.trim() !== '', t.en.trim() !== '', t.de !== t.en || !/\s/.test(t.en)]).toEqual([true, true, true]);
    expect(page.how.de.length).toBe(page.how.en.length);
    expect(page.decisions.de.length).toBe(page.decisions.en.length);
    expect(page.decisions.en.length).toBeGreaterThan(0);
  });

  it.each(withPages.map((g) => [g.id, g] as const))("%s's page plays only shipped house rules and seats no more bots than there are seats", async (id, g) => {
    const page = (await g.page!())!;
    expect(page.variants.options.length).toBeGreaterThan(0);
    for (const { value } of page.variants.options) expect(existsSync(`${RULES}variants/${id}-${value}.rules`), `rules/variants/${id}-${value}.rules`).toBe(true);
    const most = page.play.opponents?.most;
    if (most === undefined) return;
    const { players } = compileRuleFile(`${id}.rules`);
    expect(page.play.opponents!.selected).toBeLessThanOrEqual(most);
    // You and `most` bots fill the table, one more would not fit.
    expect([allowsPlayers(players, most + 1), allowsPlayers(players, most + 2)]).toEqual([true, false]);
  });
});
