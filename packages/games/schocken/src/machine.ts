import type { SchockenRules } from './schema/rules.js';
import { rulesForPlayers } from '@regelwerk/dsl';
import { beginSetUp, FastMachine, indexMask, memoByObject, writes, type Action, type ChanceRecorder, type FastSnapshot, type GameInput, type Guard, type MachineConfig, type OwnedSnapshot, type Seat, type StateConfig, type TransitionConfig } from '@regelwerk/engine';
import type { RoundResult, SchockenContext, SchockenEvent } from './context.js';
import { scoreRound } from './rules/round.js';
import { throwOffOf, tiedForWorst, worstOfThrowOff } from './rules/ties.js';
import { starterOf } from './rules/starters.js';
import { checkDecision, inOpening, nextInPlay, rulesNow, seatsInPlay, throwLimit } from './rules/turn.js';

export const MACHINE_ID = 'schocken';

/** The names the config may use: a misspelt guard or action in a chart is a type error. */
export type GuardName = keyof typeof guards;
export type ActionName = keyof typeof actions;
type Transition = TransitionConfig<GuardName, ActionName>;

/**
 * One player's turn: up to the limit, then to `turnOver` (at `over`, a path below the machine).
 * With `blind` (a path too), the first throw may instead be declared blind, which ends the turn there.
 */
function turnStates(over: string, blind?: string): StateConfig<GuardName, ActionName> {
  const ready: Record<string, Transition> = { 'dice.throw': { guard: 'throwAllowed', target: 'thrown', actions: 'throwDice' } };
  if (blind !== undefined) ready['dice.blind'] = { guard: 'blindAllowed', target: `#${MACHINE_ID}.${blind}`, actions: 'throwBlind' };
  return {
    initial: 'ready',
    states: {
      ready: {
        on: ready,
      },
      thrown: {
        always: { guard: 'noThrowsLeft', target: `#${MACHINE_ID}.${over}` },
        on: {
          'dice.throw': { guard: 'throwAllowed', target: 'thrown', reenter: true, actions: 'throwDice' },
          'turn.end': { guard: 'endAllowed', target: `#${MACHINE_ID}.${over}` },
        },
      },
    },
  };
}

/**
 * A turn, the cups lifted, the round scored: the same in every phase of every stage. With a
 * throw-off (`ties … throw-off`), players tied for the worst throw first throw it off among themselves.
 */
function roundStates(path: string, afterReveal: readonly Transition[], features: ChartFeatures): StateConfig<GuardName, ActionName> {
  const throwOff: Record<string, StateConfig<GuardName, ActionName>> = features.throwOff
    ? {
        throwOff: {
          initial: 'turn',
          states: {
            turn: turnStates(`${path}.throwOff.turnOver`),
            turnOver: {
              entry: 'recordThrowOff',
              always: [
                { guard: 'throwOffDecided', target: `#${MACHINE_ID}.${path}.reveal` },
                { guard: 'throwOffTied', target: 'turn', actions: 'throwOffAgain' },
                { target: 'turn', actions: 'nextThrowOffPlayer' },
              ],
            },
          },
        },
      }
    : {};
  const roundOver: Transition[] = features.throwOff ? [{ guard: 'tieForWorst', target: 'throwOff', actions: 'startThrowOff' }] : [];
  const afterTurn: Transition[] = [...roundOver, { guard: 'roundComplete', target: 'reveal' }, { target: 'turn', actions: 'nextPlayer' }];
  // A declared blind first throw (`blind first-throw`): recorded covered to all, then on as after any turn.
  const blind: Record<string, StateConfig<GuardName, ActionName>> = features.blind
    ? { blind: { entry: 'recordBlind', always: afterTurn } }
    : {};
  return {
    initial: 'turn',
    states: {
      turn: turnStates(`${path}.turnOver`, features.blind ? `${path}.blind` : undefined),
      turnOver: {
        entry: 'recordResult',
        always: afterTurn,
      },
      ...blind,
      ...throwOff,
      reveal: {
        entry: 'scoreRound',
        always: afterReveal,
      },
    },
  };
}

