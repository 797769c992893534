/**
 * The statements the rule language itself knows. `UNIVERSAL` ones may appear in any game's file;
 * the others are shared by several games, and a game's schema lists those it uses among its own
 * statements. A statement used by one game only lives with that game's schema.
 */
import { face } from './parts.js';
import { MAX_DICE, MAX_MATCH_GAMES, MAX_NUMBER, MAX_PLAYERS, MAX_SIDES, MAX_TURN_THROWS } from './limits.js';
import type { Reader } from './reader.js';
import type { MatchRule, OptionDecl, ScoreRule, Winner } from './ruleset.js';
import { clauses, custom, flag, int, lit, many, name, oneOf, onOff, optional, range, seq, text, word } from './signature.js';
import { statement, type StatementDef } from './statement.js';
import type { Word } from './syntax.js';

export const GAME = statement('game', {
  summary: 'The first line of a game file: its id and its title.',
  required: false,
  args: seq(name('id', 'the game id'), text('title', 'the title')).map(([id, title]) => ({ id, title })),
  details: 'The id names the game whose statements the file may use.',
});

export const VARIANT = statement('variant', {
  summary: 'The first line of a house rule: its name and the game it changes.',
  required: false,
  args: seq(text('name', 'the variant name'), lit('extends'), name('game', 'the game it extends').at()).map(([variant, , base]) => ({ name: variant, base })),
  details: 'See [Variants](#variants).',
});

export const PLAYERS = statement('players', {
  summary: 'How many people can play; `2..` has no upper limit.',
  args: range('the number of players', { min: 1, max: MAX_PLAYERS, open: true, ascending: true }).map(({ from, to }) => ({ min: from, max: to })),
  details: 'Every game needs it.',
});

export const DIE = statement('die', {
  summary: 'A die with its faces, numbers or names; a face may repeat. `d6` and the like need no statement.',
  required: false,
  keyed: true,
  args: seq(
    name('id', 'the die'),
    lit('faces'),
    many(face, { min: 2, max: MAX_SIDES, tooFew: `a die has between 2 and ${MAX_SIDES} faces`, code: 'value/out-of-range' }),
  ).map(([id, , faces]) => ({ id, faces })),
  details:
    'One word per side, so `1 2 2 3 3 star` is a six-sided die with two twos. Dice called `d2` … `d100` are built in.',
});

export type { OptionDecl };

// The words after the description depend on the kind of the default, so this reader is written out.
const optionWords = custom<OptionDecl>('<id> <default> "<description>" [one-of <a> <b> …] [range <min>..<max>]', (r: Reader) => {
  const id = r.name('the option');
  const dw: Word | undefined = r.take();
  const description = r.string('the one-line description');
  if (r.failed || id === undefined || !dw || description === undefined) {
    if (!dw) r.fail('expected the default value (`on`, `off`, a number or a name)');
    return undefined;
  }
  if (dw.kind === 'name' && (dw.value === 'on' || dw.value === 'off')) return { id, kind: 'flag', default: dw.value === 'on', description };
  if (dw.kind === 'number') {
    let min = -MAX_NUMBER;
    let max = MAX_NUMBER;
    if (r.keyword('range')) {
      const allowed = r.range('the allowed values', { ascending: true });
      if (allowed && allowed.to !== null) ({ from: min, to: max } = { from: allowed.from, to: allowed.to });
    }
    return { id, kind: 'number', default: dw.value, description, min, max };
  }
  if (dw.kind === 'name') {
    r.expect('one-of');
    const choices: string[] = [];
    while (!r.atEnd()) {
      const c = r.name('a choice');
      if (c !== undefined) choices.push(c);
    }
    return { id, kind: 'choice', default: dw.value, description, choices };
  }
  return r.fail(`the default is \`on\`, \`off\`, a number or a name, not \`${dw.text}\``, dw.range);
});

export const OPTION = statement('option', {
  summary: 'Declares an option with its default and a one-line description; `set` changes it.',
  required: false,
  keyed: true,
  args: optionWords,
  check: (decl, r) => (decl.description.trim().length === 0 ? r.fail('the description must say what the option does') : decl),
  details:
    'A switch (`on`/`off`), a number (with an optional range) or a choice among names (`one-of`). The description is one line that says what the option does; the site and the tables show it. Engines read options by id.',
});

