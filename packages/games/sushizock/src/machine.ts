import { beginSetUp, FastMachine, turnsChart, indexMask, writes, type Action, type ChanceRecorder, type GameInput, type Guard, type MachineConfig } from '@regelwerk/engine';
import type { SushizockContext, SushizockEvent, TileRows, TurnRecord } from './context.js';
import { scoreGame } from './rules/scoring.js';
import { actionFor, centreEmpty, checkDecision, interned, nextSeat, nothingPossible, offered, rowEmpty } from './rules/turn.js';
import type { SushizockRules } from './schema/rules.js';

export const MACHINE_ID = 'sushizock';

/** The names the config may use: a misspelt guard or action in `sushizockConfig` is a type error. */
export type GuardName = keyof typeof guards;
export type ActionName = keyof typeof actions;

const TURN_OVER = `#${MACHINE_ID}.playing.turnOver`;

/** A turn (throw, set aside, throw again; take or steal; or the forced take), until the centre is empty. */
export const sushizockConfig: MachineConfig<GuardName, ActionName> = turnsChart<GuardName, ActionName>({
  id: MACHINE_ID,
  turn: {
    initial: 'ready',
    states: {
      ready: {
        on: { 'dice.throw': { guard: 'throwAllowed', target: 'thrown', actions: 'throwDice' } },
      },
      thrown: {
        always: { guard: 'nothingPossible', target: 'forced' },
        on: {
          'dice.throw': { guard: 'throwAllowed', target: 'thrown', reenter: true, actions: 'throwDice' },
          'tile.take': { guard: 'takeAllowed', target: TURN_OVER, actions: 'takeTile' },
          'tile.steal': { guard: 'stealAllowed', target: TURN_OVER, actions: 'stealTile' },
        },
      },
      forced: {
        on: { 'tile.take': { guard: 'takeAllowed', target: TURN_OVER, actions: 'takeTile' } },
      },
    },
  },
  // Only rules with `ends-when any-row-empty` (a house rule) end when one row is gone (`rowEmpty`).
  endsWhen: ['centreEmpty', 'rowEmpty'],
  score: 'scoreGame',
  next: 'nextPlayer',
});

/** The context at the start: each row shuffled and laid out, the starter drawn by lot. */
export function createContext(input: GameInput<SushizockRules>, chance: ChanceRecorder): SushizockContext {
  const setUp = beginSetUp('sushizock', input, chance);
  const { rules, players, n, draw } = setUp;
  const centre: Record<string, number[]> = {};
  for (const g of Object.values(rules.tiles)) {
    const sorted = [...g.values].sort((a, b) => a - b);
    centre[g.id] = rules.tilesOrder === 'shuffled' ? draw.shuffle(g.id, sorted) : sorted;
  }
  const starter = draw.lot('starter', n);
  const groups = Object.keys(rules.tiles);
  const empty = () => {
    const stacks: Record<string, number[]> = {};
    for (const g of groups) stacks[g] = [];
    return stacks;
  };
  return {
    rules,
    players,
    rng: draw.state(),
    starter,
    current: starter,
    centre,
    stacks: players.map(empty),
    dice: [],
    aside: [],
    throwsUsed: 0,
    turns: 0,
    steals: 0,
    forcedTakes: 0,
    last: null,
    scores: null,
  };
}

type Ctx = SushizockContext;
type Ev = SushizockEvent;

/** The stacks with `value` on top of `seat`'s stack of `group`. */
function pushTile(stacks: readonly TileRows[], seat: number, group: string, value: number): TileRows[] {
  const out = stacks.slice();
  // A copy of the seat's stacks, then one group replaced: no spread with a computed key (a slow path in V8).
  const mine: Record<string, readonly number[]> = { ...stacks[seat]! };
  const pile = mine[group]!.slice();
  pile.push(value);
  mine[group] = pile;
  out[seat] = mine;
  return out;
}

export const guards = {
  throwAllowed: (ctx, e) => e.type === 'dice.throw' && checkDecision(ctx, e) === null,
  takeAllowed: (ctx, e) => e.type === 'tile.take' && checkDecision(ctx, e) === null,
  stealAllowed: (ctx, e) => e.type === 'tile.steal' && checkDecision(ctx, e) === null,
  nothingPossible,
  centreEmpty,
  rowEmpty,
} satisfies Record<string, Guard<Ctx, Ev>>;