const nextRound: Transition = { target: 'turn', actions: 'startNextRound' };
/** After a half's round: the game may be lost outright, the final may begin, or the next half. */
const HALF_DECIDED: readonly Transition[] = [
  { guard: 'gameLostOutright', target: `#${MACHINE_ID}.over`, actions: 'endGame' },
  { guard: 'halvesDone', target: `#${MACHINE_ID}.playing.final`, actions: 'startFinal' },
  { guard: 'stageDecided', target: `#${MACHINE_ID}.playing.half`, reenter: true, actions: 'startNextHalf' },
];
/** After a half's round, with the transitions the rule set's features add in front. */
function halfDecided(features: ChartFeatures): readonly Transition[] {
  // A throw of a row that `ends game` was the round's best: its worst has lost the game.
  const byRow: Transition[] = features.endsGame ? [{ guard: 'gameEndedByRow', target: gameEnd(features), actions: 'endGame' }] : [];
  if (features.lostAt) {
    // `match lost-at <n> halves`: halves go on until one player has lost n of them (no final).
    return [
      ...byRow,
      { guard: 'lostAtReached', target: gameEnd(features), actions: 'endGame' },
      { guard: 'stageDecided', target: `#${MACHINE_ID}.playing.half`, reenter: true, actions: 'startNextHalf' },
    ];
  }
  return byRow.length === 0 ? HALF_DECIDED : [...byRow, ...HALF_DECIDED];
}
/** Where a decided game goes. */
function gameEnd(_features: ChartFeatures): string {
  return `#${MACHINE_ID}.over`;
}
const toPassing = (stage: string): Transition => ({ guard: 'middleEmpty', target: `#${MACHINE_ID}.playing.${stage}.passing`, actions: 'startPassing' });

/**
 * The opening round (`opening-round counts`): everybody throws once, open; the worst receives
 * tokens from the middle and starts the first round, unless the round already decided the half.
 */
function openingState(features: ChartFeatures): StateConfig<GuardName, ActionName> {
  return {
    ...roundStates('opening', [...halfDecided(features), { target: `#${MACHINE_ID}.playing`, actions: 'startNextRound' }], { ...features, throwOff: false, blind: false }),
  };
}

/**
 * What of a rule set the chart depends on: the states and transitions a house rule adds. Rule
 * sets that agree on every feature share one chart (one config object, one interpreter).
 */
export interface ChartFeatures {
  /** Names the set of features: one chart per key. */
  readonly key: string;
  /** Ties for the worst throw are thrown off (`ties … throw-off`): each round has a `throwOff` state. */
  readonly throwOff: boolean;
  /** A ranking row `ends game`: after a half's round, a transition to the game's end guarded by it. */
  readonly endsGame: boolean;
  /** `match lost-at <n> halves`: the halves loop until one player has lost n, guarded by the count. */
  readonly lostAt: boolean;
  /** A first throw may be declared blind (`blind first-throw`): each round has a `blind` state. */
  readonly blind: boolean;
  /** The game begins with an opening round (`opening-round counts`): an `opening` state before play. */
  readonly opening: boolean;
}

type Flags = Omit<ChartFeatures, 'key'>;
const FLAG_NAMES: Record<keyof Flags, string> = { throwOff: 'throw-off', endsGame: 'ends-game', lostAt: 'lost-at', blind: 'blind', opening: 'opening' };
const BASE_FEATURES: ChartFeatures = Object.freeze({ key: 'base', throwOff: false, endsGame: false, lostAt: false, blind: false, opening: false });

