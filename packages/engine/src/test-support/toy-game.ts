/**
 * A tiny game that draws every kind of chance, for testing the engine without a real game: the
 * starter by lot, a generated board, a shuffled bonus row and dealt cards at set-up; a die per
 * roll. Players roll or play a card to score; the first to reach the target wins. Passing may be
 * taken back.
 */
import { compile, type GameSchema, type RuleSet } from '@regelwerk/dsl';
import type { ChanceRecorder } from '../chance.js';
import type { Bot, GameInput, GameRuntime, Outcome, Seat } from '../contract.js';
import { FastMachine, type Action, type FastSnapshot, type Guard, type MachineConfig } from '../fast-machine.js';
import { randomBot } from '../bots.js';
import { deepFreeze } from '../frozen.js';
import type { GameModule } from '../module.js';
import { ok } from '../result.js';
import { playersShape, requirePlayers } from '../players.js';
import { rngStateShape, savedStateCodec } from '../saved-state.js';
import { array, hasOwn, int, object, oneOf } from '../validate.js';
import { seedRng, type RngState } from '../rng.js';
import { createXStateMachine } from '../xstate-machine.js';

export const TARGET = 12;
export const DIE = { id: 'd4', faces: [1, 2, 2, 3] } as const;

export interface ToyContext {
  readonly rules: RuleSet;
  readonly players: GameInput['players'];
  readonly rng: RngState;
  readonly current: Seat;
  readonly scores: readonly number[];
  readonly hands: readonly (readonly number[])[];
  readonly board: readonly number[];
  readonly bonus: readonly string[];
  readonly passes: number;
}

export type ToyEvent =
  | { readonly type: 'die.roll'; readonly seat: Seat }
  | { readonly type: 'card.play'; readonly seat: Seat; readonly card: number }
  | { readonly type: 'turn.pass'; readonly seat: Seat };

/** The toy's rule language: the universal statements (`game`, `players`, `option`) and nothing else. */
export const toySchema: GameSchema = {
  id: 'toy',
  title: 'Toy',
  statements: [],
  passes: [],
  build: () => ({}),
  tables: () => ({ tables: [], json: {} }),
};

export function toyRules(): RuleSet {
  const r = compile('game toy "Toy"\nplayers 2..4\n', { schemas: [toySchema], file: 'rules/toy.rules' });
  if (!r.ok) throw new Error(`the toy's rules do not compile: ${r.diagnostics.map((d) => d.message).join('; ')}`);
  return r.rules;
}

function createContext(input: GameInput, chance: ChanceRecorder): ToyContext {
  const n = input.players.length;
  requirePlayers('toy', { min: 2, max: 4 }, input.players);
  const draw = chance.from(seedRng(input.seed));
  const current = draw.lot('starter', n);
  const board = draw.generate('board', (rng) => [rng.int(3), rng.int(3), rng.int(3)]);
  const bonus = draw.shuffle('bonus', ['a', 'b', 'c']);
  const hands = draw.deal(
    'cards',
    Array.from({ length: 2 * n }, (_, i) => (i % 3) + 1),
    input.players.map(() => 2),
  );
  return { rules: input.rules, players: input.players, rng: draw.state(), current, scores: input.players.map(() => 0), hands, board, bonus, passes: 0 };
}

const next = (c: ToyContext) => (c.current + 1) % c.players.length;
const own = (c: ToyContext, e: ToyEvent) => e.seat === c.current;

export const toyGuards = {
  mayAct: (c, e) => own(c, e),
  mayPlay: (c, e) => own(c, e) && e.type === 'card.play' && c.hands[c.current]!.includes(e.card),
  won: (c) => c.scores.some((s) => s >= TARGET),
} satisfies Record<string, Guard<ToyContext, ToyEvent>>;

export const toyActions = {
  roll: (c, _e, chance) => {
    const draw = chance.from(c.rng);
    const [v] = draw.dice(DIE, 1);
    return { rng: draw.state(), scores: c.scores.map((s, i) => (i === c.current ? s + v! + c.board[c.passes % 3]! : s)) };
  },
  play: (c, e) => {
    if (e.type !== 'card.play') return {};
    const hand = [...c.hands[c.current]!];
    hand.splice(hand.indexOf(e.card), 1);
    return { hands: c.hands.map((h, i) => (i === c.current ? hand : h)), scores: c.scores.map((s, i) => (i === c.current ? s + 2 * e.card : s)) };
  },
  pass: (c) => ({ current: next(c), passes: c.passes + 1 }),
} satisfies Record<string, Action<ToyContext, ToyEvent>>;

export const toyConfig: MachineConfig<keyof typeof toyGuards, keyof typeof toyActions> = {
  id: 'toy',
  initial: 'turn',
  states: {
    turn: {
      on: {
        'die.roll': { guard: 'mayAct', target: 'scored', actions: 'roll' },
        'card.play': { guard: 'mayPlay', target: 'scored', actions: 'play' },
        'turn.pass': { guard: 'mayAct', target: 'turn', reenter: true, actions: 'pass' },
      },
    },
    scored: {
      always: [{ guard: 'won', target: 'over' }, { target: 'turn', actions: 'pass' }],
    },
    over: { type: 'final' },
  },
};