export const actions = {
  /** Throws every die not set aside; the thrown faces land on those dice in die order. */
  // The actions run at every decision write their changes into `out` (see `WritingAction`):
  // each reads all it needs from `ctx` first, since `out` may be `ctx` itself.
  throwDice: writes((ctx, e, chance, out) => {
    if (e.type !== 'dice.throw') return;
    const count = ctx.rules.dice.count;
    const kept = indexMask(e.keep);
    const draw = chance.from(ctx.rng);
    // The die with internalized faces: the same faces, and the dice compare fast (see `interned`).
    const die = interned(ctx.rules).die;
    // The first throw throws all dice; the thrown faces land on the free dice in die order.
    const dice = draw.rethrow(die, ctx.throwsUsed === 0 ? [] : ctx.dice, count, kept);
    const aside: number[] = [];
    for (let i = 0; i < count; i++) if ((kept & (1 << i)) !== 0) aside.push(i);
    const throwsUsed = ctx.throwsUsed + 1;
    out.dice = dice;
    out.aside = aside;
    out.throwsUsed = throwsUsed;
    out.rng = draw.state();
  }),
  /** A tile from the centre (the n-th of its row; gaps close) onto the player's stack. */
  takeTile: writes((ctx, e, _chance, out) => {
    if (e.type !== 'tile.take') return;
    const row = ctx.centre[e.group]!;
    const value = row[e.position - 1]!;
    const forced = offered(ctx).events.length === 0;
    const action = forced ? null : actionFor(ctx, true, e.group, e.position);
    const last: TurnRecord = { seat: e.seat, kind: forced ? 'forced' : 'take', group: e.group, value, position: e.position, from: null, action, dice: ctx.dice };
    const centre = { ...ctx.centre };
    const rest = row.slice();
    rest.splice(e.position - 1, 1);
    centre[e.group] = rest;
    const stacks = pushTile(ctx.stacks, e.seat, e.group, value);
    const forcedTakes = ctx.forcedTakes + (forced ? 1 : 0);
    out.centre = centre;
    out.stacks = stacks;
    out.forcedTakes = forcedTakes;
    out.last = last;
  }),
  /** A tile from an opponent's stack (named by its position from the top) onto the thief's. */
  stealTile: (ctx, e) => {
    if (e.type !== 'tile.steal') return {};
    const stack = ctx.stacks[e.from]![e.group]!;
    const at = stack.length - e.position;
    const value = stack[at]!;
    const action = actionFor(ctx, false, e.group, null);
    // The victim's stacks copied, then the one group replaced: no spread with a computed key (a slow path in V8).
    const robbed = ctx.stacks.slice();
    const theirs: Record<string, readonly number[]> = { ...ctx.stacks[e.from]! };
    const rest = stack.slice();
    rest.splice(at, 1);
    theirs[e.group] = rest;
    robbed[e.from] = theirs;
    const last: TurnRecord = { seat: e.seat, kind: 'steal', group: e.group, value, position: e.position, from: e.from, action, dice: ctx.dice };
    return { stacks: pushTile(robbed, e.seat, e.group, value), steals: ctx.steals + 1, last };
  },
  nextPlayer: writes((ctx, _e, _chance, out) => {
    const current = nextSeat(ctx, ctx.current);
    const turns = ctx.turns + 1;
    out.current = current;
    out.dice = [];
    out.aside = [];
    out.throwsUsed = 0;
    out.turns = turns;
  }),
  scoreGame: (ctx) => ({ scores: scoreGame(ctx), turns: ctx.turns + 1 }),
} satisfies Record<string, Action<Ctx, Ev>>;

/**
 * The guards that only check a decision (`checkDecision`), which every listed decision passes:
 * a simulation's step does not run them again on a decision taken from the legal list (the
 * machine checks, when it is built, that each is the last transition for its event in its state).
 */
const legality: readonly GuardName[] = ['throwAllowed', 'takeAllowed', 'stealAllowed'];

export const implementations = { guards, actions, legality };

export const sushizockFast = new FastMachine<Ctx, Ev, GuardName, ActionName>(sushizockConfig, implementations);
