import { beginSetUp, FastMachine, turnsChart, type Action, type ChanceRecorder, type GameInput, type Guard, type MachineConfig } from '@regelwerk/engine';
import type { OkudosContext, OkudosEvent, Owner, TurnRecord } from './context.js';
import { dealFor, scoreGame } from './rules/scoring.js';
import { generateSudoku, geometryOf } from './rules/sudoku.js';
import { cellAt, checkDecision, gameEnds, hasIrregular, keepsIrregular, nextSeat } from './rules/turn.js';
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

/** The hand without one chip of the number `chip`. */
function without(hand: readonly number[], chip: number): number[] {
  const i = hand.indexOf(chip);
  return i < 0 ? [...hand] : [...hand.slice(0, i), ...hand.slice(i + 1)];
}

/** Sorted insert: hands are kept in ascending order. */
function withChip(hand: readonly number[], chip: number): number[] {
  const out = [...hand];
  let i = out.length;
  while (i > 0 && out[i - 1]! > chip) i--;
  out.splice(i, 0, chip);
  return out;
}

/**
 * Draws the top chip of the supply into the hand of `seat`, if the supply has any. The chip was
 * put there by the set-up's shuffle; the step records which one was drawn, so a log shows each draw.
 */
function drawChip(ctx: Ctx, seat: number, hand: number[], chance: ChanceRecorder): Pick<Ctx, 'hands' | 'supply'> & { drew: boolean } {
  let supply = ctx.supply;
  let drew = false;
  if (supply.length > 0) {
    const top = supply[0]!;
    chance.from(ctx.rng).generate('chip', () => top);
    hand = withChip(hand, top);
    supply = supply.slice(1);
    drew = true;
  }
  return { hands: ctx.hands.map((h, i) => (i === seat ? hand : h)), supply, drew };
}

const record = (ctx: Ctx, seat: number, kind: TurnRecord['kind'], chip: number | null, cell: number | null, drew: boolean): TurnRecord => ({ seat, kind, chip, cell, drew, collected: ctx.collecting });

const set = <T>(xs: readonly T[], i: number, v: T): T[] => xs.map((x, k) => (k === i ? v : x));

export const guards = {
  noIrregular: (ctx) => !hasIrregular(ctx),
  collectAllowed: (ctx, e) => e.type === 'chip.collect' && checkDecision(ctx, e) === null,
  placeAllowed: (ctx, e) => e.type === 'chip.place' && checkDecision(ctx, e) === null,
  discardAllowed: (ctx, e) => e.type === 'chip.discard' && checkDecision(ctx, e) === null,
  passAllowed: (ctx, e) => e.type === 'turn.pass' && checkDecision(ctx, e) === null,
  gameEnds,
} satisfies Record<string, Guard<Ctx, Ev>>;

export const actions = {
  /** An irregular chip off the board: kept face up in front of the player, or (variant) onto the discard pile. */
  collectChip: (ctx, e) => {
    if (e.type !== 'chip.collect') return {};
    const cell = cellAt(ctx, e.row, e.col)!;
    const chip = ctx.board[cell]!;
    const keep = keepsIrregular(ctx.rules);
    return {
      board: set(ctx.board, cell, null),
      placedBy: set(ctx.placedBy, cell, null),
      collected: keep ? ctx.collected.map((c, i) => (i === e.seat ? [...c, chip] : c)) : ctx.collected,
      discard: keep ? ctx.discard : [...ctx.discard, chip],
      collecting: [...ctx.collecting, { cell, chip }],
    };
  },
  /** A chip from the hand onto an empty cell, face up; then one drawn from the supply. */
  placeChip: (ctx, e, chance) => {
    if (e.type !== 'chip.place') return {};
    const cell = cellAt(ctx, e.row, e.col)!;
    const { hands, supply, drew } = drawChip(ctx, e.seat, without(ctx.hands[e.seat]!, e.chip), chance);
    return { board: set(ctx.board, cell, e.chip), placedBy: set(ctx.placedBy, cell, e.seat), hands, supply, passes: 0, last: record(ctx, e.seat, 'place', e.chip, cell, drew) };
  },
  /** A chip from the hand face down onto the discard pile; then one drawn, if the supply has any. */
  discardChip: (ctx, e, chance) => {
    if (e.type !== 'chip.discard') return {};
    const { hands, supply, drew } = drawChip(ctx, e.seat, without(ctx.hands[e.seat]!, e.chip), chance);
    return { hands, supply, discard: [...ctx.discard, e.chip], passes: 0, last: record(ctx, e.seat, 'discard', null, null, drew) };
  },
  passTurn: (ctx, e) => ({ passes: ctx.passes + 1, last: record(ctx, e.seat, 'pass', null, null, false) }),
  nextPlayer: (ctx) => ({ current: nextSeat(ctx, ctx.current), collecting: [], turns: ctx.turns + 1 }),
  scoreGame: (ctx) => ({ scores: scoreGame(ctx), collecting: [], turns: ctx.turns + 1 }),
} satisfies Record<string, Action<Ctx, Ev>>;

export const implementations = { guards, actions };

export const okudosFast = new FastMachine<Ctx, Ev, GuardName, ActionName>(okudosConfig, implementations);
