import type { FastSnapshot, GameEvent, GameSession, Result, Seat } from '@regelwerk/engine';
import { playedChartKey, type LoadedGame } from '../shared/games.js';
import { langOf, texts, type Lang } from '../shared/i18n.js';
import { BoardSlot } from './board-slot.js';
import { BotPace, type FastForward, type PaceHost } from './bot-pace.js';
import { RwGameOverEvent, RwStateChangeEvent } from './events.js';
import { Handover, type HandoverHost } from './handover.js';
import { GameLoad } from './load.js';
import { LogViewer, type LogViewerHost } from './log-viewer.js';
import { freshSeed, Play } from './play.js';
import { RuleSource, type RuleSourceHost } from './rule-source.js';
import { SavedGame, type SavedGameHost, type SavedTable } from './saved-game.js';
import { Seats, type SeatsHost } from './seats.js';

const NO_EVENTS: readonly GameEvent[] = Object.freeze([]);

/** The element whose game flows: what its parts read, and the state it shows. */
export interface FlowHost extends RuleSourceHost, SeatsHost, SavedGameHost, LogViewerHost, PaceHost, HandoverHost {
  readonly seed: string | null;
  loaded: LoadedGame | null;
  /** The message of the last refusal, or why no game is shown. */
  message: string | null;
  /** A notice that stays until the reader dismisses it. */
  notice: string | null;
}

/**
 * The course of the game an element plays, from loading to the last step: its parts wired (one
 * file each: rule-source, seats, saved-game, load, play, log-viewer, bot-pace, board-slot,
 * handover), a saved game restored or a new one begun, and after every step the same three
 * things: linked elements told, the game saved, the next bot scheduled. The parts hold the game in
 * ES private fields and the flow sits in the element's: nothing outside, a board included, can
 * reach a snapshot and its context (hidden information stays hidden).
 */
export class GameFlow {
  readonly source: RuleSource;
  readonly seats: Seats;
  readonly saved: SavedGame;
  readonly #loading: GameLoad;
  /** The game being played: the one play loop (decisions, chance, undo, log) every part of regelwerk uses. */
  readonly play: Play;
  readonly viewer: LogViewer;
  readonly pace: BotPace;
  readonly board: BoardSlot;
  readonly handover: Handover;
  /** What a saved game must agree with to come back: the game, rules and seats loaded. */
  #table: SavedTable | null = null;
  #announcedOver = false;