/** One frozen features object per combination, named by the features it has (`base` for none). */
const featureSets = new Map<string, ChartFeatures>([['base', BASE_FEATURES]]);
function featuresOf(flags: Flags): ChartFeatures {
  const on = (Object.keys(FLAG_NAMES) as (keyof Flags)[]).filter((k) => flags[k]);
  const key = on.length === 0 ? 'base' : on.map((k) => FLAG_NAMES[k]).join('+');
  let features = featureSets.get(key);
  if (!features) featureSets.set(key, (features = Object.freeze({ key, ...flags })));
  return features;
}

/**
 * The features of a rule set's chart. They come from statements that hold at every table (`ties`,
 * the ranking, `match`, `blind` and `opening-round` have no condition), so a rule set and the
 * same rule set worked out for a table agree. Rule sets without such lines keep the charts they
 * had. Who starts (`starter …`) changes no transition, and the chart carries no words (a game's
 * words live in its module; the round's text says who starts, see `startText`): such rule sets
 * share the charts of the others.
 */
export function chartFeatures(rules: SchockenRules): ChartFeatures {
  return featuresOf({
    throwOff: throwOffOf(rules) !== null,
    endsGame: rules.ranking.rows.some((r) => r.endsGame === true),
    lostAt: (rules.match?.lostAt ?? null) !== null,
    blind: rules.blind !== undefined,
    opening: rules.opening !== undefined,
  });
}

/** Two stages (the halves, played one after another, and the final), each first from the middle, then passing. */
function buildConfig(features: ChartFeatures): MachineConfig<GuardName, ActionName> {
  return {
    id: MACHINE_ID,
    initial: features.opening ? 'opening' : 'playing',
    states: {
      ...(features.opening ? { opening: openingState(features) } : {}),
      playing: {
        initial: 'half',
        states: {
          half: {
            initial: 'fromMiddle',
            states: {
              fromMiddle: {
                ...roundStates('playing.half.fromMiddle', [...halfDecided(features), toPassing('half'), nextRound], features),
              },
              passing: {
                ...roundStates('playing.half.passing', [...halfDecided(features), nextRound], features),
              },
            },
          },
          final: {
            initial: 'fromMiddle',
            states: {
              fromMiddle: {
                ...roundStates('playing.final.fromMiddle', [{ guard: 'stageDecided', target: `#${MACHINE_ID}.over`, actions: 'endGame' }, toPassing('final'), nextRound], features),
              },
              passing: {
                ...roundStates('playing.final.passing', [{ guard: 'stageDecided', target: `#${MACHINE_ID}.over`, actions: 'endGame' }, nextRound], features),
              },
            },
          },
        },
      },
      over: { type: 'final' },
    },
  };
}

/** One chart per set of features: its config and its fast interpreter. */
interface Chart {
  readonly config: MachineConfig<GuardName, ActionName>;
  readonly fast: FastMachine<SchockenContext, SchockenEvent, GuardName, ActionName>;
}
const charts = new Map<string, Chart>();
function chartOf(features: ChartFeatures): Chart {
  let chart = charts.get(features.key);
  if (!chart) {
    const config = buildConfig(features);
    charts.set(features.key, (chart = { config, fast: new FastMachine<SchockenContext, SchockenEvent, GuardName, ActionName>(config, implementations) }));
  }
  return chart;
}
/** A rule set's chart, looked up once per rule-set object. */
const chartFor = memoByObject((rules: SchockenRules): Chart => chartOf(chartFeatures(rules)));

