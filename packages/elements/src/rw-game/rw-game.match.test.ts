import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import './rw-game.js';
import type { RwGame } from './rw-game.component.js';
import { until } from '../test-support/until.js';

/** An IntersectionObserver that says every element is on screen, so bots play at once. */
class OnScreen {
  constructor(private readonly cb: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.cb([{ isIntersecting: true }]);
  }
  disconnect() {
    // Nothing to stop: it reported once.
  }
}
const real = globalThis.IntersectionObserver;
beforeEach(() => {
  (globalThis as { IntersectionObserver: unknown }).IntersectionObserver = OnScreen;
});
afterEach(() => {
  (globalThis as { IntersectionObserver: unknown }).IntersectionObserver = real;
  document.body.replaceChildren();
  localStorage.clear();
});

function game(attrs: Record<string, string>): RwGame {
  const el = document.createElement('rw-game');
  for (const [k, v] of Object.entries({ game: 'schocken', players: '', bots: 'random, random, random', speed: '100000', ...attrs })) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const cells = (tr: Element) => [...tr.children].map(text).join(' ');
const rows = (el: RwGame) => [...el.shadowRoot!.querySelectorAll('.match tbody tr')].map(cells);

/** Plays the game on the board to its end (bots only), and waits for the match's next step. */
async function finishGame(el: RwGame): Promise<void> {
  await until(() => el.stateValue);
  el.fastForward('game');
  await until(() => el.stateValue === 'over');
  await until(() => el.shadowRoot!.querySelector('[data-action="next-game"], .match-over'));
}

describe('a match in <rw-game>', () => {
  it('shows the lives of every player and the game of the match, and after each game a button to the next, until one player has lives left', async () => {
    const el = game({ variant: 'drei-leben', seed: 'leben', persist: 'off' });
    await until(() => el.shadowRoot?.querySelector('.match'));
    expect(text(el.shadowRoot!.querySelector('.match-game'))).toBe('Game 1 of the match');
    expect(rows(el)).toEqual(['random 1 3', 'random 2 3', 'random 3 3']);
    await finishGame(el);
    // The game's loser has lost a life.
    const loser = el.log!.outcome!.losers[0]!;
    const loserName = el.log!.players[loser]!.name;
    expect(rows(el)).toEqual(['random 1', 'random 2', 'random 3'].map((name) => `${name} ${name === loserName ? 2 : 3}`));
    let games = 1;
    while (!el.shadowRoot!.querySelector('.match-over')) {
      el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="next-game"]')!.click();
      games++;
      await until(() => text(el.shadowRoot!.querySelector('.match-game')) === `Game ${games} of the match`);
      await finishGame(el);
    }
    // Three lives at a table of three, one loser a game: 6 to 8 games; the winner alone has lives.
    expect(games).toBeGreaterThanOrEqual(6);
    expect(games).toBeLessThanOrEqual(8);
    expect(rows(el).filter((r) => !r.endsWith(' 0'))).toHaveLength(1);
    expect(text(el.shadowRoot!.querySelector('.match-over'))).toMatch(/ wins the match\.$/);
  });

  it('keeps the match on reload: the game being played and the lives before it', async () => {
    // The page opts in to the whole log (its seed) mid-game; without it the seed is withheld.
    const first = game({ variant: 'drei-leben', seed: 'reload', persist: 'local', 'reveal-log': '' });
    await finishGame(first);
    first.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="next-game"]')!.click();
    await until(() => text(first.shadowRoot!.querySelector('.match-game')) === 'Game 2 of the match');
    const before = rows(first);
    const seed = first.log!.seed;
    first.remove();
    const again = game({ variant: 'drei-leben', seed: 'reload', persist: 'local', lang: 'de', 'reveal-log': '' });
    await until(() => text(again.shadowRoot?.querySelector('.match-game')) === 'Spiel 2 der Partie');
    expect(rows(again)).toEqual(before);
    expect(again.log!.seed).toBe(seed);
    expect(seed).toBe('reload/game/1');
  });

  it('counts points and the games of a fixed match, in German too', async () => {
    const el = game({ variant: 'fiebel-turnier', seed: 'fiebel', persist: 'off', lang: 'de' });
    await until(() => el.shadowRoot?.querySelector('.match'));
    expect(text(el.shadowRoot!.querySelector('.match-game'))).toBe('Spiel 1 von 13');
    expect(cells(el.shadowRoot!.querySelector('.match thead tr')!)).toBe('Spieler Punkte');
    await finishGame(el);
    expect(rows(el).map((r) => Number(r.split(' ').pop())).sort()).toEqual([-5, 0, 0]);
    expect(text(el.shadowRoot!.querySelector('[data-action="next-game"]'))).toBe('Nächstes Spiel');
  });

  it('shows no match for rules that play single games', async () => {
    const el = game({ seed: 'single', persist: 'off' });
    await until(() => el.stateValue);
    expect(el.shadowRoot!.querySelector('.match')).toBeNull();
  });
});
