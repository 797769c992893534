/**
 * The parts every game writes alike, written once: the fields a context and a view begin with,
 * the start of the set-up, and the runtime's fields that only read those (whose move it is, the
 * rule set narrowed to the game's, the outcome once the game is over), and the chart of a game
 * that is one turn after another.
 */
import type { RuleSet } from '@regelwerk/dsl';
import type { Chance, ChanceRecorder } from './chance.js';
import { onlySeat, type GameEvent, type GameInput, type Outcome, type PlayRuntime, type PlayerInfo, type Seat } from './contract.js';
import type { MachineConfig, StateConfig } from './fast-machine.js';
import { requirePlayers } from './players.js';
import { fail, ok } from './result.js';
import { seedRng, type RngState } from './rng.js';

/** What every game's context holds first: its rules, the table, the generator state and whose turn it is. */
export interface GameContext<R extends RuleSet> {
  readonly rules: R;
  readonly players: readonly PlayerInfo[];
  readonly rng: RngState;
  /** Who began (the game, or the round being played). */
  readonly starter: Seat;
  readonly current: Seat;
}

/**
 * What every game's view begins with: whose view it is, the state, the table, and the context's
 * `starter` and `current`. Each view writes these six fields out rather than spreading a helper's
 * object first: V8 builds an object literal that begins with a spread field by field, and views
 * spread from a helper made one game's tactician decide ten times slower (p50 2.2 → 23.6 µs in
 * `simulate`). The same holds for a context's first fields.
 */
export interface ViewHead extends Pick<GameContext<RuleSet>, 'starter' | 'current'> {
  readonly seat: Seat | 'spectator';
  readonly state: string;
  readonly over: boolean;
  readonly players: readonly PlayerInfo[];
}

/** A set-up begun by `beginSetUp`. */
export interface SetUp<R extends RuleSet> {
  readonly rules: R;
  readonly players: readonly PlayerInfo[];
  readonly n: number;
  /** Chance of the set-up, opened on the seed; the context's `rng` is `draw.state()` after the last draw. */
  readonly draw: Chance;
}

/** The start of every set-up: the table checked against the rules (`requirePlayers`), and chance opened on the seed. */
export function beginSetUp<R extends RuleSet>(game: string, input: GameInput<R>, chance: ChanceRecorder): SetUp<R> {
  const { rules, players } = input;
  requirePlayers(game, rules.players, players);
  return { rules, players, n: players.length, draw: chance.from(seedRng(input.seed)) };
}

/** The runtime's fields that `runtimeParts` writes. */
export type RuntimeParts<R extends RuleSet, C extends GameContext<R>> = Pick<PlayRuntime<R, C, GameEvent, unknown>, 'rulesFor' | 'toMove' | 'outcome'>;

/**
 * `rulesFor`, `toMove` and `outcome` of a game where one seat moves at a time: the rule set is
 * the game's when `isRules` says so; `mover` (by default `current`) moves until the game is over;
 * the outcome is `outcome` of the final context.
 */
export function runtimeParts<R extends RuleSet, C extends GameContext<R>>(spec: {
  /** The game's name in the refusal of another game's rules. */
  readonly title: string;
  readonly isRules: (rules: RuleSet) => rules is R;
  readonly mover?: (context: C) => Seat;
  readonly outcome: (context: C) => Outcome | null;
}): RuntimeParts<R, C> {
  const { title, isRules, mover, outcome } = spec;
  return {
    rulesFor: (rules) => (isRules(rules) ? ok(rules) : fail('rules/wrong-game', `these are rules for ${rules.game}, not ${title}`)),
    // `toMove` is asked before every decision of every simulated game: no call where `current` answers.
    toMove: mover === undefined ? (snapshot) => onlySeat(snapshot.status === 'done' ? null : snapshot.context.current) : (snapshot) => onlySeat(snapshot.status === 'done' ? null : mover(snapshot.context)),
    outcome: (snapshot) => (snapshot.status === 'done' ? outcome(snapshot.context) : null),
  };
}

/**
 * The chart of a game that is one turn after another: `playing.turn` (the game's own chart of a
 * turn, whose last decision goes to `#<id>.playing.turnOver`) until, after a turn, one of
 * `endsWhen` holds: then `score` runs and the game is `over`; otherwise `next` runs and the next
 * turn begins. The same config as written out by hand, so the charts drawn and the interpreters
 * read it alike.
 */
export function turnsChart<G extends string, A extends string>(spec: { readonly id: string; readonly turn: StateConfig<G, A>; readonly endsWhen: readonly G[]; readonly score: A; readonly next: A }): MachineConfig<G, A> {
  const over = `#${spec.id}.over`;
  return {
    id: spec.id,
    initial: 'playing',
    states: {
      playing: {
        initial: 'turn',
        states: {
          turn: spec.turn,
          turnOver: {
            always: [...spec.endsWhen.map((guard) => ({ guard, target: over, actions: spec.score })), { target: 'turn', actions: spec.next }],
          },
        },
      },
      over: { type: 'final' },
    },
  };
}
