import { HighlightStyle, StreamLanguage, type StreamParser } from '@codemirror/language';
import { tags } from '@lezer/highlight';

/**
 * Highlighting for the rule language (rules/regelwerk.peggy), read line by line as the grammar
 * does: a line that starts in column 1 is a statement whose first word is its keyword; an
 * indented line is a row whose first word is the row's id. Which keywords exist is the
 * compiler's business (an unknown one is underlined by the diagnostics), so the tokenizer needs
 * no list of them and the editor's chunk carries no statement book.
 */

/** Where the tokenizer is inside one line. */
export interface LineState {
  /** Words read so far on this line. */
  word: number;
  indented: boolean;
  /** The first word of a statement line. */
  keyword: string | null;
}

const NAME = /^[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*/;
const RANGE = /^[+-]?\d+\.\.(?:[+-]?\d+)?/;
const NUMBER = /^[+-]?\d+/;
const TIMES = /^x\d+/;
const EXPR = /^[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*[+-]\d+/;
/** What may follow a word (the grammar's Boundary). */
const BOUNDARY = /^(?:[ \t#]|$)/;

/** Words that join clauses inside a statement and have a fixed meaning there. */
const FIXED: Readonly<Record<string, readonly string[]>> = {
  variant: ['extends'],
  insert: ['above', 'below'],
};

/** The token names below map to highlight tags through CodeMirror's stream-parser table. */
export const ruleParser: StreamParser<LineState> = {
  name: 'regelwerk',
  startState: () => ({ word: 0, indented: false, keyword: null }),
  copyState: (s) => ({ ...s }),
  token(stream, state) {
    if (stream.sol()) {
      state.word = 0;
      state.keyword = null;
      state.indented = /[ \t]/.test(stream.peek() ?? '');
    }
    if (stream.eatSpace()) return null;
    const ch = stream.peek();
    if (ch === '#') {
      stream.skipToEnd();
      return 'comment';
    }
    if (ch === '"') {
      stream.next();
      let c: string | void;
      while ((c = stream.next()) !== undefined) {
        if (c === '\\') stream.next();
        else if (c === '"') break;
      }
      state.word++;
      return 'string';
    }
    const rest = stream.string.slice(stream.pos);
    const word = (re: RegExp): string | null => {
      const m = re.exec(rest);
      if (!m || !BOUNDARY.test(rest.slice(m[0].length))) return null;
      stream.pos += m[0].length;
      return m[0];
    };
    const n = word(RANGE) ?? word(NUMBER) ?? word(TIMES);
    if (n !== null) {
      state.word++;
      return 'number';
    }
    if (word(EXPR) !== null) {
      state.word++;
      return 'variableName.special';
    }
    const name = word(NAME);
    if (name !== null) {
      const index = state.word++;
      if (index === 0) {
        if (state.indented) return 'variableName.definition';
        state.keyword = name;
        return 'keyword';
      }
      if (name === 'on' || name === 'off') return 'bool';
      if (state.keyword && FIXED[state.keyword]?.includes(name)) return 'keyword';
      // The table of a variant operation and the option of `set`: names of the base game.
      if (index === 1 && state.keyword !== null && ['insert', 'replace', 'remove', 'set'].includes(state.keyword)) return 'propertyName';
      return 'name';
    }
    // Not a word the grammar reads: the rest of the word is marked, the diagnostics say why.
    stream.next();
    stream.eatWhile(/[^ \t#]/);
    state.word++;
    return 'invalid';
  },
  languageData: { commentTokens: { line: '#' } },
};

export const ruleLanguage = StreamLanguage.define(ruleParser);

/**
 * Colours from the element's palette (board-kit theme: `--_fg`, `--_accent`, `--_muted`, which
 * follow `--rw-*` and `light-dark()`): strings and numbers are mixed mostly from the text colour,
 * so they keep its contrast against the background in light and dark alike.
 */
export const ruleHighlight = HighlightStyle.define([
  { tag: tags.keyword, color: 'var(--_accent, #9a3d10)', fontWeight: '600' },
  { tag: tags.comment, color: 'var(--_muted, #5a564c)', fontStyle: 'italic' },
  { tag: tags.string, color: 'color-mix(in oklab, var(--_fg, #1d1b16) 62%, #1d7a3a)' },
  { tag: [tags.number, tags.bool], color: 'color-mix(in oklab, var(--_fg, #1d1b16) 62%, #2a5bd7)' },
  { tag: tags.special(tags.variableName), color: 'color-mix(in oklab, var(--_fg, #1d1b16) 62%, #2a5bd7)' },
  { tag: tags.definition(tags.variableName), fontWeight: '600' },
  // A name of the base game (`remove ranking …`, `set fewer-throws-win …`): italic, as an underline
  // of any kind reads as a problem mark next to the diagnostics' wavy ones.
  { tag: tags.propertyName, fontStyle: 'italic' },
  { tag: tags.invalid, textDecoration: 'underline wavy', textDecorationColor: 'var(--_accent, #9a3d10)' },
]);