/** The context at the start of a game; the first starter is drawn by lot from the seed (§3). */
export function createContext(input: GameInput<SchockenRules>, chance: ChanceRecorder): SchockenContext {
  const { players, n, draw } = beginSetUp('schocken', input, chance);
  // A rule set whose values depend on the table (`tokens 11 when players 3`) is played as this table's.
  const rules = rulesForPlayers(input.rules, n);
  // `starter first youngest`: the youngest sits first and starts; no lot is drawn.
  const firstStarter = rules.starters?.first === 'youngest' ? 0 : draw.lot('starter', n);
  const context: SchockenContext = {
    rules,
    players,
    rng: draw.state(),
    stage: 'half',
    half: 1,
    halfLosers: [],
    middle: rules.tokens,
    tokens: new Array<number>(n).fill(0),
    inPlay: new Array<boolean>(n).fill(true),
    firstStarter,
    starter: firstStarter,
    current: firstStarter,
    roundLimit: null,
    dice: [],
    aside: [],
    throwsUsed: 0,
    fromHand: false,
    results: [],
    lastRound: null,
    stageLoser: null,
    rounds: 0,
    loser: null,
  };
  // Only a rule set that throws ties off has the field (its chart has the state).
  return chartFeatures(rules).throwOff ? { ...context, throwOff: null } : context;
}

type Ctx = SchockenContext;
type Ev = SchockenEvent;

// Updates are written as plain literals: V8 takes a slow path for `{ ...a, newKey }` spreads,
// and these run for every turn of every simulated game.

/** The round after `lastRound`: its loser begins (§3). */
function roundStartingWithLoser(ctx: Ctx): Partial<Ctx> {
  const starter = ctx.lastRound!.worst;
  return { dice: [], aside: [], throwsUsed: 0, fromHand: false, starter, current: starter, roundLimit: null, results: [] };
}

/** A part's start as a starter rule has it (`starter …`): the update with its starter; without one, as it is. */
function startedBy(ctx: Ctx, update: Partial<Ctx>): Partial<Ctx> {
  if (ctx.rules.starters === undefined) return update;
  const starter = starterOf({ ...ctx, ...update }).seat;
  return Object.assign(update, { starter, current: starter });
}

/** A turn about to begin for `seat`: no dice yet. */
function freshTurn(seat: Seat): Partial<Ctx> {
  return { dice: [], aside: [], throwsUsed: 0, fromHand: false, current: seat };
}

/** A new half or the final: every token back in the middle. */
function freshStage(ctx: Ctx, inPlay: boolean[]): Partial<Ctx> {
  const update = roundStartingWithLoser(ctx);
  Object.assign(update, { middle: ctx.rules.tokens, tokens: ctx.tokens.map(() => 0), inPlay, stageLoser: null });
  if (ctx.outOfPlay !== undefined) Object.assign(update, { outOfPlay: 0 });
  return update;
}

/** The dice of a set (a mask) as a list of indices, one shared (frozen) list per set of up to 8 dice. */
const ASIDE: (readonly number[])[] = Array.from({ length: 256 }, (_, m) => Object.freeze(Array.from({ length: 8 }, (_, i) => i).filter((i) => (m >> i) & 1)));
function asideOf(kept: number, count: number): readonly number[] {
  if (count <= 8) return ASIDE[kept]!;
  const list: number[] = [];
  for (let i = 0; i < count; i++) if ((kept & (1 << i)) !== 0) list.push(i);
  return list;
}

/** How many of the halves in the list `seat` lost. */
export function halvesLostBy(halfLosers: readonly Seat[], seat: Seat): number {
  let n = 0;
  for (const s of halfLosers) if (s === seat) n++;
  return n;
}