export const SET = statement('set', {
  summary: 'Sets an option declared by the game.',
  required: false,
  keyed: true,
  args: seq(name('option', 'the option').at(), word('value', 'the value to set')).map(([id, value]) => ({ id, word: value })),
  details: 'Mostly used in variants.',
});

/** The first line of a file: one of these, read by the header pass. */
export const HEADERS: readonly StatementDef[] = [GAME, VARIANT];

/** The statements every game may use. */
export const UNIVERSAL: readonly StatementDef[] = [...HEADERS, PLAYERS, DIE, OPTION, SET];

// ---------------------------------------------------------------- shared by several games

export const DICE = statement('dice', {
  summary: 'How many dice are thrown together, and which die (`d6` or one declared with `die`).',
  args: seq(int('count', 'the number of dice', { min: 1, max: MAX_DICE }), name('die', 'the die').at()).map(([count, die]) => ({ count, die })),
});

export const THROWS = statement('throws', {
  summary: 'How many times a player may throw in a turn; who sets the limit; dice to set aside between throws.',
  phased: true,
  args: seq(
    range('the number of throws', { min: 1, max: MAX_TURN_THROWS, ascending: true }),
    clauses(optional('set-by', lit('starter')), optional('keep-at-least', int('n', 'the dice to keep', { min: 0, max: MAX_DICE }))),
  // Without `open`, a range always has an upper end.
  ).map(([{ from, to }, [setBy, keep]]) => ({ min: from, max: to ?? from, setByStarter: setBy !== null, keepAtLeast: keep ?? 0 })),
  details:
    '`set-by starter`: the starter’s number of throws caps everyone after them in the round. `keep-at-least 1`: before throwing again, at least one more die goes aside.',
});

export const REUSE_SET_ASIDE = statement('reuse-set-aside', {
  summary: 'Whether dice set aside may be thrown again later in the turn.',
  args: onOff('whether set-aside dice may be thrown again'),
});

const ENDS_WHEN_SUMMARY = 'When the game is over.';

/**
 * The shape of `ends-when` every game shares, for the language reference: the conditions are
 * each game's own, declared in its schema with `endsWhen`.
 */
export const ENDS_WHEN = statement('ends-when', {
  summary: ENDS_WHEN_SUMMARY,
  args: many(name('condition', 'a condition'), { min: 1 }),
  details: 'Each game names its own conditions (below); several mean "whichever comes first".',
});

/**
 * A game's `ends-when` with the conditions it knows (each word with what it means), so that a
 * rule file names only those and the reference lists them under the game.
 */
export function endsWhen<C extends string>(conditions: Readonly<Record<C, string>>): StatementDef<readonly C[]> {
  const words = Object.keys(conditions) as C[];
  return statement('ends-when', {
    summary: ENDS_WHEN_SUMMARY,
    args: many(oneOf('a condition', words, 'condition'), { min: 1 }),
    details: words.map((w) => `\`${w}\` (${conditions[w]})`).join(', '),
  });
}

export const WINNER = statement('winner', {
  summary: 'Who wins, and what happens on a tie.',
  args: seq(oneOf('who wins', ['most-points', 'fewest-points'] as const), optional('ties', oneOf('how ties end', ['share', 'none'] as const))).map(
    ([by, ties]): Winner => ({ by, ties: ties ?? 'none' }),
  ),
});

/** A board of squares as `board` reads it: its size, and how it is filled if the game fills it (`sudoku`). */
export interface BoardSize<F extends string = string> {
  readonly width: number;
  readonly height: number;
  readonly fill: F | null;
}

const BOARD_SUMMARY = 'The board size in squares.';
const boardSize = seq(int('width', 'the width', { min: 1, max: 100 }), lit('by'), int('height', 'the height', { min: 1, max: 100 }));

