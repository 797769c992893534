import type { GameEvent } from '@regelwerk/engine';

/** The decisions of one type among `events` (the legal ones, say), typed as that type. */
export function ofType<E extends GameEvent, T extends E['type']>(events: readonly E[], type: T): Extract<E, { type: T }>[] {
  return events.filter((e): e is Extract<E, { type: T }> => e.type === type);
}

/** Whether two lists of dice (their places or their faces) hold the same members, in any order. */
export function sameSet(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** A new set: `set` with `item` added, or taken out when it was in (a die marked or unmarked in a board's draft). */
export function toggled<T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> {
  const next = new Set(set);
  if (next.has(item)) next.delete(item);
  else next.add(item);
  return next;
}

/**
 * Presses the button a shortcut key names in a board: a letter of `letters` (lower case) by its
 * selector, or a digit 1–9 the die `[data-die]` of that number (the first die is 1). An enabled
 * button is clicked and the key does nothing else; a key with Alt, Ctrl or Meta is left to the
 * browser. Whether a button was pressed.
 */
export function pressShortcut(root: ParentNode | null, e: KeyboardEvent, letters: Readonly<Record<string, string>>): boolean {
  if (e.altKey || e.ctrlKey || e.metaKey || !root) return false;
  const key = e.key.toLowerCase();
  const selector = /^[1-9]$/.test(key) ? `[data-die="${Number(key) - 1}"]` : Object.hasOwn(letters, key) ? letters[key] : undefined;
  const button = selector ? root.querySelector<HTMLButtonElement>(selector) : null;
  if (!button || button.disabled) return false;
  e.preventDefault();
  button.click();
  return true;
}
