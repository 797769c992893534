/**
 * Click-to-next-paint per game and width: a person plays about 30 clicks against a bot on each
 * game's page (apps/site/dist, served on a port of its own, Debian's Chromium), and the Event
 * Timing API (`PerformanceObserver` type `event`, `durationThreshold: 16`) gives each click's
 * interaction its duration (the longest event of the interaction: from the input to the next
 * paint). Clicks faster than 16 ms are not reported by the browser and count as 16 ms (an upper
 * bound). `npm run bench -- latency [game…]` runs only this figure.
 */
import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { GAME_IDS } from '@regelwerk/games';
import { withSiteBrowser } from './site-browser.js';

const PORT = Number(process.env['BENCH_LATENCY_PORT'] ?? 4181);
/** Every game of the registry: each has its page. */
const GAMES = GAME_IDS;
const WIDTHS = [360, 1280] as const;
const CLICKS = 30;
/** Below the observer's threshold: the browser reports nothing, so the click took at most this. */
const FLOOR = 16;

/**
 * Marks (`data-bench-pick`) the control a person would click now in `game`'s board, or returns
 * 'wait' (a bot's turn, a render pending) or 'over'. Runs in the page.
 */
function pickInPage(game: string): 'picked' | 'wait' | 'over' {
  const root = document.getElementById('game')?.shadowRoot?.querySelector(`rw-${game}-board`)?.shadowRoot;
  if (!root) return 'wait';
  root.querySelector('[data-bench-pick]')?.removeAttribute('data-bench-pick');
  if (root.querySelector('.game-over')) return 'over';
  const on = (sel: string) => [...root.querySelectorAll<HTMLElement>(sel)].filter((b) => !(b as HTMLButtonElement).disabled && b.offsetParent !== null);
  const any = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)];
  const byGame: Record<string, () => HTMLElement | undefined> = {
    schocken: () => on('[data-action="continue"]')[0] ?? (Math.random() < 0.3 ? any(on('[data-die]')) : undefined) ?? any(on('[data-action="throw"], [data-action="stop"]')),
    sushizock: () => on('[data-action="continue"]')[0] ?? (Math.random() < 0.5 ? any(on('[data-action="take"], [data-action="steal"]')) : undefined) ?? any(on('[data-action="throw"]')) ?? any(on('[data-die]')) ?? any(on('[data-action="take"], [data-action="steal"]')),
    kaeseschieben: () => any(on('[data-action="take"], [data-action="decline"]')) ?? any(on('[data-action="roll"]')) ?? any(on('[data-action="step"]')),
    okudos: () => any(on('.cell.irregular')) ?? any(on('.cell.legal')) ?? any(on('.hand-chip:not(.chosen)')) ?? any(on('[data-action="discard"], [data-action="pass"]')),
  };
  // A game without a policy of its own: any control that makes a decision.
  const pick = (byGame[game] ?? (() => any(on('[data-action]'))))();
  if (!pick) return 'wait';
  pick.setAttribute('data-bench-pick', '');
  return 'picked';
}

/** The interactions' durations, one per click, from the moment the observer was set up. */
async function durations(page: Page): Promise<number[]> {
  return page.evaluate(() => [...((window as unknown as { __benchInteractions?: Map<number, number> }).__benchInteractions ?? new Map<number, number>()).values()]);
}

async function measure(page: Page, game: string, width: number): Promise<{ clicks: number; times: number[] }> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`http://localhost:${PORT}/${game}.html`, { waitUntil: 'networkidle' });
  await page.locator('#game').scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const el = document.getElementById('game') as HTMLElement & { newGame(): void; updateComplete: Promise<boolean> };
    for (const [k, v] of Object.entries({ speed: '0', seed: 'latency', bots: 'tactician', players: 'You' })) el.setAttribute(k, v);
    return el.updateComplete.then(() => el.newGame());
  });
  await page.evaluate(() => {
    const seen = new Map<number, number>();
    (window as unknown as { __benchInteractions: Map<number, number> }).__benchInteractions = seen;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) if (e.interactionId) seen.set(e.interactionId, Math.max(seen.get(e.interactionId) ?? 0, e.duration));
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  let clicks = 0;
  for (let tries = 0; clicks < CLICKS && tries < 400; tries++) {
    const state = await page.evaluate(pickInPage, game);
    if (state === 'over') break;
    if (state === 'wait') {
      await page.waitForTimeout(50);
      continue;
    }
    // A control that went away between the pick and the click (a bot moved) is picked again.
    const clicked = await page
      .locator('[data-bench-pick]')
      .click({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (!clicked) continue;
    clicks++;
    // Let the paint after the click happen before the next one (and its entry reach the observer).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  }
  await page.waitForTimeout(300);
  const slow = await durations(page);
  if (process.env['BENCH_LATENCY_DEBUG']) console.log(game, width, JSON.stringify(slow));
  return { clicks, times: [...slow, ...Array.from({ length: Math.max(0, clicks - slow.length) }, () => FLOOR)] };
}

/** `only`: the games to measure (all when empty), e.g. from `npm run bench -- latency kaeseschieben`. */
export async function latencyFigures(only: readonly string[] = []): Promise<string[]> {
  return withSiteBrowser(PORT, 'BENCH_LATENCY_PORT', 'index.html', async (browser) => {
    // Wall time in a browser: the load average says how far the neighbours are in the figure.
    const out = [
      `click to next paint (Event Timing, a person's clicks against a bot, ~${CLICKS} per game and width; clicks under ${FLOOR} ms count as ${FLOOR}; load average ${loadavg()[0]!.toFixed(1)}):`,
    ];
    for (const game of GAMES.filter((g) => only.length === 0 || only.includes(g))) {
      for (const width of WIDTHS) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const { clicks, times } = await measure(page, game, width);
        await context.close();
        const sorted = [...times].sort((a, b) => a - b);
        const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
        // The neighbours change while the games are played: each line says how busy the machine was.
        out.push(`  ${game.padEnd(13)} ${String(width).padStart(4)} px: p50 ${q(0.5).toFixed(0)} ms, p95 ${q(0.95).toFixed(0)} ms, max ${q(1).toFixed(0)} ms over ${clicks} clicks (load ${loadavg()[0]!.toFixed(1)})`);
      }
    }
    return out;
  });
}
