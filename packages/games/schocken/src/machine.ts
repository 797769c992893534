import type { SchockenRules } from './schema/rules.js';
import { rulesForPlayers } from '@regelwerk/dsl';
import { FastMachine, requirePlayers, seedRng, writes, type Action, type ChanceRecorder, type GameInput, type Guard, type MachineConfig, type StateConfig, type TransitionConfig } from '@regelwerk/engine';
import type { RoundResult, SchockenContext, SchockenEvent } from './context.js';
import { scoreRound } from './rules/round.js';
import { checkDecision, nextInPlay, rulesNow, seatsInPlay, throwLimit } from './rules/turn.js';

export const MACHINE_ID = 'schocken';

/** The names the config may use: a misspelt guard or action in `schockenConfig` is a type error. */
export type GuardName = keyof typeof guards;
export type ActionName = keyof typeof actions;
type Transition = TransitionConfig<GuardName, ActionName>;

/** A turn, the cups lifted, the round scored: the same in every phase of every stage. */
function roundStates(path: string, afterReveal: readonly Transition[]): StateConfig<GuardName, ActionName> {
  return {
    initial: 'turn',
    states: {
      turn: {
        initial: 'ready',
        description: 'One player throws: up to the limit, setting dice aside between throws.',
        states: {
          ready: {
            description: 'Waiting for the first throw of the turn.',
            on: { 'dice.throw': { guard: 'throwAllowed', target: 'thrown', actions: 'throwDice' } },
          },
          thrown: {
            description: 'The dice lie on the table: set some aside and throw again, or stop.',
            always: { guard: 'noThrowsLeft', target: `#${MACHINE_ID}.${path}.turnOver`, description: 'the last possible throw stays covered' },
            on: {
              'dice.throw': { guard: 'throwAllowed', target: 'thrown', reenter: true, actions: 'throwDice' },
              'turn.end': { guard: 'endAllowed', target: `#${MACHINE_ID}.${path}.turnOver` },
            },
          },
        },
      },
      turnOver: {
        description: 'The throw is recorded; the starter’s count of throws becomes the limit for the others.',
        entry: 'recordResult',
        always: [
          { guard: 'roundComplete', target: 'reveal' },
          { target: 'turn', actions: 'nextPlayer' },
        ],
      },
      reveal: {
        description: 'All cups are lifted: the worst throw loses the round and receives tokens by the best throw.',
        entry: 'scoreRound',
        always: afterReveal,
      },
    },
  };
}

const nextRound: Transition = { target: 'turn', actions: 'startNextRound' };
/** After a half's round: the game may be lost outright, the final may begin, or the next half. */
const halfDecided: readonly Transition[] = [
  { guard: 'gameLostOutright', target: `#${MACHINE_ID}.over`, actions: 'endGame' },
  { guard: 'halvesDone', target: `#${MACHINE_ID}.playing.final`, actions: 'startFinal' },
  { guard: 'stageDecided', target: `#${MACHINE_ID}.playing.half`, reenter: true, actions: 'startNextHalf' },
];
const toPassing = (stage: string): Transition => ({ guard: 'middleEmpty', target: `#${MACHINE_ID}.playing.${stage}.passing`, actions: 'startPassing' });

/** Two stages (the halves, played one after another, and the final), each first from the middle, then passing. */
export const schockenConfig: MachineConfig<GuardName, ActionName> = {
  id: MACHINE_ID,
  initial: 'playing',
  states: {
    playing: {
      initial: 'half',
      states: {
        half: {
          description: 'A half: play rounds until one player has every token or a Schock out decides it.',
          initial: 'fromMiddle',
          states: {
            fromMiddle: {
              description: 'Tokens go from the middle to each round’s loser.',
              ...roundStates('playing.half.fromMiddle', [...halfDecided, toPassing('half'), nextRound]),
            },
            passing: {
              description: 'The middle is empty: only token holders play on, and each round’s best hands tokens to its worst.',
              ...roundStates('playing.half.passing', [...halfDecided, nextRound]),
            },
          },
        },
        final: {
          description: 'The losers of the halves play it out; the loser of the final loses the game.',
          initial: 'fromMiddle',
          states: {
            fromMiddle: {
              description: 'Tokens go from the middle to each round’s loser.',
              ...roundStates('playing.final.fromMiddle', [{ guard: 'stageDecided', target: `#${MACHINE_ID}.over`, actions: 'endGame' }, toPassing('final'), nextRound]),
            },
            passing: {
              description: 'Each round’s best hands tokens to its worst.',
              ...roundStates('playing.final.passing', [{ guard: 'stageDecided', target: `#${MACHINE_ID}.over`, actions: 'endGame' }, nextRound]),
            },
          },
        },
      },
    },
    over: { type: 'final', description: 'The game is decided: one player has lost.' },
  },
};

/** The context at the start of a game; the first starter is drawn by lot from the seed (§3). */
export function createContext(input: GameInput<SchockenRules>, chance: ChanceRecorder): SchockenContext {
  const { players } = input;
  const n = players.length;
  requirePlayers('schocken', input.rules.players, players);
  // A rule set whose values depend on the table (`tokens 11 when players 3`) is played as this table's.
  const rules = rulesForPlayers(input.rules, n);
  const draw = chance.from(seedRng(input.seed));
  const firstStarter = draw.lot('starter', n);
  return {
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

export const guards = {
  throwAllowed: (ctx, e) => e.type === 'dice.throw' && checkDecision(ctx, e) === null,
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
  halvesDone: (ctx) => ctx.stageLoser !== null && ctx.half >= ctx.rules.halves.count,
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
    let kept = 0;
    for (let k = 0; k < e.keep.length; k++) kept |= 1 << e.keep[k]!;
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
      covered: rulesNow(ctx).lastThrowCovered && ctx.throwsUsed >= limit,
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
    // Only rules that put tokens out of play (`passing discard`) keep a count of them.
    if (scored.outOfPlay !== undefined) out.outOfPlay = scored.outOfPlay;
  }),
  startNextRound: writes((ctx, _e, _chance, out) => {
    const starter = ctx.lastRound!.worst;
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
  startPassing: (ctx) => Object.assign(roundStartingWithLoser(ctx), { inPlay: ctx.tokens.map((t) => t > 0) }),
  startNextHalf: (ctx) =>
    Object.assign(
      freshStage(
        ctx,
        ctx.players.map(() => true),
      ),
      { half: ctx.half + 1, halfLosers: [...ctx.halfLosers, ctx.stageLoser!] },
    ),
  /** The losers of the halves play the final (§2). */
  startFinal: (ctx) => {
    const halfLosers = [...ctx.halfLosers, ctx.stageLoser!];
    return Object.assign(freshStage(ctx, ctx.players.map((_, s) => halfLosers.includes(s))), { stage: 'final' as const, halfLosers });
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
const legality: readonly GuardName[] = ['throwAllowed', 'endAllowed'];

export const implementations = { guards, actions, legality };

export const schockenFast = new FastMachine<Ctx, Ev, GuardName, ActionName>(schockenConfig, implementations);
