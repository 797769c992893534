import { beginSetUp, FastMachine, writes, type Action, type ChanceRecorder, type GameInput, type Guard, type MachineConfig } from '@regelwerk/engine';
import type { KaeseschiebenContext, KaeseschiebenEvent } from './context.js';
import { boardEmpty, edgeOwners, isBlocked, seatEdges, step } from './rules/board.js';
import { nextStarter, roundsInMatch, scoreRound } from './rules/scoring.js';
import { freshRound } from './rules/setup.js';
import { checkDecision, noCompleteMove, rollDie, roundOver, sizeOf, stealPending } from './rules/turn.js';
import type { KaeseschiebenRules } from './schema/rules.js';

export const MACHINE_ID = 'kaeseschieben';

/** The names the config may use: a misspelt guard or action in `kaeseschiebenConfig` is a type error. */
export type GuardName = keyof typeof guards;
export type ActionName = keyof typeof actions;

const ROUND = `#${MACHINE_ID}.match.round`;

/** A match of rounds; a round is turns (roll, then step by step) until the board is empty. */
export const kaeseschiebenConfig: MachineConfig<GuardName, ActionName> = {
  id: MACHINE_ID,
  initial: 'match',
  states: {
    match: {
      initial: 'round',
      states: {
        round: {
          initial: 'turn',
          states: {
            turn: {
              initial: 'ready',
              states: {
                ready: {
                  on: { 'die.roll': { guard: 'rollAllowed', target: 'rolled', actions: 'rollDie' } },
                },
                rolled: {
                  always: [
                    { guard: 'noCompleteMove', target: `${ROUND}.turnOver`, actions: 'passTurn' },
                    { target: 'moving' },
                  ],
                },
                moving: {
                  on: { 'mouse.step': { guard: 'stepAllowed', target: 'stepped', actions: 'takeStep' } },
                },
                stepped: {
                  always: [
                    { guard: 'roundOver', target: `${ROUND}.lastCube` },
                    { guard: 'moveDone', target: `${ROUND}.turnOver` },
                    { target: 'moving' },
                  ],
                },
              },
            },
            turnOver: {
              always: { target: 'turn', actions: 'nextPlayer' },
            },
            lastCube: {
              always: { guard: 'stealDone', target: `#${MACHINE_ID}.match.scored` },
              on: {
                'cube.take': { guard: 'takeAllowed', target: 'lastCube', reenter: true, actions: 'takeCube' },
                'cube.decline': { guard: 'declineAllowed', target: `#${MACHINE_ID}.match.scored` },
              },
            },
          },
        },
        scored: {
          entry: 'scoreRound',
          always: [
            { guard: 'matchOver', target: `#${MACHINE_ID}.over` },
            { target: 'round', actions: 'nextRound' },
          ],
        },
      },
    },
    over: { type: 'final' },
  },
};

/** The context at the start: the first starter (seat 0, or drawn by lot), then the first round set up (worms drawn). */
export function createContext(input: GameInput<KaeseschiebenRules>, chance: ChanceRecorder): KaeseschiebenContext {
  const n = input.players.length;
  const range = input.rules.players;
  if (n < range.min || (range.max !== null && n > range.max) || n > 4) {
    throw new Error(`kaeseschieben: ${n} players; these rules allow ${range.min} to ${Math.min(range.max ?? 4, 4)} (one per edge of the board)`);
  }
  const { rules, players, draw } = beginSetUp('kaeseschieben', input, chance);
  // The rulebook: the youngest begins the first game; seated first, they are seat 0. Rule files
  // without `first-round` (and their logs) draw the starter by lot.
  const starter = rules.firstStarter === 'first-seat' ? 0 : draw.lot('starter', n);
  const round = freshRound(rules, n, starter, draw);
  return { rules, players, rng: draw.state(), round: 1, ...round, sheets: [], turns: 0, passes: 0, last: null };
}

type Ctx = KaeseschiebenContext;
type Ev = KaeseschiebenEvent;

export const guards = {
  rollAllowed: (ctx, e) => e.type === 'die.roll' && checkDecision(ctx, e) === null,
  stepAllowed: (ctx, e) => e.type === 'mouse.step' && checkDecision(ctx, e) === null,
  takeAllowed: (ctx, e) => e.type === 'cube.take' && checkDecision(ctx, e) === null,
  declineAllowed: (ctx, e) => e.type === 'cube.decline' && checkDecision(ctx, e) === null,
  noCompleteMove,
  roundOver,
  moveDone: (ctx) => ctx.left <= 0,
  stealDone: (ctx) => !stealPending(ctx),
  matchOver: (ctx) => ctx.sheets.length >= roundsInMatch(ctx.rules),
} satisfies Record<string, Guard<Ctx, Ev>>;

