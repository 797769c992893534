import type { GamePage } from '@regelwerk/engine';
import { describe, expect, it } from 'vitest';
import { gamePageHtml } from './game-page-html.js';

const both = (en: string, de: string) => ({ en, de });
const page: GamePage = {
  description: both('Play "Lantern" here.', 'Hier „Laterne“ spielen.'),
  intro: both('A game of lights.', 'Ein Spiel der Lichter.'),
  how: { en: ['First.', 'Second.'], de: ['Erstens.', 'Zweitens.'] },
  play: { text: both('Click.', 'Klick.'), game: { speed: '500' }, opponents: { most: 3, selected: 2 } },
  table: { heading: both('Lights', 'Lichter'), text: both('From the rule file.', 'Aus der Regeldatei.') },
  decisions: { en: ['One <em>rule</em>.'], de: ['Eine <em>Regel</em>.'], rulebook: 'das Regelheft' },
  variants: {
    heading: both('House rules', 'Hausregeln'),
    label: both('House rule', 'Hausregel'),
    text: both('Pick one.', 'Wähle eine.'),
    options: [
      { value: 'dim', en: 'Dim', de: 'Gedimmt' },
      { value: 'bright', en: 'Bright', de: 'Hell' },
    ],
    game: { bots: 'tactician' },
    table: { throws: '2' },
    beside: true,
  },
  wide: true,
};
const dom = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('a game page from the template', () => {
  it('plays, charts and tabulates the game it is for, and carries the partials marks and the one page script', () => {
    const html = gamePageHtml({ id: 'lantern', title: both('Lantern', 'Laterne'), page });
    const d = dom(html);
    expect(html).toContain('<!-- site:head -->');
    expect(html).toContain('<!-- site:nav -->');
    expect(d.querySelector('script[src="/src/game-page.ts"]')).not.toBeNull();
    expect(d.querySelector('title')?.dataset.de).toBe('Laterne — regelwerk');
    expect([...d.querySelectorAll('h1 span')].map((s) => s.textContent)).toEqual(['Lantern', 'Laterne']);
    expect(d.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Play "Lantern" here.');
    expect(d.querySelector('rw-statechart')?.getAttribute('game')).toBe('lantern');
    expect(d.querySelector('rw-rules-table[for="game"]')?.getAttribute('game')).toBe('lantern');
  });

  it('seats the picked number of bots, each count with its save slot, and marks that option chosen', () => {
    const d = dom(gamePageHtml({ id: 'lantern', title: both('Lantern', 'Lantern'), page }));
    const game = d.querySelector('rw-game#game')!;
    expect(game.getAttribute('bots')).toBe('tactician, tactician');
    expect(game.getAttribute('storage-key')).toBe('lantern-2-bots');
    expect(game.getAttribute('speed')).toBe('500');
    expect([...d.querySelectorAll('#opponents option')].map((o) => [o.getAttribute('value'), o.textContent, o.getAttribute('data-de'), o.hasAttribute('selected')])).toEqual([
      ['1', '1 bot', '1 Bot', false],
      ['2', '2 bots', '2 Bots', true],
      ['3', '3 bots', '3 Bots', false],
    ]);
    expect(d.querySelector('section[aria-labelledby="play"]')?.classList.contains('full-bleed')).toBe(true);
  });

  it('keeps each paragraph beside its translation and names the rulebook as the game does', () => {
    const d = dom(gamePageHtml({ id: 'lantern', title: both('Lantern', 'Lantern'), page }));
    expect([...d.querySelectorAll('section[aria-labelledby="how"] p')].map((p) => p.textContent)).toEqual(['First.', 'Erstens.', 'Second.', 'Zweitens.']);
    expect(d.querySelector('#decisions span[data-lang="de"]')?.textContent).toBe('Entscheidungen, wo das Regelheft schweigt');
    expect(d.querySelector('#decisions')?.closest('section')?.querySelector('ul[data-lang="en"] li')?.innerHTML).toBe('One <em>rule</em>.');
  });

  it('starts the variant game, its compared table and the playground link on the first variant', () => {
    const d = dom(gamePageHtml({ id: 'lantern', title: both('Lantern', 'Lantern'), page }));
    const game = d.querySelector('#variant-game')!;
    expect([game.getAttribute('variant'), game.getAttribute('storage-key'), game.getAttribute('bots')]).toEqual(['dim', 'lantern-dim', 'tactician']);
    const tables = [...d.querySelectorAll('#variant-area rw-rules-table')].map((t) => [t.id, t.getAttribute('variant'), t.getAttribute('compare'), t.getAttribute('throws')]);
    expect(tables).toEqual([
      ['variant-table', 'dim', 'standard', '2'],
      ['', null, null, '2'],
    ]);
    expect(d.querySelector('#playground-link')?.getAttribute('href')).toBe('/playground.html?game=lantern&variant=dim');
    expect([...d.querySelectorAll('#variant-select option')].map((o) => o.getAttribute('data-de'))).toEqual(['Gedimmt', 'Hell']);
  });

  it('without page data shows the summary, the game, its chart and its tables, and nothing it has no words for', () => {
    const d = dom(gamePageHtml({ id: 'lantern', title: both('Lantern', 'Lantern'), summary: both('Lights out.', 'Licht aus.') }));
    expect([...d.querySelectorAll('header p')].map((p) => p.textContent)).toEqual(['Lights out.', 'Licht aus.']);
    expect(d.querySelector('rw-game#game')?.getAttribute('game')).toBe('lantern');
    expect(d.querySelector('rw-statechart')).not.toBeNull();
    expect(d.querySelector('rw-rules-table')).not.toBeNull();
    expect(d.querySelectorAll('#how, #decisions, #variants, #opponents')).toHaveLength(0);
    expect(d.querySelector('meta[name="description"]')?.getAttribute('data-de')).toBe('Licht aus.');
  });
});