export const guards = {
  throwAllowed: (ctx, e) => e.type === 'dice.throw' && checkDecision(ctx, e) === null,
  blindAllowed: (ctx, e) => e.type === 'dice.blind' && checkDecision(ctx, e) === null,
  endAllowed: (ctx, e) => e.type === 'turn.end' && checkDecision(ctx, e) === null,
  noThrowsLeft: (ctx) => ctx.throwsUsed >= throwLimit(ctx),
  roundComplete: (ctx) => ctx.results.length >= seatsInPlay(ctx),
  middleEmpty: (ctx) => ctx.middle === 0,
  stageDecided: (ctx) => ctx.stageLoser !== null,
  /** The last half is decided and its loser lost every half (or there is no final): no final. */
  gameLostOutright: (ctx) =>
    ctx.stageLoser !== null &&
    ctx.half >= ctx.rules.halves.count &&
    (!ctx.rules.halves.final || ctx.halfLosers.every((s) => s === ctx.stageLoser)),
  /** The round's best throw was of a row that `ends game`: its worst has lost the game. */
  gameEndedByRow: (ctx) => ctx.stageLoser !== null && ctx.lastRound !== null && ctx.lastRound.endsGame === true,
  /** `match lost-at <n> halves`: the half's loser has now lost n halves. */
  lostAtReached: (ctx) => ctx.stageLoser !== null && ctx.rules.match?.lostAt != null && halvesLostBy(ctx.halfLosers, ctx.stageLoser) + 1 >= ctx.rules.match.lostAt,
  halvesDone: (ctx) => ctx.stageLoser !== null && ctx.half >= ctx.rules.halves.count,
  /** Every player has thrown and two or more tie for the worst throw (`ties … throw-off`). */
  tieForWorst: (ctx) => ctx.results.length >= seatsInPlay(ctx) && tiedForWorst(ctx.rules, ctx.results).length > 1,
  throwOffDecided: (ctx) => ctx.throwOff != null && ctx.throwOff.loser !== null,
  /** Every player of this go has thrown, and the worst of them are tied again. */
  throwOffTied: (ctx) => ctx.throwOff != null && ctx.throwOff.loser === null && ctx.throwOff.results.length >= ctx.throwOff.seats.length,
} satisfies Record<string, Guard<Ctx, Ev>>;

