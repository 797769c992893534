import type { GameSchema, RuleSet } from '@regelwerk/dsl';
import { canonical } from './canonical.js';
import { ChanceRecorder, checkDraws, type Draw } from './chance.js';
import type { AnyPlayRuntime, GameEvent, Outcome, PlayRuntime, PlayerInfo, Seat } from './contract.js';
import type { FastSnapshot, OwnedSnapshot } from './fast-machine.js';
import { LOG_FORMAT, LOG_VERSION, validateLog, type GameLog } from './log.js';
import { readDecision } from './decision-data.js';
import { deepFreeze, isDeepFrozen } from './frozen.js';
import { checkedStep, machineFor, startGame } from './play.js';
import { rulesFromLog, type Compiler } from './rules-from-log.js';
import { atStep, fail, ok, type Result } from './result.js';
import { hasOwn } from './validate.js';

/** Who plays, by which rules, from which seed. */
export interface SessionStart {
  readonly rules: RuleSet;
  readonly players: readonly PlayerInfo[];
  readonly seed: string;
}

export interface SessionOptions {
  /**
   * Keep every snapshot, decision and draw (default): needed for `snapshots`, `undo` and `toLog`.
   * Simulations that write no log turn it off and keep only the current snapshot.
   */
  readonly history?: boolean;
  /**
   * Without history only: the session owns its snapshot and steps it in place (`current` is then
   * one object that every step changes, and its context is never copied). For simulations that
   * hold on to no snapshot; a caller that keeps `current` across steps must leave this off.
   */
  readonly inPlace?: boolean;
}

/** A game's runtime, or a way to find one by game id (as a registry does). */
export type GameLookup = AnyPlayRuntime | ((id: string) => AnyPlayRuntime | undefined);

/**
 * One game being played: the one play loop that the elements, the CLI, replay, simulations and
 * tests use. Decisions go in through `apply` (illegal ones come back as a `Result` error with the
 * step index and leave the game as it was; a decision is read once into a plain frozen copy,
 * and one that is not plain data is refused as `event/not-data`), or, for bots, as the index
 * of one of the legal decisions (`applyListed`); chance is recorded draw by draw; `toLog` and
 * `fromLog` write and read the versioned log (docs/log-format.md). What the session hands out
 * (views, decisions, outcomes, logs) is frozen or a copy: changing it changes no game.
 *
 * ```ts
 * const started = GameSession.start(module.runtime, { rules, players, seed });
 * if (!started.ok) throw new Error(started.error.message);
 * const session = started.value;
 * session.apply({ type: 'dice.throw', seat: 0, keep: [] });
 * if (session.canUndo()) session.undo();
 * const log = session.toLog();
 * const again = GameSession.fromLog(JSON.parse(JSON.stringify(log)), module.runtime, { schemas: [schema], compile });
 * ```
 */
export class GameSession<C = unknown, E extends GameEvent = GameEvent, V = unknown> {
  private now: FastSnapshot<C>;
  private count = 0;
  /** Changes with every step and every undo: what `listed` built is for one version. */
  private version = 0;
  private legalCache: { version: number; seat: Seat; list: E[] } | null = null;
  private readonly history: FastSnapshot<C>[];
  private readonly decisions: E[] = [];
  private readonly draws: (readonly Draw[])[] = [];
  /** The runtime, untyped: the session's own signatures carry the types. */
  private readonly game: AnyPlayRuntime;
  /** The interpreter of this game's rule set (see `GameRuntime.fastFor`). */
  private readonly fast: AnyPlayRuntime['fast'];
  /** Chance for the steps of a session that keeps no history: nothing recorded, one generator lent. */
  private readonly quiet = ChanceRecorder.lending();

  private constructor(
    readonly runtime: PlayRuntime<RuleSet, C & { readonly rules: RuleSet }, E, V>,
    readonly rules: RuleSet,
    readonly players: readonly PlayerInfo[],
    readonly seed: string,
    /** What chance decided at set-up. */
    readonly setup: readonly Draw[],
    first: FastSnapshot<C>,
    private readonly keep: boolean,
    private readonly owned: boolean,
  ) {
    this.game = runtime;
    this.fast = machineFor(runtime as AnyPlayRuntime, (first.context as { readonly rules: RuleSet }).rules);
    // What a log hands out (see `toLog`); a session without history hands out no log.
    if (keep) deepFreeze(setup);
    // An owned snapshot is a copy: the first snapshot may be held by whoever made it.
    this.now = owned ? { value: first.value, status: first.status, context: { ...first.context } } : first;
    this.history = keep ? [first] : [];
  }

