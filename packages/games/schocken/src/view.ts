import { type FastSnapshot, type Seat, type ViewHead } from '@regelwerk/engine';
import type { RoundResult, RoundSummary, SchockenContext, Stage, ThrowOff } from './context.js';
import { classify } from './rules/ranking.js';
import { starterOf, type StartReason } from './rules/starters.js';
import { inOpening, rulesNow, throwLimit } from './rules/turn.js';
import type { BlindRule, SchockenRules, TurnRule } from './schema/rules.js';
import { groupDice, rankingGroups } from './schema/tables.js';

/** A throw's name in the rule file and what it costs the round's loser. */
export interface ThrowName {
  readonly label: string;
  readonly penalty: number | 'all';
  readonly endsHalf: boolean;
  /** Set when the throw, as the round's best, ends the whole game (`ends game`). */
  readonly endsGame?: true;
}

/** One kind of throw of the ranking, best first: for a legend beside the game. */
export interface LegendRow extends ThrowName {
  /** The throws of this kind, shortened (`6-6-6; 5-5-5; …; 2-2-2`). */
  readonly dice: string;
}

/** What one seat may know; a spectator sees what every player sees. */
export interface SchockenView extends ViewHead {
  readonly stage: Stage;
  readonly half: number;
  readonly halves: number;
  readonly phase: 'from-middle' | 'passing';
  readonly middle: number;
  readonly tokens: readonly number[];
  readonly inPlay: readonly boolean[];
  readonly halfLosers: readonly Seat[];
  readonly throwLimit: number;
  readonly throwsUsed: number;
  readonly dice: readonly number[];
  readonly aside: readonly number[];
  readonly fromHand: boolean;
  /** What the dice on the table are worth now (all dice thrown), or null. */
  readonly throwName: ThrowName | null;
  /**
   * This round's finished turns. A covered throw shows `dice: null` and no name to everyone but
   * its owner; the dice that lay set aside at that throw (`aside`, their values) are seen by all.
   */
  readonly results: readonly {
    readonly seat: Seat;
    readonly dice: readonly number[] | null;
    /** The values of the dice set aside at the last throw, outside the cup: public. */
    readonly aside: readonly number[];
    readonly name: ThrowName | null;
    readonly throws: number;
    readonly fromHand: boolean;
    readonly covered: boolean;
    /** Declared blind: hidden from every seat, the thrower's too, until the round is revealed. */
    readonly blind?: true;
  }[];
  /** The ranking of throws from the rule set, best first. */
  readonly legend: readonly LegendRow[];
  /** The turn rules of this table: which faces may be turned into which, and from where. */
  readonly turns: readonly TurnRule[];
  /** Only dice showing these faces may be set aside; null: any. */
  readonly keepOnly: readonly number[] | null;
  readonly lastRound: RoundSummary | null;
  readonly loser: Seat | null;
  /**
   * The throw-off being played (`ties … throw-off`): who throws in this go, the throws made (open
   * to everyone), earlier goes that left players tied. Null between throw-offs; absent where the
   * rules have none.
   */
  readonly throwOff?: ThrowOff | null;
  /** Why the round's starter starts, where a starter rule or the opening round decided it; absent otherwise. */
  readonly startedBy?: StartReason;
  /** Set while the opening round (`opening-round counts`) is played: one throw each, open. */
  readonly opening?: true;
  /** A first throw may be declared blind (`blind first-throw`): how many times it counts, and the rows it leaves alone; absent where the rules have none. */
  readonly blind?: BlindRule;
  /** `match lost-at <n> halves`: the halves that lose the game (then `halves` is no count); absent otherwise. */
  readonly lostAt?: number;
}

const legends = new WeakMap<SchockenRules, readonly LegendRow[]>();

/** The legend of a rule set, made once per rule set. */
function legendOf(rules: SchockenRules): readonly LegendRow[] {
  let legend = legends.get(rules);
  if (!legend) {
    legend = rankingGroups(rules).map((g) => ({ label: g.label, dice: groupDice(g), penalty: g.penalty, endsHalf: g.endsHalf, ...(g.endsGame ? { endsGame: true as const } : {}) }));
    legends.set(rules, legend);
  }
  return legend;
}

const nameOf = (rules: SchockenRules, dice: readonly number[], fromHand: boolean): ThrowName => {
  const c = classify(rules, dice, fromHand);
  return c.endsGame ? { label: c.label, penalty: c.penalty, endsHalf: c.endsHalf, endsGame: true } : { label: c.label, penalty: c.penalty, endsHalf: c.endsHalf };
};

const NONE: readonly number[] = [];

/** The values of a result's set-aside dice (none known for a state saved before they were recorded). */
const asideValues = (r: RoundResult): readonly number[] => (r.aside === undefined || r.aside.length === 0 ? NONE : r.aside.map((i) => r.dice[i]!));

export function view(snapshot: FastSnapshot<SchockenContext>, seat: Seat | 'spectator'): SchockenView {
  const c = snapshot.context;
  return {
    seat,
    state: snapshot.value,
    over: snapshot.status === 'done',
    players: snapshot.context.players,
    stage: c.stage,
    half: c.half,
    halves: c.rules.halves.count,
    phase: c.middle > 0 ? 'from-middle' : 'passing',
    middle: c.middle,
    tokens: c.tokens,
    inPlay: c.inPlay,
    halfLosers: c.halfLosers,
    starter: c.starter,
    current: c.current,
    throwLimit: throwLimit(c),
    throwsUsed: c.throwsUsed,
    dice: c.dice,
    aside: c.aside,
    fromHand: c.fromHand,
    throwName: c.dice.length === c.rules.dice.count && c.throwsUsed > 0 ? nameOf(c.rules, c.dice, c.fromHand) : null,
    results: c.results.map((r) => {
      // A covered throw is its owner's to see; a blind one nobody's, its thrower's neither.
      const hidden = r.blind === true || (r.covered && r.seat !== seat);
      const shown = {
        seat: r.seat,
        dice: hidden ? null : r.dice,
        aside: asideValues(r),
        name: hidden ? null : nameOf(c.rules, r.dice, r.fromHand),
        throws: r.throws,
        fromHand: r.fromHand,
        covered: r.covered,
      };
      return r.blind ? { ...shown, blind: true as const } : shown;
    }),
    lastRound: c.lastRound,
    loser: c.loser,
    legend: legendOf(c.rules),
    turns: rulesNow(c).turns,
    keepOnly: rulesNow(c).keepOnly,
    ...(c.throwOff === undefined ? {} : { throwOff: c.throwOff }),
    ...startedBy(c),
    ...(c.rules.blind === undefined ? {} : { blind: c.rules.blind }),
    ...(c.rules.match?.lostAt != null ? { lostAt: c.rules.match.lostAt } : {}),
  };
}

/** The view's `startedBy` and `opening`, only for rules that have starter lines or an opening round. */
function startedBy(c: SchockenContext): { startedBy?: StartReason; opening?: true } {
  if (c.rules.starters === undefined && c.rules.opening === undefined) return {};
  const reason = c.loser === null ? starterOf(c).reason : null;
  return { ...(reason === null ? {} : { startedBy: reason }), ...(inOpening(c) ? { opening: true as const } : {}) };
}
