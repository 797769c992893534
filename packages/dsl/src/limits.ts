/**
 * Every limit of the rule language, in one place (and listed in docs/rule-language.md, "Limits").
 * They keep the work for any file that `check` accepts bounded: compiling it, and everything
 * that reads the compiled rule set afterwards — tables, exact odds, bots, the web elements. A
 * file beyond a limit is refused up front with a positioned diagnostic that names the limit and
 * the number the file would need.
 */

/**
 * The largest rule file read, in characters; a bigger one is refused before it is parsed. The
 * largest real file is about 2.5 KB (a game with its whole table and comments); 64 KB leaves room
 * for twenty-five of those. The limit is also what a shared playground link may expand to, and
 * the editor checks its text on every change: at the earlier 4 MB, a link's text froze the
 * playground's editor for 5.6 s; at 64 KB a check takes well under the 200 ms of one task.
 */
export const MAX_SOURCE_BYTES = 64 * 1024;

/** The largest number (in magnitude) a rule file may use anywhere. */
export const MAX_NUMBER = 100_000;

/** The longest name (`schock-out`, `sushi-die`), in characters. */
export const MAX_NAME_LENGTH = 64;

/** The longest "quoted text" (a title, a label, a description), in characters. */
export const MAX_TEXT_LENGTH = 500;

/** The most values one `for <n> in <a>..<b>` may run over. */
export const MAX_FOR_VALUES = 1000;

/**
 * The most pieces (tiles, chips) a file may make, all its lists together. A game lasts about as
 * many decisions as it has pieces, every decision copies the rows or piles they lie in, and a
 * board draws them all: a game's time grows with the square of its pieces, a page's step with
 * their number. Measured on one core: the sushi-tile game with 100,000 tiles took over 60 s a game of
 * tactician bots; with 2,000 about 7,000 decisions and 2.5 s, but each step of its board in
 * Chromium up to 330 ms of the page's thread; with 1,000 tiles at most 145 ms, with 500 75 ms.
 * The sudoku-chip game on a 25×25 sudoku needs 625 chips; with 2,000 a game took 3.5 s (100,000 ran past two
 * minutes). The rulebooks have 24 tiles and 81 chips.
 */
export const MAX_PIECES = 1_000;

/** The most dice thrown together (`dice <count> <die>`). */
export const MAX_DICE = 10;

/** The most sides of a die (`die … faces …`, and the built-in `d2` … `d100`). */
export const MAX_SIDES = 100;

/**
 * The most players at one table. The `players` statement takes no larger number, and a rule set
 * whose values depend on the table (`when players`, `per player`) is worked out for every count
 * up to it when `players` has no upper end (`2..`): a value such as `tokens 10 per player` must
 * stay within its limits for every table allowed, and saved games already check seats against it.
 */
export const MAX_PLAYERS = 100;

/** The most throws a player may have in one turn (`throws <min>..<max>`). */
export const MAX_TURN_THROWS = 20;

/**
 * The most different throws the dice may have together, the order of the dice aside: 5 d6 have
 * 252. Rankings list every throw, and exact odds and bots work over them.
 */
export const MAX_DIFFERENT_THROWS = 252;

/**
 * The most ways a turn may go on from a throw of all the dice: for every throw, every choice of
 * dice to set aside, every throw of the rest. 5 d6 have 253,848; exact odds and the bots that
 * use them visit each of these once per throw left and per rank aimed at.
 */
export const MAX_THROW_STEPS = 300_000;

/** The most names listed in one message (`its rows are …`); the rest are counted. */
export const MAX_LISTED_NAMES = 20;

/**
 * The most decisions one game may take before a simulation gives it up as a game that does not
 * end (`game/did-not-end`): rules can make one (a round nobody can finish, a ranking whose every
 * penalty is 0), and a simulation must then stop with a message rather than run for ever.
 * Measured on every shipped rule file and variant, 2,000 seeds each with random bots and 200 with
 * tacticians, at the fewest and the most players (six where any number may play): the longest
 * game took 6,891 decisions (the cheese-pushing game, two players, random mice; its mean is 1,930),
 * every game of the cup-dice game fewer than 1,200, the tile and the sudoku games fewer than 150. A million leaves room for
 * rules that lengthen play a hundredfold (a larger board, more tokens) and stops a game that
 * cannot end in about a second of random play (at the cup-dice game's pace; the cheese-pushing
 * game's tacticians, the slowest bots, take about 100 s).
 */
export const MAX_DECISIONS = 1_000_000;

/**
 * The most games of a match before its play-offs (`match games <n>`, `best-of <n>`, and the end
 * of any match whatever it says). The surveyed matches are 13 games (S08), two runs of ten (S02b)
 * and lives: three lives at a table of six end after at most 6·3 − 1 = 17 games that cost a life.
 * A match for lives ends after at most p·lives − 1 games with a loser, but a game without one (a
 * full tie, which three of our four games allow) costs nobody a life, and points may never reach
 * `first-to`: this limit ends every match in a bounded number of games, and then the standing
 * decides. 200 games of the slowest game (the cheese-pushing game, random mice, 1,930 decisions
 * on average) are under 400,000 decisions, a few seconds of simulation.
 */
export const MAX_MATCH_GAMES = 200;

/**
 * The most play-off games at the end of a match (`ties play-off`): players still level after a
 * play-off play another among the leaders of it, up to this many; then the tie stands. A play-off
 * of a game that always has one loser settles two players by the first; three or more level
 * players, or games that can end in a full tie, may need more.
 */
export const MAX_PLAY_OFFS = 5;