/** The shape of `board` every game shares, for the language reference; a game declares its own with `board`. */
export const BOARD = statement('board', {
  summary: BOARD_SUMMARY,
  args: seq(boardSize, custom('[<fill>]', (r) => (r.atEnd() ? null : r.name('how the board is filled')), true)).map(([[width, , height], fill]): BoardSize => ({ width, height, fill })),
  details: 'A game that fills its board names the ways (below).',
});

/**
 * A game's `board <width> by <height>`, with the ways it fills a board (`board(\{ sudoku: 'a solved
 * sudoku made from the game’s seed' \})`, written `board 9 by 9 sudoku`), or none.
 */
export function board<F extends string = never>(fills: Readonly<Record<F, string>> = {} as Record<F, string>): StatementDef<BoardSize<F>> {
  const words = Object.keys(fills) as F[];
  const fill = words.length === 0 ? null : words.length === 1 ? flag(words[0]!).map((on) => (on ? words[0]! : null)) : custom(`[${words.join('|')}]`, (r) => (r.atEnd() ? null : r.oneOf('how the board is filled', words)), true);
  return statement('board', {
    summary: words.length === 0 ? BOARD_SUMMARY : `${BOARD_SUMMARY.slice(0, -1)}; ${words.map((w) => `\`${w}\``).join(' or ')} fills it.`,
    args: fill === null ? boardSize.map(([width, , height]): BoardSize<F> => ({ width, height, fill: null })) : seq(boardSize, fill).map(([[width, , height], f]): BoardSize<F> => ({ width, height, fill: f })),
    ...(words.length === 0 ? {} : { details: words.map((w) => `\`${w}\`: filled with ${fills[w]}.`).join(' ') }),
  });
}

/** The most lives a match may give (`match lives <n>`), and the most halves a game may be lost at. */
export const MAX_LIVES = 20;
export const MAX_LOST_AT = 10;
/** The most points one game may score a player (`score`), either way, and the most a match may be played to (`first-to`). */
export const MAX_SCORE = 1000;
export const MAX_FIRST_TO = 10_000;

/** The `match` line as read, before `score` joins it (see `matchRule` in match.ts). */
export type MatchLine = Pick<MatchRule, 'lostAt' | 'lives' | 'games' | 'bestOf' | 'firstTo' | 'ties'>;

export const MATCH = statement('match', {
  summary: 'How a game is decided and how games make a match: halves until one player has lost some; lives, a number of games, best of n, first to n points; play-offs for ties.',
  required: false,
  args: clauses(
    optional('lost-at', seq(int('n', 'the halves that lose the game', { min: 1, max: MAX_LOST_AT }), lit('halves')).map(([n]) => n)),
    optional('lives', int('n', 'the lives each player starts with', { min: 1, max: MAX_LIVES })),
    optional('games', int('n', 'the games of the match', { min: 1, max: MAX_MATCH_GAMES })),
    optional('best-of', int('n', 'the games a best-of match has at most', { min: 1, max: MAX_MATCH_GAMES })),
    optional('first-to', seq(int('n', 'the points that win the match', { min: 1, max: MAX_FIRST_TO }), lit('points')).map(([n]) => n)),
    optional('ties', oneOf('how players level at the end are settled', ['play-off'] as const)),
  ).map(
    ([lostAt, lives, games, bestOf, firstTo, ties]): MatchLine => ({
      lostAt,
      lives,
      // Only what is written, so rule sets without it keep their shape.
      ...(games === null ? {} : { games }),
      ...(bestOf === null ? {} : { bestOf }),
      ...(firstTo === null ? {} : { firstTo }),
      ...(ties === null ? {} : { ties }),
    }),
  ),
  check: (m, r) =>
    m.lostAt === null && m.lives === null && m.games === undefined && m.bestOf === undefined && m.firstTo === undefined
      ? r.fail(m.ties === undefined ? 'name the match: `lost-at <n> halves`, `lives <n>`, `games <n>`, `best-of <n>` or `first-to <n> points`' : '`ties play-off` settles the end of a match: name the match (`lives <n>`, `games <n>`, `best-of <n>` or `first-to <n> points`)')
      : m,
  details: [
    '`lost-at <n> halves`: halves are played until one player has lost n of them, who has lost the game (no final); with p players that is after at most p·(n−1)+1 halves (a game that has halves plays it; the others refuse it).',
    'The other clauses make a match of whole games, the same for every game, decided by each game\'s ranking, winners and losers alone.',
    '`lives <n>`: the loser of each game (every player who shares the last place) loses one life, a player without lives leaves the match; it ends when one player has lives left, or fewer than the game needs; most lives win, then the later to leave.',
    '`games <n>`: n games, scored by `score` (or, with `lives`, after n games the most lives win).',
    '`best-of <n>`: the first to win more than half of n games wins; after n games the most wins decide.',
    '`first-to <n> points`: the first to n points (`score`) wins.',
    '`ties play-off`: players level for first place at the end play one more game among themselves (no life lost, no points), again while the leaders of it are level, up to 5 times, when the file\'s `players` allows that many (a tournament at tables of three to five whose play-off is between two writes `players 2..5`); otherwise the tie stands.',
    'Lives may combine with `games`; `best-of` stands alone. Every match ends within 200 games before its play-offs.',
  ].join(' '),
});