  /**
   * Starts a game. Fails when the rules are not this game's (the runtime's `rulesFor` code) or
   * the game cannot start with these players (`game/setup`).
   */
  static start<C extends { readonly rules: RuleSet }, E extends GameEvent, V>(
    runtime: PlayRuntime<RuleSet, C, E, V>,
    start: SessionStart,
    options: SessionOptions = {},
  ): Result<GameSession<C, E, V>> {
    const begun = GameSession.begin(runtime, start, options);
    return begun.ok ? ok(begun.value.session) : begun;
  }

  private static begin<C extends { readonly rules: RuleSet }, E extends GameEvent, V>(
    runtime: PlayRuntime<RuleSet, C, E, V>,
    start: SessionStart,
    options: SessionOptions,
  ): Result<{ session: GameSession<C, E, V>; setup: ChanceRecorder }> {
    const rules = runtime.rulesFor(start.rules);
    if (!rules.ok) return rules;
    const setup = new ChanceRecorder();
    let first: FastSnapshot<C>;
    try {
      first = startGame<C>(runtime, { rules: rules.value, players: start.players, seed: start.seed }, setup);
    } catch (e) {
      return fail('game/setup', (e as Error).message);
    }
    const keep = options.history !== false;
    if (keep && options.inPlace === true) throw new Error('GameSession: { inPlace: true } needs { history: false } (a kept snapshot would change under its holder)');
    const session = new GameSession<C, E, V>(runtime, rules.value, start.players, start.seed, setup.draws, first, keep, options.inPlace === true);
    return ok({ session, setup });
  }

  /**
   * Re-plays a log (parsed JSON) into a session: every decision must be legal, every draw possible
   * for its kind and the one the seed gives, and a recorded outcome must be the one reached. The
   * error names the first failing step (`step` absent: the log as a whole or its set-up). A log of
   * a game in progress gives a session to play on. The log's rule texts are compiled with
   * `compile` (from `@regelwerk/dsl/compile`) and `schemas` (e.g. every game's, `SCHEMAS` of
   * `@regelwerk/games/all`), unless `rules` are given.
   */
  static fromLog(
    data: unknown,
    games: GameLookup,
    options: SessionOptions & ({ readonly schemas: readonly GameSchema[]; readonly compile: Compiler; readonly rules?: undefined } | { readonly rules: RuleSet; readonly schemas?: undefined; readonly compile?: undefined }),
  ): Result<GameSession<unknown, GameEvent, unknown>> {
    const valid = validateLog(data);
    if (!valid.ok) return valid;
    const log = valid.value;
    const found = typeof games === 'function' ? games(log.game) : games.id === log.game ? games : undefined;
    // A lookup by a name from outside may find what an object inherits (`constructor`): only a
    // runtime of that very game counts.
    const runtime = typeof found === 'object' && found !== null && hasOwn(found, 'id') && found.id === log.game ? found : undefined;
    if (!runtime) return fail('log/unknown-game', `$.game: no game ${JSON.stringify(log.game)}`);
    for (const [i, p] of log.players.entries()) {
      if (p.bot !== null && !hasOwn(runtime.bots, p.bot)) {
        return fail('log/unknown-bot', `$.players[${i}].bot: ${runtime.id} has no bot ${JSON.stringify(p.bot)}; its bots: ${Object.keys(runtime.bots).join(', ')}`);
      }
    }
    const rules = options.rules ? ok(options.rules) : rulesFromLog(log, options.schemas, options.compile);
    if (!rules.ok) return rules;
    const variant = rules.value.variant?.name ?? null;
    if (variant !== log.variant) {
      return fail(
        'log/variant',
        `$.variant: the log says ${log.variant === null ? 'no variant' : `variant ${JSON.stringify(log.variant)}`}, but its rule texts are ${variant === null ? `plain ${rules.value.title}` : `the variant ${JSON.stringify(variant)}`}`,
      );
    }
    const begun = GameSession.begin(runtime as PlayRuntime<RuleSet, { rules: RuleSet }, GameEvent, unknown>, { rules: rules.value, players: log.players, seed: log.seed }, options);
    if (!begun.ok) return fail('log/setup', begun.error.message);
    const { session, setup } = begun.value;
    const setupProblem = checkDraws(log.setup, setup);
    if (setupProblem) return fail(setupProblem.code, `set-up: ${setupProblem.message}`);
    for (const [i, step] of log.steps.entries()) {
      if (session.over) return fail('move/game-over', 'the game was already over before this step', i);
      const chance = new ChanceRecorder();
      const applied = session.take(step.event, chance);
      if (!applied.ok) return applied;
      const problem = checkDraws(step.chance, chance);
      if (problem) return fail(problem.code, problem.message, i);
    }
    const outcome = session.outcome();
    const end = log.steps.length;
    if (log.outcome !== null && !outcome) return fail('outcome/not-reached', `the log ends after ${end} steps, before the game is over`, end);
    if (outcome && canonical(outcome) !== canonical(log.outcome)) {
      return fail('outcome/differs', `the log says ${canonical(log.outcome)}, but the game ends ${canonical(outcome)}`, end);
    }
    return ok(session);
  }

