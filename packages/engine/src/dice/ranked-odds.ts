/**
 * Exact odds for games that rank every throw of their dice: the chance of ending at a rank or
 * better within K throws, and the keep decision that gets there most often.
 */
import { KeepOdds, type DiceGoal, type DiceTurn, type KeepAdvice, type KeepRules } from './keep-odds.js';

export interface DiceRanking {
  /** The die's faces, one per side (repeats weigh more). */
  readonly faces: readonly number[];
  readonly count: number;
  /** Rank of a throw (0 is best), given its dice sorted high to low and whether it came in one throw. */
  rank(sortedDice: readonly number[], fromHand: boolean): number;
  /** Dice showing `from` may be turned to show `to`. */
  readonly turns: readonly DiceTurn<number>[];
  /** What may be set aside, and whether it may be thrown again (default: anything, yes). */
  readonly keep?: KeepRules<number>;
}

export class DiceOdds {
  private readonly odds: KeepOdds<number>;
  private readonly goals = new Map<number, DiceGoal<number>>();
  /** Ranks by the state's dice array (the same array for every goal): computed once each. */
  private readonly ranks = new WeakMap<readonly number[], [number, number]>();

  constructor(private readonly game: DiceRanking) {
    this.odds = new KeepOdds({ faces: game.faces, count: game.count, turns: game.turns, ...(game.keep ? { keep: game.keep } : {}) });
  }

  private rank(dice: readonly number[], fromHand: boolean): number {
    let r = this.ranks.get(dice);
    if (!r) this.ranks.set(dice, (r = [this.game.rank(dice, false), this.game.rank(dice, true)]));
    return r[fromHand ? 1 : 0];
  }

  /** The goal "rank `target` or better"; one function per target, so its tables are kept. */
  private goal(target: number): DiceGoal<number> {
    let g = this.goals.get(target);
    if (!g) this.goals.set(target, (g = (dice, fromHand) => this.rank(dice, fromHand) <= target));
    return g;
  }

  /** Chance of ending with rank `target` or better within `throws` throws, playing as well as possible. */
  bestPlay(target: number, throws: number): number {
    return this.odds.bestPlay(this.goal(target), throws);
  }

  /**
   * The best decision with these dice on the table and `throwsLeft` throws still allowed;
   * `aside`, the values set aside at the throw just made, and `first`, whether it was the turn's
   * first, matter only for the rules that ask (dice that stay aside, turns from one throw).
   */
  advise(dice: readonly number[], fromHand: boolean, throwsLeft: number, target: number, aside: readonly number[] = [], first = false): KeepAdvice<number> {
    return this.odds.advise(dice, fromHand, throwsLeft, this.goal(target), aside, first);
  }
}

/**
 * What a rule set needs for exact odds: dice with numbered faces, a ranking of every throw,
 * turns, and (when it has them) the keep rules: whether set-aside dice may be thrown again, and
 * which faces may be set aside.
 */
export interface RankedDiceRules {
  readonly dice: { readonly count: number; readonly die: { readonly faces: readonly (number | string)[] } };
  readonly ranking: {
    readonly outcomes: readonly { readonly key: string; readonly rank: number; readonly otherwise: { readonly rank: number } | null }[];
  };
  readonly turns: readonly DiceTurn<number>[];
  readonly reuseSetAside?: boolean;
  readonly keepOnly?: readonly number[] | null;
}

const oddsByRules = new WeakMap<RankedDiceRules, DiceOdds>();

/** Exact odds for a compiled rule set with a ranking of throws; built once per rule set. */
export function oddsForRules(rules: RankedDiceRules): DiceOdds {
  let odds = oddsByRules.get(rules);
  if (!odds) {
    if (!rules.dice.die.faces.every((f) => typeof f === 'number')) throw new Error('oddsForRules: the die needs numbered faces');
    const byKey = new Map(rules.ranking.outcomes.map((o) => [o.key, o]));
    odds = new DiceOdds({
      faces: rules.dice.die.faces as readonly number[],
      count: rules.dice.count,
      rank: (dice, fromHand) => {
        const o = byKey.get(dice.join(' '))!;
        return o.otherwise && !fromHand ? o.otherwise.rank : o.rank;
      },
      turns: rules.turns,
      keep: { reuseSetAside: rules.reuseSetAside !== false, only: rules.keepOnly ?? null },
    });
    oddsByRules.set(rules, odds);
  }
  return odds;
}
