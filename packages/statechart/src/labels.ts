/**
 * What a transition says, for people and for programmers: "throw dice / if throw allowed" or
 * "dice.throw / [throwAllowed]". Used at build time (to size the label boxes of the layout for
 * every variant) and at run time (to draw them), so both always agree.
 */

export type Lang = 'de' | 'en';

/** A word or a sentence in both languages. */
export interface LocalText {
  readonly de: string;
  readonly en: string;
}

/** A game's own words for its events and guards, when its module gives them. */
export interface TransitionTexts {
  /** By event type, e.g. `dice.throw`: what the player does ("throw dice"). */
  readonly events?: Readonly<Record<string, LocalText>>;
  /** By guard name, e.g. `throwAllowed`: the whole condition ("if a throw is allowed"). */
  readonly guards?: Readonly<Record<string, LocalText>>;
}

/** The parts of a transition its label is made of. */
export interface LabelledTransition {
  readonly event: string | null;
  readonly guard: string | null;
  /** An eventless transition without guard that follows guarded ones from the same state. */
  readonly otherwise?: boolean;
}

/** How a label is written: in the page language, or the names as in the machine config. */
export type LabelMode = Lang | 'code';

const WORDS = {
  en: { atOnce: 'at once', otherwise: 'otherwise' },
  de: { atOnce: 'sofort', otherwise: 'sonst' },
} as const;

const own = <T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined => (table && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined);

/** `noThrowsLeft` → `no throws left`, `dice_throw` → `dice throw`. */
export function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

/**
 * A readable form of a dot-case event: `dice.throw` → `throw dice` (the verb last in the config,
 * first in English); a name without a dot is split into words.
 */
export function eventWords(event: string): string {
  const parts = event.split('.').map(words);
  return parts.length === 2 ? `${parts[1]} ${parts[0]}` : parts.join(' ');
}

/**
 * The lines of a transition's label: the event, then the guard. In the page language from the
 * game's texts, else a readable form derived from the names; in `code` mode the names as written.
 */
export function labelLines(t: LabelledTransition, mode: LabelMode, texts: TransitionTexts = {}): string[] {
  if (mode === 'code') {
    const lines = t.event ? [t.event] : t.guard ? [] : ['always'];
    if (t.guard) lines.push(`[${t.guard}]`);
    return lines;
  }
  const w = WORDS[mode];
  const lines: string[] = [];
  if (t.event) lines.push(own(texts.events, t.event)?.[mode] ?? eventWords(t.event));
  // Without the game's own words, English reads the names; German keeps the guard in brackets
  // (a statechart's notation for a condition) rather than mixing languages in a sentence.
  if (t.guard) lines.push(own(texts.guards, t.guard)?.[mode] ?? (mode === 'en' ? `if ${words(t.guard)}` : `[${words(t.guard)}]`));
  if (lines.length === 0) lines.push(t.otherwise ? w.otherwise : w.atOnce);
  return lines;
}

/** Marks eventless, unguarded transitions that come after guarded ones of the same state. */
export function withOtherwise<T extends { readonly source: string; readonly event: string | null; readonly guard: string | null }>(edges: readonly T[]): (T & { readonly otherwise: boolean })[] {
  const guarded = new Set<string>();
  return edges.map((e) => {
    const otherwise = e.event === null && e.guard === null && guarded.has(e.source);
    if (e.event === null && e.guard !== null) guarded.add(e.source);
    return { ...e, otherwise };
  });
}
