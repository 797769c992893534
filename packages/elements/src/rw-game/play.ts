import type { RuleSet } from '@regelwerk/dsl';
import { GameSession, type AnyPlayRuntime, type FastSnapshot, type GameEvent, type GameModule, type MatchState, type Outcome, type PlayerInfo, type Result, type Seat } from '@regelwerk/engine';
import { BotPlayers } from './bot-pace.js';
import { MatchPlay } from './match-play.js';
import type { Restored } from './saved-game.js';
import { Rounds } from './rounds.js';

/** A fresh seed: choosing one is the one place randomness comes from outside the game. */
export const freshSeed = (): string => [...crypto.getRandomValues(new Uint32Array(2))].map((n) => n.toString(36)).join('');

/**
 * The game being played and its decision loop: a decision of a person or a bot applied (the
 * rounds it ends noted), taken back, the seat to move, the views a board gets. Its session is
 * held in an ES private field: snapshots and their context stay out of reach of boards and pages.
 */
export class Play {
  #session: GameSession | null = null;
  /** The rules played (those the bots are made for). */
  rules: RuleSet | null = null;
  readonly rounds: Rounds;
  /** For rules that play a match: the match before the game, and its code. */
  readonly match = new MatchPlay();
  readonly #bots = new BotPlayers();
  /** The last view built, so that a re-render of the shell hands the board the same view. */
  #lastView: { runtime: AnyPlayRuntime; snapshot: FastSnapshot<unknown>; seat: Seat | 'spectator'; view: unknown } | null = null;

  constructor(private readonly module: () => GameModule<AnyPlayRuntime> | undefined) {
    this.rounds = new Rounds(module);
  }

  get runtime(): AnyPlayRuntime | null {
    return this.module()?.runtime ?? null;
  }

  get session(): GameSession | null {
    return this.#session;
  }

  /** Plays `session` from now on (restored: its rounds are worked out again). */
  resume(session: GameSession | null): void {
    this.#session = session;
    if (session) this.rounds.recount(session.snapshots, session.events);
  }

  /** Plays a saved game brought back (for a match, with the match before it). */
  restore({ session, match, matchGame }: Restored): void {
    [this.match.state, this.match.game] = [match, matchGame];
    this.resume(session);
  }

  /**
   * Starts a new game of these seats with this seed: for rules that play a match, its first game
   * (the seats are the match's players, each game seated and seeded by the match). The game, why
   * it cannot start, or null when the match has no game to play.
   */
  start(seats: readonly PlayerInfo[], seed: string): Result<GameSession> | null {
    const { match, rules } = this;
    match.state = match.game = null;
    if (!match.code?.playsMatch(rules!)) return this.#begin(seats, seed);
    const started = match.code.startMatch(rules!, seats, seed);
    return started.ok ? this.#matchGame(started.value) : started;
  }

  /** The next game of the match, once the one played is over; null when there is none. */
  next(): Result<GameSession> | null {
    if (this.#session?.current.status !== 'done' || !this.match.state) return null;
    return this.#matchGame(this.match.now(this.outcome())!);
  }

  /** Starts the game of a match that follows `match` (the match before it), as the match seats and seeds it. */
  #matchGame(match: MatchState): Result<GameSession> | null {
    const m = this.match;
    const next = m.nextOf(match);
    if (!next) return null;
    const before = [m.state, m.game] as const;
    // Set first, so that the game's first state and its save carry the match.
    [m.state, m.game] = [match, next];
    const started = this.#begin(next.players, next.seed);
    if (!started.ok) [m.state, m.game] = before;
    return started;
  }

  /** Starts a game of these players with this seed; the bots' chance follows from the seed. */
  #begin(players: readonly PlayerInfo[], seed: string): Result<GameSession> {
    const started = GameSession.start(this.runtime!, { rules: this.rules!, players, seed });
    if (started.ok) {
      this.resume(started.value);
      this.#bots.reseed(seed);
    }
    return started;
  }

  /** The seat to move, or null (no game, or it is over). */
  toMove(): Seat | null {
    const s = this.#session?.current;
    return !s || s.status === 'done' ? null : (this.runtime!.toMove(s)[0] ?? null);
  }

  /** The outcome of the game, once it is over. */
  outcome(): Outcome | null {
    const s = this.#session?.current;
    return s?.status === 'done' ? (this.runtime?.outcome(s) ?? null) : null;
  }

  /** Applies one decision and notes a round it ends: the states the step passed through, or why it was refused. */
  apply(event: GameEvent): Result<readonly string[]> | null {
    const session = this.#session;
    if (!session) return null;
    const before = session.current;
    const r = session.apply(event);
    if (!r.ok) return r;
    const path = this.runtime!.fast.trace(before, event as never);
    this.rounds.note(session.events.length, path, r.value);
    return { ok: true, value: path };
  }

  /** Lets bot `bot` in the seat to move decide and applies its decision; null when it has none. */
  botStep(bot: string): Result<readonly string[]> | null {
    const seat = this.toMove();
    if (seat === null || !this.#session) return null;
    const event = this.#bots.decide(this.runtime!, this.rules!, this.#session.current, seat, bot);
    return event ? this.apply(event) : null;
  }

  /** Whether the last decision may be taken back: its seat's (`mine`), and the rules allow it. */
  undoable(mine: (seat: Seat) => boolean): boolean {
    const last = this.#session?.events.at(-1);
    return !!last && mine(last.seat) && this.#session!.canUndo();
  }

  /** Takes back the last decision (and a round it ended); whether it was taken back. */
  undo(): boolean {
    if (!this.#session?.undo().ok) return false;
    this.rounds.trim(this.#session.events.length);
    return true;
  }

  /** The view of `seat` at `snapshot`, built once per runtime, snapshot and seat. */
  viewOf(snapshot: FastSnapshot<unknown>, seat: Seat | 'spectator'): unknown {
    const runtime = this.runtime!;
    const last = this.#lastView;
    if (last && last.runtime === runtime && last.snapshot === snapshot && last.seat === seat) return last.view;
    const view = runtime.view(snapshot, seat);
    this.#lastView = { runtime, snapshot, seat, view };
    return view;
  }
}
