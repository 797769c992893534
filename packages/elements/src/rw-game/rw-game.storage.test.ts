import { afterEach, describe, expect, it, vi } from 'vitest';
import './rw-game.js';
import type { RwGame } from './rw-game.component.js';
import { fullStorage } from '../test-support/full-storage.js';
import { until } from '../test-support/until.js';
import { boardOf as boardOfGame, mountGame } from '../test-support/mount-game.js';

type Board = HTMLElement & { view: unknown; legal: unknown[]; send: (e: unknown) => void };

const KEY = 'regelwerk:rw-game:schocken';

const mount = (attrs: Record<string, string>): RwGame => mountGame({ game: 'schocken', players: 'Ann', bots: 'random', speed: '0', 'reveal-log': '' }, attrs);
const boardOf = (el: RwGame) => boardOfGame<Board>(el);
const notice = (el: RwGame, kind: string) => el.shadowRoot!.querySelector<HTMLElement>(`[data-storage="${kind}"]`);
const button = (el: RwGame, action: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!;
const seedOf = (el: RwGame) => (el.log as { seed?: string } | null)?.seed;
const savedSeed = () => (JSON.parse(localStorage.getItem(KEY) ?? '{}') as { seed?: string }).seed;
/** What another tab saves for a game of `seed` (made here under another key, then taken away). */
async function savedElsewhere(seed: string): Promise<string> {
  const other = mount({ seed, 'storage-key': 'other' });
  await boardOf(other);
  const saved = await until(() => localStorage.getItem('regelwerk:other'));
  other.remove();
  return saved;
}
/** Another tab of the page saving its game under the same key. */
function otherTabSaves(value: string): void {
  localStorage.setItem(KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: value, storageArea: localStorage }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  localStorage.clear();
});

describe('saving a game', () => {
  it('says so when the browser refuses the save, offers the log, and plays on', async () => {
    vi.stubGlobal('localStorage', fullStorage());
    const el = mount({ seed: 'full', lang: 'de' });
    const board = await boardOf(el);
    const said = await until(() => notice(el, 'failed'));
    expect(said.getAttribute('role')).toBe('alert');
    expect(said.textContent).toContain('Diese Partie konnte nicht im Browser gespeichert werden');
    // The export is the log of this game.
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(Object.create(URL) as typeof URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    button(el, 'storage-export').click();
    expect(click).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await blobs[0]!.text())).toMatchObject({ seed: 'full' });
    // The game goes on: a decision is taken, nothing thrown.
    const steps = () => (el.log as { steps: readonly unknown[] }).steps.length;
    const before = steps();
    await until(() => board.legal.length > 0);
    board.send(board.legal[0]);
    await until(() => steps() > before);
    button(el, 'storage-dismiss').click();
    await el.updateComplete;
    expect(notice(el, 'failed')).toBeNull();
  });

  it('notices another tab saving the same game and overwrites it only when the reader keeps this one', async () => {
    const theirs = await savedElsewhere('theirs');
    const el = mount({ seed: 'mine' });
    await boardOf(el);
    await until(() => savedSeed() === 'mine');
    otherTabSaves(theirs);
    const said = await until(() => notice(el, 'other-tab'));
    expect(said.textContent).toContain('also open in another tab');
    // Until the reader chooses, this tab writes nothing over the other's.
    el.newGame();
    await el.updateComplete;
    expect(savedSeed()).toBe('theirs');
    button(el, 'storage-keep').click();
    await el.updateComplete;
    expect(notice(el, 'other-tab')).toBeNull();
    expect(savedSeed()).toBe('mine');
  });

  it('loads the other tab’s game when the reader takes it', async () => {
    const theirs = await savedElsewhere('theirs');
    const el = mount({ seed: 'mine' });
    await boardOf(el);
    expect(seedOf(el)).toBe('mine');
    otherTabSaves(theirs);
    (await until(() => notice(el, 'other-tab') && button(el, 'storage-load'))).click();
    await el.updateComplete;
    expect(seedOf(el)).toBe('theirs');
    expect(notice(el, 'other-tab')).toBeNull();
  });
});
