import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import type { Vocabulary } from './vocabulary.js';

/** What is being typed at the cursor, worked out from the line up to it. */
export type Spot =
  | { readonly kind: 'statement' }
  | { readonly kind: 'option' }
  | { readonly kind: 'value'; readonly option: string }
  | { readonly kind: 'table' }
  | { readonly kind: 'where' }
  | { readonly kind: 'row'; readonly table: string }
  | { readonly kind: 'face' };

export interface Place {
  readonly spot: Spot;
  /** Where the word being typed starts in the line. */
  readonly from: number;
  /** The part of it typed so far. */
  readonly typed: string;
}

/** The words of a line before the cursor: null inside a comment or a quoted text. */
function wordsOf(line: string): string[] | null {
  const words: string[] = [];
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === ' ' || c === '\t') {
      i++;
    } else if (c === '#') {
      return null;
    } else if (c === '"') {
      let j = i + 1;
      while (j < line.length && line[j] !== '"') j += line[j] === '\\' ? 2 : 1;
      if (j >= line.length) return null;
      words.push(line.slice(i, j + 1));
      i = j + 1;
    } else {
      let j = i;
      while (j < line.length && line[j] !== ' ' && line[j] !== '\t' && line[j] !== '#') j++;
      words.push(line.slice(i, j));
      i = j;
    }
  }
  return words;
}

/**
 * The completion place for a line typed up to the cursor (`before`): at the start of a statement
 * line its keyword; after `set` an option, then its value; after `insert`, `replace` or `remove`
 * a table, then (`above`/`below` for insert and) a row of it; a face after `die … faces` and in
 * the words of a table's row. Null where nothing is offered (a comment, a quoted text, a word
 * that is not a name).
 */
export function placeAt(before: string): Place | null {
  const typed = /[a-z0-9-]*$/.exec(before)![0];
  const from = before.length - typed.length;
  const ahead = before.slice(0, from);
  // A name starts after a space or at the line's start, never inside another word (`"ab`, `3x`).
  if (ahead.length > 0 && !/[ \t]$/.test(ahead)) return null;
  const words = wordsOf(ahead);
  if (words === null) return null;
  const at = (spot: Spot): Place => ({ spot, from, typed });
  const indented = /^[ \t]/.test(before);
  if (indented) return words.length >= 1 ? at({ kind: 'face' }) : null;
  const [keyword, ...args] = words;
  if (keyword === undefined) return at({ kind: 'statement' });
  switch (keyword) {
    case 'set':
      if (args.length === 0) return at({ kind: 'option' });
      if (args.length === 1) return at({ kind: 'value', option: args[0]! });
      return null;
    case 'insert':
      if (args.length === 0) return at({ kind: 'table' });
      if (args.length === 1) return at({ kind: 'where' });
      if (args.length === 2) return at({ kind: 'row', table: args[0]! });
      return null;
    case 'replace':
    case 'remove':
      if (args.length === 0) return at({ kind: 'table' });
      if (args.length === 1) return at({ kind: 'row', table: args[0]! });
      return null;
    case 'die':
      return args.length >= 2 && args[1] === 'faces' ? at({ kind: 'face' }) : null;
    default:
      return null;
  }
}

const FLAG_VALUES = ['on', 'off'];

/** What to offer at a place; statements only until the vocabulary has arrived. */
export function optionsFor(spot: Spot, vocabulary: Vocabulary | null): Completion[] {
  if (spot.kind === 'statement') {
    return (vocabulary?.statements ?? []).map((s) => ({ label: s.name, type: 'keyword', detail: s.usage.slice(s.name.length).trim(), info: s.summary }));
  }
  if (!vocabulary) return [];
  switch (spot.kind) {
    case 'option':
      return vocabulary.options.map((o) => ({ label: o.id, type: 'property', detail: o.kind === 'flag' ? 'on | off' : o.values.join(' | '), info: o.description }));
    case 'value': {
      const option = vocabulary.options.find((o) => o.id === spot.option);
      if (!option) return [];
      const values = option.values.length > 0 ? option.values : option.kind === 'flag' ? FLAG_VALUES : [];
      return values.map((v) => ({ label: v, type: 'constant' }));
    }
    case 'table':
      return vocabulary.tables.map((t) => ({ label: t.id, type: 'type', detail: t.title }));
    case 'where':
      return ['above', 'below'].map((w) => ({ label: w, type: 'keyword' }));
    case 'row': {
      const table = vocabulary.tables.find((t) => t.id === spot.table);
      return (table?.rows ?? []).map((r) => ({ label: r.id, type: 'variable', detail: r.label }));
    }
    case 'face':
      // Number faces are typed as numbers; names are what is worth completing.
      return [...new Set(vocabulary.faces)].filter((f) => !/^\d+$/.test(f)).map((f) => ({ label: f, type: 'enum' }));
  }
}

/** The completion source for the editor: the vocabulary is read when asked, so it may arrive later. */
export function ruleCompletions(vocabulary: () => Vocabulary | null): CompletionSource {
  return (cx: CompletionContext): CompletionResult | null => {
    const line = cx.state.doc.lineAt(cx.pos);
    const place = placeAt(line.text.slice(0, cx.pos - line.from));
    if (!place) return null;
    // While typing: statements and faces once a word has begun, the words after `set`, `insert`,
    // `replace` and `remove` as soon as a space is typed; Ctrl-Space asks anywhere.
    if (!cx.explicit && place.typed === '' && (place.spot.kind === 'statement' || place.spot.kind === 'face')) return null;
    const options = optionsFor(place.spot, vocabulary());
    if (options.length === 0) return null;
    return { from: line.from + place.from, options, validFor: /^[a-z0-9-]*$/ };
  };
}
