import { LitElement } from 'lit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullStorage } from '../test-support/full-storage.js';
import { readStored, removeStored, StoredSlot, writeStored } from './storage.js';

class Host extends LitElement {
  readonly stored = new StoredSlot(this, () => 'regelwerk:test:slot');
  updates = 0;
  override requestUpdate(...args: Parameters<LitElement['requestUpdate']>): void {
    this.updates++;
    super.requestUpdate(...args);
  }
}
if (!customElements.get('storage-test-host')) customElements.define('storage-test-host', Host);

const host = () => document.body.appendChild(document.createElement('storage-test-host') as Host);
/** What another tab writing `value` under `key` looks like to this one. */
const otherTab = (key: string, value: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('a stored slot', () => {
  it('says that a save failed instead of throwing, and stops saying it once one goes through', () => {
    const h = host();
    const store = fullStorage();
    vi.stubGlobal('localStorage', store);
    expect(h.stored.save('a')).toBe(false);
    expect(h.stored.problem).toBe('failed');
    expect(writeStored('k', 'v')).toBe(false);
    store.full = false;
    expect(h.stored.save('b')).toBe(true);
    expect(h.stored.problem).toBeNull();
    expect(readStored('regelwerk:test:slot')).toBe('b');
  });

  it('is quiet about further failures once the reader dismissed the notice, until a save goes through', () => {
    const h = host();
    const store = fullStorage();
    vi.stubGlobal('localStorage', store);
    h.stored.save('a');
    h.stored.dismiss();
    expect(h.stored.save('b')).toBe(false);
    expect(h.stored.problem).toBeNull();
    store.full = false;
    expect(h.stored.save('c')).toBe(true);
    store.full = true;
    expect(h.stored.save('d')).toBe(false);
    expect(h.stored.problem).toBe('failed');
  });

  it('notices another tab saving the same key and writes nothing until the reader chooses', () => {
    const h = host();
    h.stored.save('mine');
    const before = h.updates;
    otherTab('regelwerk:test:other', 'x');
    otherTab('regelwerk:test:slot', null);
    otherTab('regelwerk:test:slot', 'mine');
    expect(h.stored.problem).toBeNull();
    localStorage.setItem('regelwerk:test:slot', 'theirs');
    otherTab('regelwerk:test:slot', 'theirs');
    expect(h.stored.problem).toBe('other-tab');
    expect(h.updates).toBeGreaterThan(before);
    expect(h.stored.save('mine, later')).toBe(false);
    expect(readStored('regelwerk:test:slot')).toBe('theirs');
    expect(h.stored.takeTheirs()).toBe('theirs');
    expect(h.stored.problem).toBeNull();
    expect(h.stored.save('mine again')).toBe(true);
  });

  it('writes this tab’s value again when the reader keeps it, and stops listening once disconnected', () => {
    const h = host();
    otherTab('regelwerk:test:slot', 'theirs');
    expect(h.stored.problem).toBe('other-tab');
    h.stored.keepMine();
    expect(h.stored.save('mine')).toBe(true);
    expect(readStored('regelwerk:test:slot')).toBe('mine');
    h.remove();
    otherTab('regelwerk:test:slot', 'theirs again');
    expect(h.stored.problem).toBeNull();
  });

  it('reads and removes nothing where storage cannot be reached', () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: denied, setItem: denied, removeItem: denied });
    expect(readStored('k')).toBeNull();
    expect(() => removeStored('k')).not.toThrow();
  });
});