  /** The snapshot now. */
  get current(): FastSnapshot<C> {
    return this.now;
  }

  /** Every snapshot from the first one to `current`: `snapshots[i + 1]` follows `events[i]`. */
  get snapshots(): readonly FastSnapshot<C>[] {
    this.requireHistory('snapshots');
    return this.history;
  }

  /** The decisions taken, in order. */
  get events(): readonly E[] {
    this.requireHistory('events');
    return this.decisions;
  }

  /** What chance decided in each step: `chance[i]` belongs to `events[i]`. */
  get chance(): readonly (readonly Draw[])[] {
    this.requireHistory('chance');
    return this.draws;
  }

  /** How many decisions were taken (also without history). */
  get steps(): number {
    return this.count;
  }

  get over(): boolean {
    return this.now.status === 'done';
  }

  toMove(): readonly Seat[] {
    return this.game.toMove(this.now);
  }

  /** The seat's legal decisions now: a list of its own, of frozen decisions (for `applyListed`, by index). */
  legalEvents(seat: Seat): E[] {
    return this.listed(seat).slice();
  }

  /** `legalEvents(seat).length`, without building them where the runtime can (`legalCount`). */
  legalCount(seat: Seat): number {
    if (this.cached(seat) === null && this.game.legalCount) return this.game.legalCount(this.now, seat);
    return this.listed(seat).length;
  }

  /** `legalEvents(seat)[index]`, without building the others where the runtime can (`legalAt`). */
  legalAt(seat: Seat, index: number): E {
    const list = this.cached(seat);
    const e = list !== null || !this.game.legalAt ? (list ?? this.listed(seat))[index] : this.game.legalAt(this.now, seat, index);
    if (e === undefined) throw new Error(`${this.runtime.id}: there is no legal decision ${index} for seat ${seat} in ${this.now.value}`);
    return e as E;
  }

  /** The legal decisions of a seat built for this very state, or null. */
  private cached(seat: Seat): E[] | null {
    const c = this.legalCache;
    return c !== null && c.version === this.version && c.seat === seat ? c.list : null;
  }

  /** The legal decisions of a seat in the current state, built once (for `legalCount` then `legalAt`). */
  private listed(seat: Seat): E[] {
    const cached = this.cached(seat);
    if (cached !== null) return cached;
    const list = this.game.legalEvents(this.now, seat) as E[];
    this.legalCache = { version: this.version, seat, list };
    return list;
  }

  /**
   * What `seat` may see now, frozen: a game's view shares the context's lists, which a bot or a
   * board that changed them would change the game by (see `playGame` for the one place that
   * hands bots the game's own view).
   */
  view(seat: Seat | 'spectator'): V {
    return deepFreeze(this.game.view(this.now, seat));
  }

  /**
   * The result once the game is over, else null. Frozen in a session that keeps its history
   * (what a log and a page hand out); a simulation's session, which keeps nothing, hands it out
   * as the game made it (a fresh object), since freezing it would cost a few percent of a game.
   */
  outcome(): Outcome | null {
    const outcome = this.game.outcome(this.now);
    return this.keep ? deepFreeze(outcome) : outcome;
  }