export const actions = {
  /** Throws every die not set aside, after turning dice if the event asks (§3, option sechsen-umdrehen). */
  // The actions run at every decision write their changes into `out` (see `WritingAction`):
  // each reads all it needs from `ctx` first, since `out` may be `ctx` itself.
  throwDice: writes((ctx, e, chance, out) => {
    if (e.type !== 'dice.throw') return;
    const rules = rulesNow(ctx);
    const count = rules.dice.count;
    // Dice that stay out of the cup, as a bit set: kept ones, and turned ones (which keep their new face).
    let kept = indexMask(e.keep);
    let before = ctx.dice;
    // Throws a turn rule uses up besides this one (`costs 1 throw`).
    let cost = 0;
    const turn = e.turn;
    if (turn !== undefined && turn.length > 0 && ctx.throwsUsed > 0) {
      const turned = ctx.dice.slice();
      const rule = rules.turns.find((t) => [...t.from].sort().join() === turn.map((i) => turned[i]!).sort().join())!;
      cost = rule.cost ?? 0;
      rule.to.forEach((v, k) => {
        turned[turn[k]!] = v;
        kept |= 1 << turn[k]!;
      });
      before = turned;
    }
    // The first throw of a turn throws every die.
    if (ctx.throwsUsed === 0) kept = 0;
    const draw = chance.from(ctx.rng);
    // The thrown values land on the dice not set aside, in die order.
    const dice = draw.rethrow(rules.dice.die as { id: string; faces: readonly number[] }, before, count, kept);
    const aside = asideOf(kept, count);
    const throwsUsed = ctx.throwsUsed + 1 + cost;
    out.dice = dice;
    out.aside = aside;
    out.throwsUsed = throwsUsed;
    out.fromHand = aside.length === 0;
    out.rng = draw.state();
  }),
  recordResult: writes((ctx, _e, _chance, out) => {
    const limit = throwLimit(ctx);
    const result: RoundResult = {
      seat: ctx.current,
      dice: ctx.dice,
      throws: ctx.throwsUsed,
      fromHand: ctx.fromHand,
      // The opening round is thrown open.
      covered: rulesNow(ctx).lastThrowCovered && ctx.throwsUsed >= limit && !inOpening(ctx),
      aside: ctx.aside,
    };
    const isStarter = ctx.current === ctx.starter;
    const n = ctx.results.length;
    const results = new Array<RoundResult>(n + 1);
    for (let i = 0; i < n; i++) results[i] = ctx.results[i]!;
    results[n] = result;
    const roundLimit = isStarter ? ctx.throwsUsed : ctx.roundLimit;
    out.results = results;
    out.roundLimit = roundLimit;
  }),
  /** A blind first throw: every die thrown once, under the cup (`blind first-throw`). */
  throwBlind: writes((ctx, e, chance, out) => {
    if (e.type !== 'dice.blind') return;
    const rules = rulesNow(ctx);
    const count = rules.dice.count;
    const draw = chance.from(ctx.rng);
    out.dice = draw.rethrow(rules.dice.die as { id: string; faces: readonly number[] }, ctx.dice, count, 0);
    out.aside = ASIDE[0]!;
    out.throwsUsed = 1;
    out.fromHand = true;
    out.rng = draw.state();
  }),
  /** The blind throw as a finished turn: one throw, covered to every seat until the reveal. */
  recordBlind: (ctx) => {
    const result: RoundResult = { seat: ctx.current, dice: ctx.dice, throws: 1, fromHand: true, covered: true, aside: ctx.aside, blind: true };
    return { results: [...ctx.results, result], roundLimit: ctx.current === ctx.starter ? 1 : ctx.roundLimit };
  },
  nextPlayer: writes((ctx, _e, _chance, out) => {
    const current = nextInPlay(ctx, ctx.current);
    out.dice = [];
    out.aside = [];
    out.throwsUsed = 0;
    out.fromHand = false;
    out.current = current;
  }),
  scoreRound: writes((ctx, _e, _chance, out) => {
    const scored = scoreRound(ctx);
    out.tokens = scored.tokens;
    out.inPlay = scored.inPlay;
    out.middle = scored.middle;
    out.lastRound = scored.lastRound;
    out.stageLoser = scored.stageLoser;
    out.rounds = scored.rounds;
    // The throw-off, if one was played, now lies in the last round.
    if (ctx.throwOff != null) out.throwOff = null;
    // Only rules that put tokens out of play (`passing discard`) keep a count of them.
    if (scored.outOfPlay !== undefined) out.outOfPlay = scored.outOfPlay;
  }),
  startNextRound: writes((ctx, _e, _chance, out) => {
    // The last round's loser (§3), unless a starter rule or the opening round says otherwise.
    const starter = ctx.rules.starters === undefined && ctx.rules.opening === undefined ? ctx.lastRound!.worst : starterOf(ctx).seat;
    out.dice = [];
    out.aside = [];
    out.throwsUsed = 0;
    out.fromHand = false;
    out.starter = starter;
    out.current = starter;
    out.roundLimit = null;
    out.results = [];
  }),
  /** Only token holders play on (§2). */
  startPassing: (ctx) => startedBy(ctx, Object.assign(roundStartingWithLoser(ctx), { inPlay: ctx.tokens.map((t) => t > 0) })),
  startNextHalf: (ctx) =>
    startedBy(
      ctx,
      Object.assign(
        freshStage(
          ctx,
          ctx.players.map(() => true),
        ),
        { half: ctx.half + 1, halfLosers: [...ctx.halfLosers, ctx.stageLoser!] },
      ),
    ),
  /** The losers of the halves play the final (§2). */
  startFinal: (ctx) => {
    const halfLosers = [...ctx.halfLosers, ctx.stageLoser!];
    return startedBy(ctx, Object.assign(freshStage(ctx, ctx.players.map((_, s) => halfLosers.includes(s))), { stage: 'final' as const, halfLosers }));
  },
  /** The players tied for worst throw it off, the first of them in play order first. */
  startThrowOff: (ctx) => {
    const seats = tiedForWorst(ctx.rules, ctx.results);
    return { ...freshTurn(seats[0]!), throwOff: { seats, results: [], earlier: [], loser: null } };
  },
  /** A throw of the throw-off, open to all; the go's worst loses once all of the go have thrown. */
  recordThrowOff: (ctx) => {
    const off = ctx.throwOff!;
    const result: RoundResult = { seat: ctx.current, dice: ctx.dice, throws: ctx.throwsUsed, fromHand: ctx.fromHand, covered: false, aside: ctx.aside };
    const results = [...off.results, result];
    const worst = results.length >= off.seats.length ? worstOfThrowOff(ctx.rules, results) : [];
    return { throwOff: { seats: off.seats, results, earlier: off.earlier, loser: worst.length === 1 ? worst[0]! : null } };
  },
  nextThrowOffPlayer: (ctx) => freshTurn(ctx.throwOff!.seats[ctx.throwOff!.results.length]!),
  /** Those still tied throw again. */
  throwOffAgain: (ctx) => {
    const off = ctx.throwOff!;
    const seats = worstOfThrowOff(ctx.rules, off.results);
    return { ...freshTurn(seats[0]!), throwOff: { seats, results: [], earlier: [...off.earlier, off.results], loser: null } };
  },
  endGame: (ctx) => ({
    results: [],
    loser: ctx.stageLoser,
    halfLosers: ctx.stage === 'half' ? [...ctx.halfLosers, ctx.stageLoser!] : ctx.halfLosers,
  }),
} satisfies Record<string, Action<Ctx, Ev>>;