export const actions = {
  /** Rolls the mouse die (again after each joker) and starts the move where the mouse stands. */
  // The actions run at every decision write their changes into `out` (see `WritingAction`):
  // each reads all it needs from `ctx` first, since `out` may be `ctx` itself.
  rollDie: writes((ctx, _e, chance, out) => {
    const draw = chance.from(ctx.rng);
    const { faces, steps } = rollDie(ctx.rules, draw);
    const path = [ctx.mice[ctx.current]!];
    out.roll = faces;
    out.steps = steps;
    out.left = steps;
    out.path = path;
    out.rng = draw.state();
    out.last = null;
  }),
  passTurn: (ctx) => ({ passes: ctx.passes + 1, left: 0, last: { type: 'pass', seat: ctx.current } }),
  /** One step: the mouse moves, cheese ahead is pushed; a cube over an edge goes to who sits there, or out. */
  takeStep: writes((ctx, e, _chance, out) => {
    if (e.type !== 'mouse.step') return;
    const r = step(sizeOf(ctx), ctx.board, ctx.mice, ctx.mice[ctx.current]!, e.dir);
    if (isBlocked(r)) return;
    const seat = ctx.current;
    const from = ctx.mice[seat]!;
    const mice = ctx.mice.slice();
    mice[seat] = r.to;
    const path = ctx.path.slice();
    path.push(r.to);
    const left = ctx.left - 1;
    if (r.over) {
      const owner = edgeOwners(seatEdges(ctx.rules, ctx.players.length))[r.over.edge];
      if (owner === null) out.out = [...ctx.out, r.over.cube];
      else out.won = ctx.won.map((ids, s) => (s === owner ? [...ids, r.over!.cube] : ids));
      // The last cube of the board: who received it takes cubes from other players.
      if (owner !== null && boardEmpty(r.board) && ctx.rules.lastCubeSteal > 0) {
        out.receiver = owner;
        out.stealsLeft = ctx.rules.lastCubeSteal;
      }
    }
    out.board = r.board;
    out.mice = mice;
    out.left = left;
    out.path = path;
    out.last = { type: 'step', seat, dir: e.dir, from, to: r.to, pushed: r.pushed };
  }),
  /** A cube of the named size from the named player; which of their cubes of that size is drawn by lot. */
  takeCube: (ctx, e, chance) => {
    if (e.type !== 'cube.take' || ctx.receiver === null) return {};
    const theirs = ctx.won[e.from]!.filter((id) => ctx.cubes[id]!.size === e.size);
    const draw = chance.from(ctx.rng);
    const cube = theirs[draw.lot(`${e.size} cube of seat ${e.from}`, theirs.length)]!;
    const receiver = ctx.receiver;
    const won = ctx.won.map((ids, s) => (s === e.from ? ids.filter((id) => id !== cube) : s === receiver ? [...ids, cube] : ids));
    return { won, stealsLeft: ctx.stealsLeft - 1, stolen: [...ctx.stolen, { seat: e.seat, from: e.from, size: e.size }], rng: draw.state(), last: null };
  },
  nextPlayer: writes((ctx, _e, _chance, out) => {
    const current = (ctx.current + 1) % ctx.players.length;
    const turns = ctx.turns + 1;
    out.current = current;
    out.roll = [];
    out.steps = 0;
    out.left = 0;
    out.path = [];
    out.turns = turns;
  }),
  /** The round's sheet, worms revealed. */
  scoreRound: (ctx) => ({ sheets: [...ctx.sheets, scoreRound(ctx)], receiver: null, stealsLeft: 0, roll: [], steps: 0, left: 0, path: [], turns: ctx.turns + 1, last: null }),
  /** A new round: the lowest scorer of the last one begins; worms drawn anew, cheese and mice back in place. */
  nextRound: (ctx, _e, chance) => {
    const draw = chance.from(ctx.rng);
    const starter = nextStarter(ctx.rules, ctx.sheets[ctx.sheets.length - 1]!, ctx.starter);
    return { ...freshRound(ctx.rules, ctx.players.length, starter, draw), round: ctx.round + 1, rng: draw.state() };
  },
} satisfies Record<string, Action<Ctx, Ev>>;

export const implementations = { guards, actions };

export const kaeseschiebenFast = new FastMachine<Ctx, Ev, GuardName, ActionName>(kaeseschiebenConfig, implementations);