/** What a game scores in a match, as `score` says (the parts not written are absent). */
export const SCORE = statement('score', {
  summary: 'What each game of a match scores, from its ranking alone: its winners, its losers, each place.',
  required: false,
  args: clauses(
    optional('winner', int('n', 'the points of each winner', { min: -MAX_SCORE, max: MAX_SCORE })),
    optional('loser', int('n', 'the points of each loser', { min: -MAX_SCORE, max: MAX_SCORE })),
    optional('places', many(int('n', 'the points of a place', { min: -MAX_SCORE, max: MAX_SCORE }), { min: 1, max: MAX_PLAYERS, shown: 2 })),
  ).map(([winner, loser, places]): ScoreRule => ({ ...(winner === null ? {} : { winner }), ...(loser === null ? {} : { loser }), ...(places === null ? {} : { places }) })),
  check: (s, r) => (s.winner === undefined && s.loser === undefined && s.places === undefined ? r.fail('name what a game scores: `winner <n>`, `loser <n>` or `places <n> …`') : s),
  details: [
    '`winner <n>`: every player who shares the first place of a game scores n; `loser <n>`: every player who shares the last place (negative: points lost, `score loser -5`).',
    '`places <n> …`: the first place scores the first number, the second the next, and so on (players level share the best of their places; places beyond the list score nothing). The parts add up.',
    'Needs a match that counts points: `match games <n>` or `match first-to <n> points`; the most points win.',
  ].join(' '),
});

/** Statements shared by several games; each game's schema lists those it uses. */
export const SHARED: readonly StatementDef[] = [DICE, THROWS, REUSE_SET_ASIDE, ENDS_WHEN, WINNER, BOARD, MATCH, SCORE];

/** Statements only a variant may use; they change the base game's tables. */
export const VARIANT_OPERATIONS = ['insert', 'replace', 'remove'] as const;
export type VariantOperation = (typeof VARIANT_OPERATIONS)[number];

const table = name('table', 'the table').at();
const row = name('row', 'the row').at();

/** How each variant operation is written: `insert <table> above|below <row>` and so on. */
export const VARIANT_SIGNATURES = {
  insert: seq(table, oneOf('where to insert', ['above', 'below'] as const), row).map(([t, where, r]) => ({ table: t, where, row: r })),
  replace: seq(table, row).map(([t, r]) => ({ table: t, where: null, row: r })),
  remove: seq(table, row).map(([t, r]) => ({ table: t, where: null, row: r })),
} as const;

/** What each variant operation does, for the language reference. */
export const VARIANT_SUMMARIES: Readonly<Record<VariantOperation, string>> = {
  insert: 'Adds the rows indented below it to a table of the base game, above or below one of its rows.',
  replace: 'Puts the rows indented below it in place of one row of a table of the base game.',
  remove: 'Takes one row out of a table of the base game.',
};

export const VARIANT_USAGE: Readonly<Record<VariantOperation, string>> = {
  insert: `insert ${VARIANT_SIGNATURES.insert.usage}`,
  replace: `replace ${VARIANT_SIGNATURES.replace.usage}`,
  remove: `remove ${VARIANT_SIGNATURES.remove.usage}`,
};