  /** Takes one decision, or says why not (with the step index it would have had). */
  apply(event: unknown): Result<FastSnapshot<C>> {
    return this.take(event, this.keep ? new ChanceRecorder() : this.quiet);
  }

  /**
   * Takes the seat's legal decision number `index` (of `legalEvents(seat)`, or as `legalCount`
   * counts them) and returns it: how bots play (`playGame`). The decision comes from the game's
   * own list, so it is not checked again; the machine's guards run, but for its legality guards
   * in a session that steps in place (see `Implementations.legality`). A decision the machine
   * then does not take is a bug in the game and throws, as does an index out of range.
   */
  applyListed(seat: Seat, index: number): E {
    const event = this.legalAt(seat, index);
    const chance = this.keep ? new ChanceRecorder() : this.quiet;
    if (this.owned) {
      if (!this.fast.advance(this.now as OwnedSnapshot<unknown>, event, chance, true)) throw this.notTaken(event);
      this.count++;
      this.version++;
      return event;
    }
    const next = this.fast.transition(this.now, event, chance) as FastSnapshot<C> | undefined;
    if (!next) throw this.notTaken(event);
    this.record(event, next, chance);
    return event;
  }

  private notTaken(event: E): Error {
    return new Error(`${this.runtime.id}: ${JSON.stringify(event)} was listed as legal in ${this.now.value}, but the machine does not take it`);
  }

  /** Takes decisions in order, stopping at the first one refused. */
  applyAll(events: readonly unknown[]): Result<FastSnapshot<C>> {
    for (const e of events) {
      const r = this.apply(e);
      if (!r.ok) return r;
    }
    return ok(this.now);
  }

  private take(event: unknown, chance: ChanceRecorder): Result<FastSnapshot<C>> {
    const data = readDecision(event);
    if (!data.ok) return { ok: false, error: atStep(data.error, this.count) };
    const r = checkedStep<C>(this.game, this.now, data.value, chance, this.fast);
    if (!r.ok) return { ok: false, error: atStep(r.error, this.count) };
    this.record(data.value as E, r.value, chance);
    return r;
  }

  private record(event: E, next: FastSnapshot<C>, chance: ChanceRecorder): void {
    this.count++;
    this.version++;
    this.now = next;
    if (this.keep) {
      this.history.push(next);
      // What the log will hold: frozen, so that no log handed out shares anything changeable.
      this.decisions.push(isDeepFrozen(event) ? event : deepFreeze(structuredClone(event)));
      this.draws.push(deepFreeze(chance.draws));
    }
  }

  /** Whether the last decision may be taken back: the rules allow it and it drew no chance. */
  canUndo(): boolean {
    const n = this.decisions.length;
    if (!this.keep || n === 0 || this.draws[n - 1]!.length > 0) return false;
    return this.game.undoable?.(this.history[n - 1]!, this.decisions[n - 1]!, this.now) === true;
  }

  /** Takes back the last decision where the rules allow it (`undo/not-allowed` otherwise). */
  undo(): Result<FastSnapshot<C>> {
    if (!this.canUndo()) return fail('undo/not-allowed', 'the last decision cannot be taken back', this.count - 1);
    this.history.pop();
    this.decisions.pop();
    this.draws.pop();
    this.count--;
    this.version++;
    this.now = this.history[this.history.length - 1]!;
    return ok(this.now);
  }

  /** The game so far as a log: rules, players, seed, every decision and draw, the outcome if over. */
  toLog(): GameLog {
    this.requireHistory('toLog');
    // A log of its own: new lists and objects around the frozen decisions and draws.
    return {
      format: LOG_FORMAT,
      version: LOG_VERSION,
      game: this.runtime.id,
      variant: this.rules.variant?.name ?? null,
      rules: this.rules.sources.map((s) => ({ ...s })),
      players: this.players.map((p) => ({ ...p })),
      seed: this.seed,
      setup: this.setup,
      steps: this.decisions.map((event, i) => ({ event, chance: this.draws[i]! })),
      outcome: this.outcome(),
    };
  }

  private requireHistory(what: string): void {
    if (!this.keep) throw new Error(`GameSession.${what}: this session was started with { history: false } and keeps only the current snapshot`);
  }
}
