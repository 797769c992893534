// For tests of saving: a storage as the browser's is when it is full (or the page may not store).

/** A storage whose every write throws as a full one does, while `full`. */
export function fullStorage() {
  const items = new Map<string, string>();
  return {
    full: true,
    getItem: (k: string) => items.get(k) ?? null,
    setItem(k: string, v: string) {
      if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(k, v);
    },
    removeItem: (k: string) => void items.delete(k),
  };
}
