import { beginSetUp, FastMachine, turnsChart, writes, type Action, type ChanceRecorder, type ContextUpdate, type GameInput, type Guard, type MachineConfig } from '@regelwerk/engine';
import type { OkudosContext, OkudosEvent, Owner, TurnRecord } from './context.js';
import { dealFor, scoreGame } from './rules/scoring.js';
import { generateSudoku, geometryOf } from './rules/sudoku.js';
import { analyse, analyseAfterPlacing, cellAt, checkDecision, gameEnds, hasIrregular, keepsIrregular, nextSeat } from './rules/turn.js';
import type { OkudosRules } from './schema/rules.js';

export const MACHINE_ID = 'okudos';

/** The names the config may use: a misspelt guard or action in `okudosConfig` is a type error. */
export type GuardName = keyof typeof guards;
export type ActionName = keyof typeof actions;

const TURN_OVER = `#${MACHINE_ID}.playing.turnOver`;

/** A turn (collect irregular chips; then place, discard or pass), until everyone passes in a row or a player runs out of chips with the supply empty. */
export const okudosConfig: MachineConfig<GuardName, ActionName> = turnsChart<GuardName, ActionName>({
  id: MACHINE_ID,
  turn: {
    initial: 'collecting',
    states: {
      collecting: {
        always: { guard: 'noIrregular', target: 'choosing' },
        on: { 'chip.collect': { guard: 'collectAllowed', target: 'collecting', reenter: true, actions: 'collectChip' } },
      },
      choosing: {
        on: {
          'chip.place': { guard: 'placeAllowed', target: TURN_OVER, actions: 'placeChip' },
          'chip.discard': { guard: 'discardAllowed', target: TURN_OVER, actions: 'discardChip' },
          'turn.pass': { guard: 'passAllowed', target: TURN_OVER, actions: 'passTurn' },
        },
      },
    },
  },
  endsWhen: ['gameEnds'],
  score: 'scoreGame',
  next: 'nextPlayer',
});

/**
 * The set-up (rulebook, "Aufbau"): the sudoku generated from the seed, the colours dealt face
 * down (the rest are the game's), the chips shuffled into the supply, the discard pile taken from
 * its top, the starter drawn by lot, and each player's hand drawn in turn from the starter on.
 */
export function createContext(input: GameInput<OkudosRules>, chance: ChanceRecorder): OkudosContext {
  const setUp = beginSetUp('okudos', input, chance);
  const { rules, players, n, draw } = setUp;
  const g = geometryOf(rules);
  const deal = dealFor(rules, n);
  const printed = draw.generate('board', (rng) => generateSudoku(rng, g)).flat();
  const sectors = Array.from({ length: g.sectorCount }, (_, s) => s);
  const colours = draw.deal('colours', sectors, [...players.map(() => deal.colours), g.sectorCount - n * deal.colours]);
  const owners = new Array<Owner>(g.sectorCount).fill('game');
  colours.forEach((mine, seat) => {
    if (seat < n) for (const s of mine) owners[s] = seat;
  });
  const stack = draw.shuffle('chips', [...rules.chips.values].sort((a, b) => a - b));
  const starter = draw.lot('starter', n);
  const discard = stack.slice(0, rules.discardAtStart);
  let top = rules.discardAtStart;
  const hands: number[][] = players.map(() => []);
  // "Reihum": one chip at a time, from the starter on.
  for (let round = 0; round < rules.hand; round++) for (let k = 0; k < n; k++) hands[(starter + k) % n]!.push(stack[top++]!);
  for (const h of hands) h.sort((a, b) => a - b);
  return {
    rules,
    players,
    rng: draw.state(),
    starter,
    current: starter,
    printed,
    owners,
    board: new Array<number | null>(g.cells).fill(null),
    placedBy: new Array<number | null>(g.cells).fill(null),
    hands,
    supply: stack.slice(top),
    discard,
    collected: players.map(() => []),
    passes: 0,
    collecting: [],
    turns: 0,
    last: null,
    scores: null,
  };
}

type Ctx = OkudosContext;
type Ev = OkudosEvent;

/** The hand without one chip of the number `chip`, and with `drawn` (if not null) put in order: a new list (hands are kept ascending). */
function handAfter(hand: readonly number[], chip: number, drawn: number | null): number[] {
  const out = hand.slice();
  const i = out.indexOf(chip);
  if (i >= 0) out.splice(i, 1);
  if (drawn !== null) {
    let k = out.length;
    while (k > 0 && out[k - 1]! > drawn) k--;
    out.splice(k, 0, drawn);
  }
  return out;
}

/**
 * The chip `seat` gives up (placed or discarded) leaves its hand, and the top chip of the supply,
 * if it has any, comes in: the hands and the supply after it, written into `out`. The chip was
 * put there by the set-up's shuffle; a step that keeps its draws records which one was drawn, so
 * a log shows each draw (it takes nothing from the generator, so a step that keeps none skips it).
 * Reads all it needs from `ctx` before writing (see `WritingAction`); whether a chip was drawn.
 */
