/**
 * Käseschieben's own limits (listed with the rule language's in docs/rule-language.md, "Limits").
 * Within them every game ends, and a game of bots ends in bounded time: the numbers that made
 * games run on for ever or for minutes are refused by `check`, each at the statement that goes
 * over. The figures are from simulations of the rulebook's file with one number changed, two
 * players, on one core.
 */

/**
 * The smallest side of the board. On a board one or two squares wide, mice block each other for
 * good: four mice on 2×2, or two mice facing each other across a line of cheese on 5×1, have no
 * complete move ever again, and every turn passes. Random games on every board from 3×3 to 5×5
 * (with every start square, layout and two to four players tried) all ended.
 */
export const MIN_BOARD_SIDE = 3;

/**
 * The largest side of the board. Random bots wander before they meet the cheese: with the
 * rulebook's 16 cubes a round of random bots takes about 2,000 decisions on 8×8, 28,000 on 16×16
 * (48,000 at most in 20 rounds), 65,000 on 20×20 and 430,000 on 30×30; on 100×100 it did not end
 * within a million. A match of MAX_ROUNDS rounds on 16×16 stays well below a million decisions.
 */
export const MAX_BOARD_SIDE = 16;

/**
 * The most steps of one move (the largest number of the die, times the joker's multiplier): each
 * step is a decision. The rulebook's die moves at most 6. With a die of 20s and a doubling star
 * (40 steps) a tactician's game takes about 90 decisions; with 500s (1,000 steps) some 1,500 of
 * the longest decisions there are, and with 5,000s one game ran past 5 minutes.
 */
export const MAX_MOVE_STEPS = 50;

/** The most rounds of a match (the option `rounds`, as the rulebook's file declares it): every round is a whole game on the board. */
export const MAX_ROUNDS = 20;

/** One mouse sits at each edge of the board, so at most four players. */
export const MAX_PLAYERS = 4;
