import type { LocalText } from './module.js';

/** Paragraphs or list items in both languages; a text may carry inline HTML (`<em>`, `<code>`, `<a>`). */
export interface LocalTexts {
  readonly de: readonly string[];
  readonly en: readonly string[];
}

/** Attributes of an element on the page, as written (`bots`, `speed`, `throws`, …). */
export type PageAttributes = Readonly<Record<string, string>>;

/**
 * What a game's page on the demo site says, as data: the site fills its one page template
 * (apps/site, docs/adding-a-game.md) with it. Texts may carry inline HTML; they are the game's
 * own words, written in its folder. Without a page the template shows the module's summary,
 * the game, its statechart and its tables.
 */
export interface GamePage {
  /** The page's `<meta name="description">`. */
  readonly description: LocalText;
  /** The paragraph under the page's heading. */
  readonly intro: LocalText;
  /** "How it plays": the rules in short. */
  readonly how: LocalTexts;
  readonly play: {
    /** How to play against the bots here (controls, keys). */
    readonly text: LocalText;
    /** The `rw-game`'s attributes besides `id` and `game` (`bots`, `speed`); with `opponents`, its `bots` and `storage-key` follow the picker. */
    readonly game: PageAttributes;
    /** A picker of 1…`most` bots at the table, `selected` first. */
    readonly opponents?: { readonly most: number; readonly selected: number };
  };
  /** What the statechart shows (the template has a general sentence). */
  readonly chart?: LocalText;
  readonly table: { readonly heading: LocalText; readonly text: LocalText };
  /** What this implementation decided where the rulebook is silent. */
  readonly decisions: LocalTexts & {
    /** The game's German rulebook with its article, as the heading names it, when not "die Spielregel". */
    readonly rulebook?: string;
  };
  /** The house rules (or the rulebook's variants) to play and compare, the first shown first. */
  readonly variants: {
    readonly heading: LocalText;
    /** What a variant is called in the picker's label. */
    readonly label: LocalText;
    readonly text: LocalText;
    readonly options: readonly (LocalText & { readonly value: string })[];
    /** The variant game's attributes besides its variant and storage key (`bots`, `speed`). */
    readonly game: PageAttributes;
    /** More attributes of the compared tables (`throws`); `beside` shows the standard table next to it. */
    readonly table?: PageAttributes;
    readonly beside?: boolean;
  };
  /** Board and variant area take the page's full width. */
  readonly wide?: boolean;
}
