import type { LocalText } from '@regelwerk/engine';

/**
 * The colour of each sector, by sector number (row by row): names a board maps to its own
 * palette, and words for them in German and English. The rulebook only says each sector has a
 * colour of its own; these are ours. Boards larger than nine sectors name the rest by number.
 */
export const COLOURS: readonly { readonly id: string; readonly name: LocalText }[] = [
  { id: 'red', name: { de: 'Rot', en: 'red' } },
  { id: 'orange', name: { de: 'Orange', en: 'orange' } },
  { id: 'yellow', name: { de: 'Gelb', en: 'yellow' } },
  { id: 'green', name: { de: 'Grün', en: 'green' } },
  { id: 'teal', name: { de: 'Türkis', en: 'teal' } },
  { id: 'blue', name: { de: 'Blau', en: 'blue' } },
  { id: 'violet', name: { de: 'Violett', en: 'violet' } },
  { id: 'pink', name: { de: 'Rosa', en: 'pink' } },
  { id: 'brown', name: { de: 'Braun', en: 'brown' } },
];

/** The colour id of sector `s`. */
export const colourOf = (s: number): string => COLOURS[s]?.id ?? `sector-${s + 1}`;

/** The colour's name in a language. */
export const colourName = (s: number, lang: keyof LocalText): string => COLOURS[s]?.name[lang] ?? (lang === 'de' ? `Sektor ${s + 1}` : `sector ${s + 1}`);
