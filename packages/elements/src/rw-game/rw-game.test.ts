import { gameEntry } from '@regelwerk/games';
import { MAX_PLAYER_NAME_LENGTH } from '@regelwerk/engine';
import { describe, expect, it } from 'vitest';
import { botName } from '../shared/i18n.js';
import './rw-game.js';
import '../test-support/happy-dom-focus.js';

/** A game's context is the object that holds its rules and its random generator's state. */
const isContext = (o: unknown): boolean => typeof o === 'object' && o !== null && 'rng' in o && 'rules' in o;

/** Every context reachable from `root` through properties, arrays, maps and sets. */
function contextsReachable(root: unknown): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const walk = (v: unknown, path: string): void => {
    if (typeof v !== 'object' || v === null || seen.has(v) || v instanceof Node) return;
    seen.add(v);
    if (isContext(v)) found.push(path);
    const entries: [string, unknown][] = v instanceof Map ? [...v.entries()].map(([k, x]) => [String(k), x]) : v instanceof Set ? [...v].map((x, i) => [String(i), x]) : Object.entries(v);
    for (const [k, x] of entries) walk(x, `${path}.${k}`);
  };
  walk(root, '$');
  return found;
}

async function until<T>(get: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = get();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out');
}

describe('the board contract', () => {
  it('recognises a context when one is reachable (the check can fail)', async () => {
    const module = await gameEntry('schocken')!.load!();
    const rules = { players: { min: 2, max: null } };
    const probe = { nested: [{ context: { rules, rng: [1, 2, 3, 4] } }] };
    expect(contextsReachable(probe)).toEqual(['$.nested.0.context']);
    expect(module.runtime.id).toBe('schocken');
  });

  it('gives a board a view, the legal decisions and send, and no way to reach the game context', async () => {
    const el = document.createElement('rw-game');
    for (const [k, v] of Object.entries({ game: 'schocken', persist: 'off', players: 'Ann', bots: 'random', speed: '100000', seed: 'contract' })) el.setAttribute(k, v);
    document.body.append(el);
    const board = await until(() => el.shadowRoot?.querySelector('[exportparts]') as (HTMLElement & Record<string, unknown>) | null);
    await until(() => board.view);
    // What the board holds: exactly the contract, the view of the person at the screen.
    expect(board.view).toMatchObject({ seat: 0 });
    expect(Array.isArray(board.legal) && board.legal.length > 0).toBe(true);
    expect(typeof board.send).toBe('function');
    expect(contextsReachable({ view: board.view, legal: board.legal, seat: board.seat, readOnly: board.readOnly, lang: board.lang })).toEqual([]);
    // Nor through the shell that holds the board: its public members lead to no context either.
    const shell: Record<string, unknown> = {};
    for (let proto = Object.getPrototypeOf(el); proto && proto !== HTMLElement.prototype; proto = Object.getPrototypeOf(proto)) {
      for (const key of Object.getOwnPropertyNames(proto)) {
        const d = Object.getOwnPropertyDescriptor(proto, key);
        if (d?.get) shell[key] = (el as unknown as Record<string, unknown>)[key];
      }
    }
    for (const key of Object.keys(el)) shell[key] = (el as unknown as Record<string, unknown>)[key];
    expect(Object.keys(shell)).toContain('log');
    expect(contextsReachable(shell)).toEqual([]);
    el.remove();
  });

  it("keeps the one person's own view while a bot moves; with two people at the screen a spectator's", async () => {
    const botTurn = async (players: string) => {
      const el = document.createElement('rw-game');
      for (const [k, v] of Object.entries({ game: 'schocken', persist: 'off', players, bots: 'random', speed: '100000', seed: 'own-view' })) el.setAttribute(k, v);
      document.body.append(el);
      const board = await until(() => el.shadowRoot?.querySelector('[exportparts]') as (HTMLElement & Record<string, unknown>) | null);
      await until(() => board.view);
      // The people decide (the first legal decision each time, each confirming a handover) until the bot is to move.
      for (let i = 0; i < 60; i++) {
        const show = el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="show"]');
        if (show) show.click();
        else if (board.readOnly) break;
        else (board.send as (e: unknown) => void)((board.legal as unknown[])[0]);
        await (el as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
      }
      const seen = { readOnly: board.readOnly, seat: board.seat, viewSeat: (board.view as { seat: unknown }).seat };
      el.remove();
      return seen;
    };
    expect(await botTurn('Ann')).toEqual({ readOnly: true, seat: null, viewSeat: 0 });
    const hotSeat = await botTurn('Ann, Bo');
    expect(hotSeat.readOnly).toBe(true);
    expect(hotSeat.viewSeat).not.toBe(0);
    expect(hotSeat.viewSeat).not.toBe(1);
  });
});