function giveAndDraw(ctx: Ctx, seat: number, chip: number, chance: ChanceRecorder, out: ContextUpdate<Ctx>): boolean {
  const supply = ctx.supply;
  const drawn = supply.length > 0 ? supply[0]! : null;
  if (drawn !== null && chance.keep) chance.from(ctx.rng).generate('chip', () => drawn);
  const hands = ctx.hands.slice();
  hands[seat] = handAfter(hands[seat]!, chip, drawn);
  out.hands = hands;
  if (drawn !== null) out.supply = supply.slice(1);
  return drawn !== null;
}

const record = (ctx: Ctx, seat: number, kind: TurnRecord['kind'], chip: number | null, cell: number | null, drew: boolean): TurnRecord => ({ seat, kind, chip, cell, drew, collected: ctx.collecting });

/** A copy of `xs` with `v` at `i`. */
function set<T>(xs: readonly T[], i: number, v: T): T[] {
  const out = xs.slice();
  out[i] = v;
  return out;
}

export const guards = {
  noIrregular: (ctx) => !hasIrregular(ctx),
  collectAllowed: (ctx, e) => e.type === 'chip.collect' && checkDecision(ctx, e) === null,
  placeAllowed: (ctx, e) => e.type === 'chip.place' && checkDecision(ctx, e) === null,
  discardAllowed: (ctx, e) => e.type === 'chip.discard' && checkDecision(ctx, e) === null,
  passAllowed: (ctx, e) => e.type === 'turn.pass' && checkDecision(ctx, e) === null,
  gameEnds,
} satisfies Record<string, Guard<Ctx, Ev>>;

/** Nothing collected this turn: one list for every turn (frozen, as it is shared). */
const NO_COLLECTING: Ctx['collecting'] = Object.freeze([]);

// The actions run at every decision write their changes into `out` (see `WritingAction`): each
// reads all it needs from `ctx` first, since `out` may be `ctx` itself.
export const actions = {
  /** An irregular chip off the board: kept face up in front of the player, or (variant) onto the discard pile. */
  collectChip: writes((ctx, e, _chance, out) => {
    if (e.type !== 'chip.collect') return;
    const cell = cellAt(ctx, e.row, e.col)!;
    const chip = ctx.board[cell]!;
    const keep = keepsIrregular(ctx.rules);
    const board = set(ctx.board, cell, null);
    const placedBy = set(ctx.placedBy, cell, null);
    const collected = keep ? ctx.collected.map((c, i) => (i === e.seat ? [...c, chip] : c)) : ctx.collected;
    const discard = keep ? ctx.discard : [...ctx.discard, chip];
    const collecting = [...ctx.collecting, { cell, chip }];
    out.board = board;
    out.placedBy = placedBy;
    out.collected = collected;
    out.discard = discard;
    out.collecting = collecting;
  }),
  /** A chip from the hand onto an empty cell, face up; then one drawn from the supply. */
  placeChip: writes((ctx, e, chance, out) => {
    if (e.type !== 'chip.place') return;
    const cell = cellAt(ctx, e.row, e.col)!;
    const g = geometryOf(ctx.rules);
    const before = analyse(ctx.board, g);
    const board = set(ctx.board, cell, e.chip);
    const placedBy = set(ctx.placedBy, cell, e.seat);
    const collecting = ctx.collecting;
    // The new board's analysis from the old one's: a placement changes one cell and its peers.
    analyseAfterPlacing(before, board, g, cell, e.chip);
    const drew = giveAndDraw(ctx, e.seat, e.chip, chance, out);
    out.board = board;
    out.placedBy = placedBy;
    out.passes = 0;
    out.last = { seat: e.seat, kind: 'place', chip: e.chip, cell, drew, collected: collecting };
  }),
  /** A chip from the hand face down onto the discard pile; then one drawn, if the supply has any. */
  discardChip: writes((ctx, e, chance, out) => {
    if (e.type !== 'chip.discard') return;
    const discard = [...ctx.discard, e.chip];
    const collecting = ctx.collecting;
    const drew = giveAndDraw(ctx, e.seat, e.chip, chance, out);
    out.discard = discard;
    out.passes = 0;
    out.last = { seat: e.seat, kind: 'discard', chip: null, cell: null, drew, collected: collecting };
  }),
  passTurn: writes((ctx, e, _chance, out) => {
    const passes = ctx.passes + 1;
    const last = record(ctx, e.seat, 'pass', null, null, false);
    out.passes = passes;
    out.last = last;
  }),
  nextPlayer: writes((ctx, _e, _chance, out) => {
    const current = nextSeat(ctx, ctx.current);
    const turns = ctx.turns + 1;
    out.current = current;
    out.collecting = NO_COLLECTING;
    out.turns = turns;
  }),
  scoreGame: (ctx) => ({ scores: scoreGame(ctx), collecting: NO_COLLECTING, turns: ctx.turns + 1 }),
} satisfies Record<string, Action<Ctx, Ev>>;

/**
 * The guards that only ask whether a decision is legal now (see `Implementations.legality`):
 * every decision `legalEvents` lists passes its guard, and each guards the only transition for
 * its event in its state.
 */
const legality: readonly GuardName[] = ['collectAllowed', 'placeAllowed', 'discardAllowed', 'passAllowed'];

export const implementations = { guards, actions, legality };

export const okudosFast = new FastMachine<Ctx, Ev, GuardName, ActionName>(okudosConfig, implementations);
