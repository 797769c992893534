// One saved value of an element (a game, a draft) in localStorage: a save that fails is said, not
// swallowed, and another tab saving the same value is noticed (the `storage` event), so neither
// tab overwrites the other's without the reader choosing.
import { css, html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { Lang } from './i18n.js';

/** What stands between this tab and its saved value: a save the browser refused, or another tab's save. */
export type SlotProblem = 'failed' | 'other-tab' | null;

/** Reads a key; null when it is not there or storage cannot be read (blocked, no storage). */
export function readStored(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a key; false when the browser refuses (storage full, blocked or absent). Never throws. */
export function writeStored(key: string, value: string): boolean {
  try {
    if (typeof localStorage === 'undefined') return false;
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key; nothing happens where storage cannot be reached. */
export function removeStored(key: string): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.removeItem(key);
  } catch {
    // Blocked storage holds nothing of ours to remove.
  }
}

/**
 * A value an element keeps in localStorage under `key()`. `save` writes it, unless another tab
 * has saved the same key since: then it waits for the reader to choose (`keepMine`, after which
 * the host saves this tab's value again, or `takeTheirs`, which hands back the other's). `problem` says what the reader must know;
 * the host is updated when it changes.
 */
export class StoredSlot implements ReactiveController {
  problem: SlotProblem = null;
  /** The value this tab wrote last (another tab writing the very same value is no conflict). */
  #last: string | null = null;
  /** The reader dismissed the notice of a failed save: not said again until a save goes through. */
  #quiet = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly key: () => string,
    /** False where the element does not save (e.g. `persist="off"`): nothing is written or watched. */
    private readonly enabled: () => boolean = () => true,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (typeof window !== 'undefined') window.addEventListener('storage', this.#onStorage);
  }

  hostDisconnected(): void {
    if (typeof window !== 'undefined') window.removeEventListener('storage', this.#onStorage);
  }

  /** The saved value (another tab's, if it saved last). */
  read(): string | null {
    return this.enabled() ? readStored(this.key()) : null;
  }

  /** Saves `value`; true when it is saved. While another tab's save waits for a choice, nothing is written. */
  save(value: string): boolean {
    if (!this.enabled() || this.problem === 'other-tab') return false;
    const ok = writeStored(this.key(), value);
    if (ok) {
      this.#last = value;
      this.#quiet = false;
    }
    this.#set(ok || this.#quiet ? null : 'failed');
    return ok;
  }

  /** The reader keeps this tab's value: the host saves it next, over the other tab's. */
  keepMine(): void {
    this.#set(null);
  }

  /** The reader takes the other tab's value: returned, and this tab saves again from it on. */
  takeTheirs(): string | null {
    const theirs = this.read();
    this.#last = theirs;
    this.#set(null);
    return theirs;
  }

  /** The reader has read that saving failed; it is said again only when a save fails after one went through. */
  dismiss(): void {
    if (this.problem !== 'failed') return;
    this.#quiet = true;
    this.#set(null);
  }

  /** Forgets the problem and the last value (a new key or a fresh start). */
  reset(): void {
    this.#last = null;
    this.#quiet = false;
    this.#set(null);
  }

  #set(problem: SlotProblem): void {
    if (this.problem === problem) return;
    this.problem = problem;
    this.host.requestUpdate();
    // The notice shows once its words are here.
    if (problem !== null && !words) {
      void import('./storage-words.json', { with: { type: 'json' } }).then((m) => {
        words = m.default;
        this.host.requestUpdate();
      });
    }
  }

  readonly #onStorage = (e: StorageEvent): void => {
    if (!this.enabled() || e.key !== this.key() || e.newValue === null || e.newValue === this.#last) return;
    if (e.storageArea && typeof localStorage !== 'undefined' && e.storageArea !== localStorage) return;
    this.#set('other-tab');
  };
}

/**
 * The notice's words in English and German (storage-words.json, data like the games' texts), loaded
 * once a slot has had a problem (a save failed, another tab saved over this one): most pages never show them.
 */
let words: typeof import('./storage-words.json') | undefined;

/** What the notice offers: the export of this tab's value, and the two choices of a conflict. */
export interface SlotActions {
  exportMine(): void;
  keepMine(): void;
  takeTheirs(): void;
}

/** The notice of a slot's problem, with its buttons; nothing when there is none (or its words are still loading). */
export function slotNotice(slot: StoredSlot, what: 'game' | 'draft', lang: Lang, act: SlotActions) {
  if (slot.problem === null || !words) return nothing;
  const t = words[lang];
  const exportButton = html`<button type="button" part="button" data-action="storage-export" @click=${() => act.exportMine()}>${t.export[what]}</button>`;
  if (slot.problem === 'failed') {
    return html`<div class="message notice storage" part="message" role="alert" data-storage="failed">
      <span>${t.failed[what]}</span>
      <span class="storage-actions">
        ${exportButton}
        <button type="button" part="button" data-action="storage-dismiss" @click=${() => slot.dismiss()}>${t.dismiss}</button>
      </span>
    </div>`;
  }
  return html`<div class="message notice storage" part="message" role="alert" data-storage="other-tab">
    <span>${t.otherTab[what]}</span>
    <span class="storage-actions">
      <button type="button" part="button" data-action="storage-keep" @click=${() => act.keepMine()}>${t.keepMine}</button>
      <button type="button" part="button" data-action="storage-load" @click=${() => act.takeTheirs()}>${t.takeTheirs}</button>
    </span>
  </div>`;
}

/** The notice's layout: its words, then its buttons in a row that wraps. */
export const storageStyles = css`
  .storage {
    white-space: normal;
  }
  .storage-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin-top: 0.4rem;
  }
`;