  constructor(
    private readonly host: FlowHost,
    /** Where focus goes when the board has nothing to focus (the toolbar). */
    focusElsewhere: () => void,
  ) {
    this.source = new RuleSource(host);
    this.seats = new Seats(host);
    this.saved = new SavedGame(host);
    this.#loading = new GameLoad(host, this.source, this.saved, this.seats);
    this.play = new Play(() => host.loaded?.module);
    this.viewer = new LogViewer(host, { show: (s) => this.#tell(s), left: () => (this.session && this.#tell(this.session.current), this.pace.schedule()) });
    this.pace = new BotPace(host, {
      botToMove: () => !!this.seats.botAt(this.play.toMove()) && !this.viewer.open,
      step: () => this.#botStep(),
      moved: (path) => this.#moved(path),
      reached: (to, path) => this.session!.over || (to === 'round' && this.play.rounds.ends(path)),
    });
    this.board = new BoardSlot((on) => this.pace.hold(on, this.seats.people.length > 0));
    this.handover = new Handover(host, () => this.play.toMove(), async () => void ((await this.board.focus()) || focusElsewhere()));
  }

  get session(): GameSession | null {
    return this.play.session;
  }

  /** Whether what the element asks for (game, rules, save slot) changed since the last load began. */
  get stale(): boolean {
    return this.#loading.stale;
  }

  /** The key of the chart played (the log viewed's, while one is), or null before a game is loaded. */
  get chartKey(): string | null {
    const rules = this.viewer.rules ?? this.play.rules;
    return this.host.loaded && rules ? playedChartKey(this.host.loaded.module, rules) : null;
  }

  /** Loads the game and rules asked for, then restores their saved game or starts one; whatever went wrong, no game is shown: the message says why. */
  async load(): Promise<void> {
    const host = this.host;
    this.pace.stop();
    const ready = await this.#loading.run(langOf(host), () => void this.load());
    if (ready === null) return;
    if ('message' in ready) {
      [host.message, host.loaded, this.#table] = [ready.message, null, null];
      this.play.resume(null);
      return host.requestUpdate();
    }
    this.#table = ready.table;
    this.play.match.code = ready.matches;
    this.play.rules = ready.rules;
    this.board.for(ready.game);
    host.loaded = ready.game;
    this.seats.list = this.seats.asked();
    if (!this.restore()) this.newGame(false);
  }

  /** Restores the saved game, if any; unreadable state is said in a notice (a fresh game follows). */
  restore(): boolean {
    const read = this.#table && this.saved.restore(this.#table);
    if (read === null || 'why' in read) {
      if (read) this.host.notice = texts(langOf(this.host)).stateUnreadable(read.why);
      return false;
    }
    this.play.restore(read.game);
    this.#started(read.game.session);
    this.#changed();
    return true;
  }

  save(): void {
    if (this.host.loaded && this.session) this.saved.store(this.session, this.play.match.serialized());
  }

  /** Plays `session` from now on: no log viewed, nothing fast-forwarded, nobody known at the screen. */
  #started(session: GameSession): void {
    this.seats.list = [...session.players];
    this.viewer.close();
    this.pace.stop();
    this.handover.atScreen = null;
  }

  /** Starts a new game with a fresh seed (or the `seed` attribute); `clearNotice` dismisses a notice shown. */
  newGame(clearNotice = true): void {
    const rules = this.play.rules;
    const loaded = this.host.loaded;
    if (!loaded || !rules) return;
    const seats = this.seats.asked();
    // Seats the rules do not allow: the message stays, and the bots of the game shown wait (their next step would clear it).
    this.pace.stop();
    if ((this.host.message = this.seats.problem(seats, rules, loaded.module)) !== null) return;
    if (clearNotice) this.host.notice = null;
    this.#begun(this.play.start(seats, this.host.seed ?? freshSeed()));
  }

  /** Goes on to the next game of the match, once the one being played is over. */
  nextMatchGame(): void {
    this.#begun(this.play.next());
  }

  /** A game begun (one of a match, or a single game) is played, shown and saved; a game that cannot begin is said. */
  #begun(started: Result<GameSession> | null): void {
    if (!started) return;
    this.pace.stop();
    if (!started.ok) {
      this.host.message = started.error.message;
      return;
    }
    this.#started(started.value);
    this.#announcedOver = false;
    this.#moved([]);
  }

  /** Tells linked elements what is shown now: its state, the rows that explain it, the path a step took. */
  #tell(s: FastSnapshot<unknown>, path: readonly string[] = []): void {
    const module = this.host.loaded?.module;
    const highlights = module?.highlights ? module.highlights(module.runtime.view(s, 'spectator')) : [];
    this.host.dispatchEvent(new RwStateChangeEvent(s.value, s.status === 'done', highlights, path, this.chartKey));
  }