describe('player names', () => {
  const messageOf = async (el: HTMLElement) => (await until(() => el.shadowRoot?.querySelector('[part="message"]')?.textContent)) ?? '';

  it('refuses a name in the players attribute over the limit, in the page language', async () => {
    const el = document.createElement('rw-game');
    for (const [k, v] of Object.entries({ game: 'schocken', persist: 'off', players: `Ann, ${'n'.repeat(MAX_PLAYER_NAME_LENGTH + 1)}`, lang: 'de' })) el.setAttribute(k, v);
    document.body.append(el);
    expect(await messageOf(el)).toContain(`Der Name von Spieler 2 hat ${MAX_PLAYER_NAME_LENGTH + 1} Zeichen; ein Name darf höchstens ${MAX_PLAYER_NAME_LENGTH} haben.`);
    expect(el.shadowRoot!.querySelector('[exportparts]')).toBeNull();
    el.remove();
  });

  it('refuses a stored game whose player has a name over the limit, and starts a fresh one', async () => {
    const players = [{ name: 'n'.repeat(5000), bot: null }, { name: 'random 2', bot: 'random' }];
    localStorage.setItem('regelwerk:rw-game:schocken', JSON.stringify({ format: 'rw-game', version: 1, game: 'schocken', variant: null, src: null, inline: null, players, seed: 's', events: [] }));
    const el = document.createElement('rw-game');
    for (const [k, v] of Object.entries({ game: 'schocken', players: 'Ann', bots: 'random' })) el.setAttribute(k, v);
    document.body.append(el);
    expect(await messageOf(el)).toContain(`The saved game could not be read (Player 1's name has 5000 characters; a name may have at most ${MAX_PLAYER_NAME_LENGTH}.). A new game has started.`);
    const board = await until(() => el.shadowRoot?.querySelector('[exportparts]') as (HTMLElement & Record<string, unknown>) | null);
    expect(await until(() => board.view)).toMatchObject({ seat: 0 });
    el.remove();
    localStorage.clear();
  });

  it('names the bots in German ("Taktiker 2", "Zufall 3") and keeps a bot id it does not know', async () => {
    expect([botName('tactician', 'de'), botName('random', 'de'), botName('tactician', 'en')]).toEqual(['Taktiker', 'Zufall', 'tactician']);
    expect([botName('constructor', 'de'), botName('greedy', 'de')]).toEqual(['constructor', 'greedy']);
    const el = document.createElement('rw-game');
    for (const [k, v] of Object.entries({ game: 'schocken', persist: 'off', players: 'Ann', bots: 'tactician, random', lang: 'de', speed: '0' })) el.setAttribute(k, v);
    document.body.append(el);
    const board = await until(() => el.shadowRoot?.querySelector('[exportparts]') as (HTMLElement & { view?: { players: readonly { name: string }[] } }) | null);
    expect((await until(() => board.view)).players.map((p) => p.name)).toEqual(['Ann', 'Taktiker 2', 'Zufall 3']);
    el.remove();
  });
});

describe('the variant attribute', () => {
  const messageOf = async (el: HTMLElement) => (await until(() => el.shadowRoot?.querySelector('[part="message"]')?.textContent)) ?? '';
  const mount = (attrs: Record<string, string>) => {
    const el = document.createElement('rw-game') as HTMLElement & { log: { variant: string | null } | null };
    for (const [k, v] of Object.entries({ persist: 'off', players: 'Ann', bots: 'random', speed: '100000', seed: 'variant', ...attrs })) el.setAttribute(k, v);
    document.body.append(el);
    return el;
  };

  it.each([
    ['werl-herausgelegt', 'werl-herausgelegt'],
    ['schocken-general-ueber-schock-2', 'general-ueber-schock-2'],
  ])('variant="%s" plays the shipped catalogue file %s', async (attr, name) => {
    const el = mount({ game: 'schocken', variant: attr });
    expect(await until(() => el.log?.variant)).toBe(name);
    el.remove();
  });

  it('a Sushizock house rule from the catalogue plays too', async () => {
    const el = mount({ game: 'sushizock', variant: 'erste-n-steine' });
    expect(await until(() => el.log?.variant)).toBe('erste-n-steine');
    el.remove();
  });

  it.each([
    ['werl', 'variant="werl": there is no schocken variant "werl". Did you mean variant="werl-herausgelegt"? Its variants are '],
    ['bellinghofen', 'there is no schocken variant "bellinghofen". Its variants are '],
    ['jul', 'Did you mean variant="jule" or variant="jule-greher" or variant="jule-catweazle"?'],
    ['sechsen-umdrehn', 'Did you mean variant="sechsen-umdrehen"?'],
  ])('an unknown name (%s) gets a message naming the attribute, with close names', async (attr, text) => {
    const el = mount({ game: 'schocken', variant: attr });
    const message = await messageOf(el);
    expect(message).toContain(text);
    expect(message).toContain('aus-der-hand, burgerwerk-blind-doppelt, bvb-dortmund');
    expect(el.shadowRoot!.querySelector('[exportparts]')).toBeNull();
    el.remove();
  });
});