/**
 * The guards that only check a decision (`checkDecision`), which every listed decision passes:
 * a simulation's step does not run them again on a decision taken from the legal list. Each is
 * the last (and only) transition for its event in its state, as legality guards must be.
 */
const legality: readonly GuardName[] = ['throwAllowed', 'endAllowed', 'blindAllowed'];

export const implementations = { guards, actions, legality };


/** The chart of the base game: what a rule set without flow of its own plays. */
export const schockenConfig: MachineConfig<GuardName, ActionName> = chartOf(BASE_FEATURES).config;

/** The chart a rule set plays: the base chart, or one with the states its house rules add. */
export function schockenConfigFor(rules: SchockenRules): MachineConfig<GuardName, ActionName> {
  return chartFor(rules).config;
}

/** The fast interpreter of a rule set's chart. */
export function schockenFastFor(rules: SchockenRules): FastMachine<Ctx, Ev, GuardName, ActionName> {
  return chartFor(rules).fast;
}

/**
 * The runtime's interpreter: it plays each snapshot by the chart of the rule set in its context
 * (the engine holds one interpreter per game). Its own config is the base chart, which is what
 * `config` and `leaves()` describe; restoring a saved state asks `schockenFastFor` instead.
 */
class PerRuleSetMachine extends FastMachine<Ctx, Ev, GuardName, ActionName> {
  private of(context: Ctx): FastMachine<Ctx, Ev, GuardName, ActionName> {
    return chartFor(context.rules).fast;
  }
  override initial(context: Ctx, chance?: ChanceRecorder): FastSnapshot<Ctx> {
    return this.of(context).initial(context, chance);
  }
  override transition(snapshot: FastSnapshot<Ctx>, event: Ev, chance?: ChanceRecorder): FastSnapshot<Ctx> | undefined {
    return this.of(snapshot.context).transition(snapshot, event, chance);
  }
  override advance(owned: OwnedSnapshot<Ctx>, event: Ev, chance?: ChanceRecorder, listed?: boolean): boolean {
    return this.of(owned.context).advance(owned, event, chance, listed);
  }
  override trace(snapshot: FastSnapshot<Ctx>, event: Ev): readonly string[] {
    return this.of(snapshot.context).trace(snapshot, event);
  }
  override eventTypes(snapshot: FastSnapshot<Ctx>): string[] {
    return this.of(snapshot.context).eventTypes(snapshot);
  }
  override atRest(snapshot: FastSnapshot<Ctx>): string | null {
    return this.of(snapshot.context).atRest(snapshot);
  }
}

export const schockenFast: FastMachine<Ctx, Ev, GuardName, ActionName> = new PerRuleSetMachine(schockenConfig, implementations);
