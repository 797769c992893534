import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import './rw-game.js';
import type { RwGame } from './rw-game.component.js';
import '../test-support/happy-dom-focus.js';
import { until } from '../test-support/until.js';
import { boardOf as boardOfGame, mountGame } from '../test-support/mount-game.js';

type Board = HTMLElement & { view: { seat: unknown; hand?: readonly number[]; mine?: readonly number[] }; legal: unknown[]; seat: unknown; readOnly: boolean; send: (e: unknown) => void };

const mount = (attrs: Record<string, string>): RwGame => mountGame({ game: 'okudos', persist: 'off', bots: '', speed: '100000', seed: 'handover' }, attrs);
const boardOf = (el: RwGame) => boardOfGame<Board>(el);
const panel = (el: RwGame) => el.shadowRoot!.querySelector('.handover');
const showButton = (el: RwGame) => el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="show"]');

/** Confirms the handover shown (waiting for it first); the seat whose view the board then gets. */
async function confirm(el: RwGame, board: Board): Promise<number> {
  (await until(() => showButton(el))).click();
  await until(() => !board.readOnly);
  return board.seat as number;
}

/** Lets the seat to move decide (its first legal decision) until someone else is to move. */
async function decideTurn(el: RwGame, board: Board): Promise<void> {
  const seat = board.seat;
  for (let i = 0; i < 20 && board.seat === seat && !board.readOnly; i++) {
    board.send(board.legal[0]);
    await el.updateComplete;
  }
}

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe('handover at one screen', () => {
  it("shows no seat's secrets between two people's turns until the next one confirms", async () => {
    const names = ['Ann', 'Bo'];
    const el = mount({ players: names.join(', ') });
    const board = await boardOf(el);
    const first = (board.view as unknown as { current: number }).current;
    // A new game: nobody has sat down yet, so even the first person confirms.
    expect(showButton(el)!.textContent).toBe(`${names[first]}’s turn — show`);
    expect(board.view).toMatchObject({ seat: 'spectator', hand: [], mine: [] });
    expect(board.readOnly).toBe(true);
    expect(board.inert).toBe(true);
    expect(await confirm(el, board)).toBe(first);
    expect(panel(el)).toBeNull();
    expect(board.inert).toBe(false);
    expect(board.view.hand!.length).toBeGreaterThan(0);
    await decideTurn(el, board);
    // The other's turn: the panel is up and the board holds no seat's hand or sectors.
    expect(showButton(el)!.textContent).toBe(`${names[1 - first]}’s turn — show`);
    expect(board.view).toMatchObject({ seat: 'spectator', hand: [], mine: [] });
    expect(board.legal).toEqual([]);
    expect(await confirm(el, board)).toBe(1 - first);
    expect(board.view.seat).toBe(1 - first);
    expect(board.view.hand!.length).toBeGreaterThan(0);
  });

  it('speaks German in a German page', async () => {
    const el = mount({ players: 'Anna, Ben', lang: 'de', seed: 'handover-de' });
    await boardOf(el);
    expect(showButton(el)!.textContent).toMatch(/^(Anna|Ben) ist dran — zeigen$/);
    expect(panel(el)!.textContent).toMatch(/Gebt den Bildschirm an (Anna|Ben): Was jetzt kommt, sieht nur \1\./);
  });

  it('never shows the panel to a single person, whose own view stays while a bot moves', async () => {
    const el = mount({ game: 'schocken', players: 'Ann', bots: 'random' });
    const board = await boardOf(el);
    expect(panel(el)).toBeNull();
    expect(board.seat).toBe(0);
    await decideTurn(el, board);
    expect(board.readOnly).toBe(true);
    expect(panel(el)).toBeNull();
    expect(board.view.seat).toBe(0);
  });

  it("needs no handover for a bot's turn, and one for the next person after it", async () => {
    // Without an IntersectionObserver the element counts as seen: the bot plays at its pace.
    const observer = globalThis.IntersectionObserver;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
    onTestFinished(() => void ((globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = observer));
    const el = mount({ players: 'Ann, Bo', bots: 'random', speed: '0' });
    const board = await boardOf(el);
    const steps = () => el.log!.steps;
    // The people play (confirming each handover) until the bot has moved: no panel ever stops it.
    for (let i = 0; i < 500 && !steps().some((s) => s.event.seat === 2); i++) {
      if (showButton(el)) await confirm(el, board);
      else if (!board.readOnly) await decideTurn(el, board);
      else await new Promise((r) => setTimeout(r, 10));
    }
    expect(steps().at(-1)!.event.seat).toBe(2);
    // Then Ann's turn (seat 0, after the bot) waits behind the panel, and so does the game.
    await until(() => showButton(el));
    expect(showButton(el)!.textContent).toBe('Ann’s turn — show');
    expect(board.view.seat).toBe('spectator');
    const before = steps().length;
    await new Promise((r) => setTimeout(r, 30));
    expect(steps().length).toBe(before);
  });

  it('takes focus to the show button when a move at the screen brings the panel up, and into the board after it', async () => {
    const el = mount({ players: 'Ann, Bo' });
    const board = await boardOf(el);
    await confirm(el, board);
    // Focus inside the game (on a control no render removes), as after a click or a key.
    el.shadowRoot!.querySelector<HTMLElement>('[data-action="new-game"]')!.focus();
    await decideTurn(el, board);
    await until(() => el.shadowRoot!.activeElement === showButton(el));
    showButton(el)!.click();
    await until(() => !board.readOnly && el.shadowRoot!.activeElement === board);
    expect(board.shadowRoot!.activeElement).not.toBeNull();
  });

  it('shows the panel again after a reload mid-handover, never the secrets', async () => {
    const attrs = { players: 'Ann, Bo', persist: 'local', 'storage-key': 'handover-reload' };
    const first = mount(attrs);
    const board = await boardOf(first);
    await confirm(first, board);
    await decideTurn(first, board);
    const next = await confirm(first, board);
    first.remove();
    // The next person had confirmed; a reload does not know who sits at the screen now.
    const again = mount(attrs);
    const board2 = await boardOf(again);
    await until(() => again.log!.steps.length > 0);
    expect(showButton(again)!.textContent).toBe(`${['Ann', 'Bo'][next]}’s turn — show`);
    expect(board2.view).toMatchObject({ seat: 'spectator', hand: [], mine: [] });
  });
});

describe('the log at a shared screen', () => {
  it('mid-game withholds the seed and every draw; reveal-log gives the whole log', async () => {
    const el = mount({ players: 'Ann, Bo' });
    const board = await boardOf(el);
    await confirm(el, board);
    await decideTurn(el, board);
    const log = el.log! as unknown as Record<string, unknown> & { steps: { event: unknown; chance: unknown }[] };
    expect(log.seed).toBeNull();
    expect(log.setup).toBeNull();
    expect(log.withheld).toMatch(/cannot be replayed/);
    expect(log.steps.length).toBeGreaterThan(0);
    expect(log.steps.every((s) => s.chance === null && typeof s.event === 'object')).toBe(true);
    // Nothing of the deal is in it: no hand of either seat.
    expect(JSON.stringify(log)).not.toMatch(/"hands"|"owners"/);
    expect(el.shadowRoot!.querySelector('[data-action="export"]')!.getAttribute('title')).toMatch(/cannot be replayed/);
    el.setAttribute('reveal-log', '');
    await el.updateComplete;
    const whole = el.log!;
    expect(whole.seed).toBe('handover');
    expect(Array.isArray(whole.setup) && whole.setup.length > 0).toBe(true);
    expect(el.shadowRoot!.querySelector('[data-action="export"]')!.hasAttribute('title')).toBe(false);
  });

  it('a finished game gives the whole log as before', async () => {
    const el = mount({ game: 'schocken', players: '', bots: 'random, random', speed: '100000' });
    await until(() => el.stateValue);
    el.fastForward('game');
    await until(() => el.stateValue === 'over');
    const log = el.log!;
    expect(log.seed).toBe('handover');
    expect(log.outcome).not.toBeNull();
    expect('withheld' in log).toBe(false);
  });

  it('refuses to replay a withheld log, saying why', async () => {
    const el = mount({ players: 'Ann, Bo' });
    const board = await boardOf(el);
    await confirm(el, board);
    await decideTurn(el, board);
    const message = await el.importLog(JSON.stringify(el.log));
    expect(message).toContain('exported mid-game without its seed and draws, so it cannot be replayed');
  });
});
