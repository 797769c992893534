/**
 * The playground's comparison, timed as a person starts it: for each game, the house-rule
 * playground of the built site (apps/site/dist, served on a port of its own, Debian's Chromium)
 * opens with one of the game's shipped variants, the Simulate tab starts 10,000 games of each
 * rule set with the good bots (the tactician on every seat, the page's default), and the wall
 * time runs from the click to the finished table (`table.report[data-growing="false"]`). The
 * page plays in its pool of workers (one per core but one, see rw-rules-editor/simulate.ts), so
 * the figure is the browser's own, workers, messages and merging included; issue 24 asks for at
 * most 30 s per game. Wall time: the load beside each line says how busy the machine was.
 * `npm run bench -- playground [game…]` runs only this figure.
 */
import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { GAME_IDS } from '@regelwerk/games';
import { loadText } from './cpu.js';
import { withSiteBrowser } from './site-browser.js';

const PORT = Number(process.env['BENCH_PLAYGROUND_PORT'] ?? 4183);
/** Games of each rule set, as the playground's default. */
const GAMES = 10_000;
/** The longest a comparison may take before the figure gives up on it. */
const LIMIT_MS = 15 * 60_000;

/**
 * The shipped variant each game's comparison plays against its standard rules (rules/variants/),
 * one that changes play rather than words; a game not named here plays its first shipped one.
 */
const VARIANTS: Readonly<Record<string, string>> = {
  schocken: 'jule',
  sushizock: 'erste-n-steine',
  kaeseschieben: 'blind',
  okudos: 'variante-1',
};

interface Timed {
  readonly seconds: number;
  readonly workers: number;
  readonly players: string;
  readonly variant: string;
}

/** Opens the playground for `game` with `variant`, starts the comparison and times it to its last table. */
async function timeComparison(page: Page, game: string, variant: string): Promise<Timed> {
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.goto(`http://localhost:${PORT}/playground.html?game=${game}&variant=${variant}&lang=en`, { waitUntil: 'networkidle' });
  const editor = page.locator('rw-rules-editor');
  // The first compile done: the text is the variant's and it compiles (else the Simulate tab says so).
  await editor.locator('[part="status"][data-ok="true"]').waitFor({ timeout: 60_000 });
  await editor.locator('[role="tab"][data-tab="simulate"]').click();
  const sim = editor.locator('[role="tabpanel"][data-panel="simulate"]');
  await sim.locator('input[data-field="games"]').fill(String(GAMES));
  await sim.locator('input[data-field="games"]').press('Tab');
  const bots = await sim.locator('select[data-field="bots"]').inputValue();
  if (bots !== 'tactician') await sim.locator('select[data-field="bots"]').selectOption('tactician');
  const players = await sim
    .locator('[data-field="players"]')
    .inputValue()
    .catch(() => 'the default');
  const start = performance.now();
  await sim.locator('[data-action="simulate"]').click();
  await sim.locator(`table.report[data-growing="false"][data-games="${GAMES}"]`).waitFor({ timeout: LIMIT_MS });
  const seconds = (performance.now() - start) / 1000;
  return { seconds, workers: workers.filter((u) => /simulate\.worker/.test(u)).length, players, variant };
}

/** `only`: the games to time (all when empty), e.g. from `npm run bench -- playground okudos`. */
export async function playgroundFigures(only: readonly string[] = []): Promise<string[]> {
  return withSiteBrowser(PORT, 'BENCH_PLAYGROUND_PORT', 'playground.html', async (browser) => {
    const out = [`playground comparison: ${GAMES.toLocaleString('en')} games of each rule set, tacticians, wall time from the click to the finished table (issue 24: at most 30 s; load average ${loadavg()[0]!.toFixed(1)} at the start):`];
    for (const game of GAME_IDS.filter((g) => only.length === 0 || only.includes(g))) {
      const variant = VARIANTS[game];
      if (variant === undefined) {
        out.push(`  ${game.padEnd(13)} no variant named for the comparison in tools/bench/src/playground.ts`);
        continue;
      }
      const context = await browser.newContext();
      const page = await context.newPage();
      const load = loadavg()[0]!;
      const t = await timeComparison(page, game, variant);
      await context.close();
      const perGame = (t.seconds * 1e3) / (2 * GAMES);
      out.push(
        `  ${game.padEnd(13)} against ${`${game}-${t.variant}`.padEnd(28)} ${t.seconds.toFixed(1).padStart(6)} s (${perGame.toFixed(2)} ms per game; ${t.workers} worker${t.workers === 1 ? '' : 's'}, players ${t.players}; load ${load.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after)`,
      );
    }
    out.push(`  (${loadText()})`);
    return out;
  });
}
