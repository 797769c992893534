import { describe, expect, it } from 'vitest';
import { botName } from '../shared/i18n.js';
import './rw-game.js';

async function until<T>(get: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 1500; i++) {
    const v = get();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out');
}

describe('bot names in the page language', () => {
  it('names the bots in German and keeps an id it does not know', () => {
    expect([botName('tactician', 'de'), botName('random', 'de'), botName('tactician', 'en')]).toEqual(['Taktiker', 'Zufall', 'tactician']);
    expect([botName('constructor', 'de'), botName('greedy', 'de')]).toEqual(['constructor', 'greedy']);
  });

  it('seats German bots as "Taktiker 2" and "Zufall 3"', async () => {
    const el = document.createElement('rw-game');
    for (const [k, v] of Object.entries({ game: 'schocken', persist: 'off', players: 'Ann', bots: 'tactician, random', lang: 'de', speed: '0' })) el.setAttribute(k, v);
    document.body.append(el);
    const board = await until(() => el.shadowRoot?.querySelector('[exportparts]') as (HTMLElement & { view?: { players: readonly { name: string }[] } }) | null);
    const view = await until(() => board.view);
    expect(view.players.map((p) => p.name)).toEqual(['Ann', 'Taktiker 2', 'Zufall 3']);
    el.remove();
  });
});
