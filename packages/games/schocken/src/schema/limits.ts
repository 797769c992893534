/**
 * Schocken's own limits (listed with the rule language's in docs/rule-language.md, "Limits").
 * The figures are from simulations on one core, two players.
 */

/**
 * The most penalty tokens in the middle. In the second phase of a half the tokens wander between
 * the players a penalty at a time, like a gambler's ruin, so a half lasts about the square of the
 * tokens. Measured with a penalty of 1 for every throw (the slowest table), 10 halves with a final
 * and 20 throws a turn: 30 tokens take about 31,000 decisions a game with random bots, 40 about
 * 67,000 (83,000 at most in 10 games); with 1,000 tokens a game ran past 1,800,000 decisions.
 * The rulebook has 13; house rules play 11 to 15, or ten per player (60 at a table of six). 100
 * allows those; by the square law such a worst table takes some 350,000 decisions (an estimate
 * from the figures above), within the decision limit.
 */
export const MAX_TOKENS = 100;