  /** After every change of the game: re-render, tell linked elements (the end once), let a bot move. */
  #changed(path: readonly string[] = []): void {
    const s = this.session!.current;
    this.host.requestUpdate();
    this.#tell(s, path);
    if (s.status === 'done' && !this.#announcedOver) {
      this.#announcedOver = true;
      this.host.dispatchEvent(new RwGameOverEvent(this.play.outcome()));
    }
    this.pace.schedule();
  }

  /** After steps of the game (a person's, the bots'): shown, told, saved. */
  #moved(path: readonly string[]): void {
    this.#changed(path);
    this.save();
  }

  /** Applies a decision of the person at the screen or of a bot; none while a log is viewed. */
  send(event: GameEvent): void {
    const path = this.viewer.open ? null : this.#applied(this.play.apply(event));
    if (!path) return;
    // Whoever decided sits at the screen now: their next decision needs no handover.
    this.handover.atScreen = event.seat;
    // The states the step passed through (a turn's end, the reveal), for a linked statechart.
    this.#moved(path);
  }

  /** A decision's result said: the states its step passed through, or null (the message says why it was refused). */
  #applied(r: Result<readonly string[]> | null): readonly string[] | null {
    if (r) this.host.message = r.ok ? null : r.error.message;
    return r?.ok ? r.value : null;
  }

  /** Lets the bot whose turn it is make its decision; the states the step passed through, or null when no bot is to move. */
  #botStep(): readonly string[] | null {
    const bot = this.seats.botAt(this.play.toMove());
    return bot && !this.viewer.open ? this.#applied(this.play.botStep(bot)) : null;
  }

  /** With bots only, and nothing viewed: plays on at once to the end of the round (when the game knows its rounds) or the game. */
  fastForward(to: FastForward): void {
    if (!this.seats.botsOnly || !this.session || this.session.over || this.viewer.open || (to === 'round' && !this.host.loaded?.module.rounds)) return;
    this.pace.fastForward(to);
  }

  /** Whether the person at the screen may take back the last decision: theirs, and the rules allow it. */
  undoable(): boolean {
    return !this.viewer.open && this.play.undoable((seat) => this.seats.isPerson(seat));
  }

  /** Takes back the last decision, where the rules allow it. */
  undo(): void {
    if (this.undoable() && this.play.undo()) this.#moved([]);
  }

  /**
   * Hands the board what it draws now: the log's snapshot shown, else the game's, in the view of
   * the person acting (none behind a handover panel). The seat whose view waits behind the panel,
   * or null.
   */
  showBoard(lang: Lang, send: (e: GameEvent) => void): Seat | null {
    const { viewer, seats, host } = this;
    const viewing = viewer.open;
    const shown = viewer.shown ?? this.session!.current;
    const seat = viewing ? null : this.play.toMove();
    // Another person's turn at a shared screen: a spectator's view behind the panel until they confirm.
    const handover = this.handover.due(seats.list, seat);
    const acting = handover === null && seats.isPerson(seat) ? seat : null;
    const legal = this.#legalOf(host.loaded!.module.runtime, shown, acting);
    this.board.set({ view: this.play.viewOf(shown, seats.viewer(acting, viewing)), legal, seat: acting, readOnly: viewing || acting === null, lang, send }, handover !== null);
    return handover;
  }

  /** The last `legal` handed to the board, the same array while nothing changed: an unchanged board is not drawn again. */
  #legal: { runtime: unknown; snapshot: unknown; seat: Seat; legal: readonly GameEvent[] } | null = null;

  #legalOf(runtime: { legalEvents(s: FastSnapshot<unknown>, seat: Seat): readonly GameEvent[] }, snapshot: FastSnapshot<unknown>, seat: Seat | null): readonly GameEvent[] {
    if (seat === null) return NO_EVENTS;
    const last = this.#legal;
    if (last && last.runtime === runtime && last.snapshot === snapshot && last.seat === seat) return last.legal;
    const legal = runtime.legalEvents(snapshot, seat);
    this.#legal = { runtime, snapshot, seat, legal };
    return legal;
  }

  /** Opens a log in the viewer (the bots of the game wait); the message when it cannot be shown, else null. */
  async importLog(text: string): Promise<string | null> {
    const runtime = this.play.runtime;
    if (!runtime) return null;
    const message = await this.viewer.read(text, runtime);
    if (message === null) this.pace.stop();
    return (this.host.message = message);
  }
}