type Snap = FastSnapshot<ToyContext>;

/** The toy's saved context (without the rule set): the shape `restore` checks first. */
export const savedToyShape = object({
  players: playersShape(2, 4),
  rng: rngStateShape,
  current: int(0, 3),
  scores: array(int(0, 10_000), { min: 2, max: 4 }),
  hands: array(array(oneOf([1, 2, 3]), { max: 8 }), { min: 2, max: 4 }),
  board: array(int(0, 2), { length: 3 }),
  bonus: array(oneOf(['a', 'b', 'c']), { length: 3 }),
  passes: int(0, 1_000_000_000),
});

/** Refuses anything but a well-formed decision of the toy, as data. */
function check(s: Snap, event: unknown) {
  if (typeof event !== 'object' || event === null || Array.isArray(event)) return { code: 'event/unknown-type', message: 'a decision is an object with a type and a seat' };
  const e = event as Record<string, unknown>;
  if (typeof e.type !== 'string' || !hasOwn(e, 'type') || !TYPES.has(e.type)) return { code: 'event/unknown-type', message: 'the toy knows die.roll, card.play and turn.pass' };
  const fields = e.type === 'card.play' ? ['type', 'seat', 'card'] : ['type', 'seat'];
  if (Object.keys(e).some((k) => !fields.includes(k)) || !Number.isInteger(e.seat)) {
    return { code: 'event/malformed', message: `${e.type} has exactly ${fields.join(', ')}, and seat is a whole number` };
  }
  if (s.status === 'done') return { code: 'move/game-over', message: 'the game is over' };
  const ev = e as unknown as ToyEvent;
  if (ev.seat !== s.context.current) return { code: 'move/not-your-turn', message: `it is seat ${s.context.current}'s turn` };
  if (ev.type === 'card.play' && !s.context.hands[ev.seat]!.includes(ev.card)) return { code: 'card/not-in-hand', message: `seat ${ev.seat} holds no ${String(ev.card)}` };
  return null;
}
const TYPES = new Set(['die.roll', 'card.play', 'turn.pass']);

function legalEvents(s: Snap, seat: Seat): ToyEvent[] {
  if (s.status === 'done' || seat !== s.context.current) return [];
  const events: ToyEvent[] = [{ type: 'die.roll', seat }, { type: 'turn.pass', seat }, ...[...new Set(s.context.hands[seat])].map((card) => ({ type: 'card.play' as const, seat, card }))];
  return events.map(deepFreeze);
}

/** What a seat sees: everything but the rule set (the toy hides nothing). */
export type ToyView = Omit<ToyContext, 'rules'>;

function outcome(s: Snap): Outcome | null {
  if (s.status !== 'done') return null;
  const winner = s.context.scores.findIndex((x) => x >= TARGET);
  const others = s.context.players.map((_, i) => i).filter((i) => i !== winner);
  return { ranking: [[winner], others], winners: [winner], losers: others, details: { scores: s.context.scores } };
}

export const toyFast = new FastMachine<ToyContext, ToyEvent, keyof typeof toyGuards, keyof typeof toyActions>(toyConfig, { guards: toyGuards, actions: toyActions });

const toyBots = { random: () => randomBot<ToyView, ToyEvent>(), first: (): Bot<ToyView, ToyEvent> => ({ id: 'first', description: 'rolls', decide: (_v, legal) => legal[0]! }) };

const saved = savedStateCodec<RuleSet, ToyContext>({
  fast: toyFast,
  context: () => savedToyShape,
  bots: Object.keys(toyBots),
  consistent: (_value, status, c) => {
    const n = c.players.length;
    if (c.current >= n) return { path: '$.context.current', message: `expected a seat from 0 to ${n - 1}` };
    if (c.scores.length !== n || c.hands.length !== n) return `scores and hands hold one entry per player (${n})`;
    if (c.hands.flat().length > 2 * n) return 'more cards than were dealt';
    if ([...c.bonus].sort().join() !== 'a,b,c') return { path: '$.context.bonus', message: 'expected an order of a, b, c' };
    if ((status === 'done') !== c.scores.some((x) => x >= TARGET)) return 'the game is over exactly when a score reaches the target';
    return null;
  },
});

export const toyRuntime: GameRuntime<RuleSet, ToyContext, ToyEvent, ToyView> = {
  id: 'toy',
  fast: toyFast,
  createContext,
  rulesFor: (rules) => ok(rules),
  toMove: (s) => (s.status === 'done' ? [] : [s.context.current]),
  legalEvents,
  check,
  view: ({ context: { rules: _rules, ...view } }) => view,
  outcome,
  serialize: saved.serialize,
  restore: saved.restore,
  bots: toyBots,
  undoable: (_before, event) => event.type === 'turn.pass',
};

export const toyModule: GameModule<typeof toyRuntime> = {
  id: 'toy',
  texts: { title: { de: 'Spielzeug', en: 'Toy' }, summary: { de: 'Ein Testspiel.', en: 'A test game.' }, states: {} },
  tables: () => [],
  runtime: toyRuntime,
  machine: async () => createXStateMachine(toyConfig, { guards: toyGuards, actions: toyActions }, createContext),
};
