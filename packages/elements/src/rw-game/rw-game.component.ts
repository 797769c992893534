import { FocusKeeper } from '@regelwerk/board-kit';
import type { FastSnapshot, GameEvent, GameSession, Result, Seat } from '@regelwerk/engine';
import { html, nothing, type PropertyValues } from 'lit';
import { playedChartKey, type LoadedGame } from '../shared/games.js';
import { RwElement } from '../shared/rw-element.js';
import { slotNotice } from '../shared/storage.js';
import { langOf, texts, type Lang } from '../shared/i18n.js';
import { gameInteractive } from '../shared/after-games.js';
import { BoardSlot } from './board-slot.js';
import { BotPace, type FastForward } from './bot-pace.js';
import { RwGameOverEvent, RwStateChangeEvent } from './events.js';
import { Handover, handoverTexts, type WithheldLog } from './handover.js';
import { GameLoad } from './load.js';
import { LogViewer } from './log-viewer.js';
import { freshSeed, Play } from './play.js';
import { RuleSource } from './rule-source.js';
import { styles } from './rw-game.styles.js';
import { SavedGame, type SavedTable } from './saved-game.js';
import { Seats } from './seats.js';
import { fastForwardBar, loadingView, messages, toolbar } from './shell-view.js';

const NO_EVENTS: readonly GameEvent[] = Object.freeze([]);

export { RwGameOverEvent, RwStateChangeEvent };

/**
 * A playable game: people in hot seat and bots, every decision by mouse or keyboard. The game's
 * own board draws a seat's view and offers the legal decisions; this element is the shell around
 * it (seats, bots, pacing, saving, undo, logs) and knows nothing of any game's rules.
 *
 * The rules played come from, first to last: the `ruleText` property, a
 * `<script type="text/x-regelwerk">` child (rule text written into the page), `src`, `variant`,
 * else the game's own rule file. A saved game comes back only for the very same rules.
 *
 * @csspart board - the game area
 * @csspart button - every button of the shell (and of the board)
 * @csspart toolbar - new game, undo, log export and import
 * @csspart message - a notice, such as unreadable saved state
 * @csspart rules-name - which rule set is played (the game, and a house rule if any)
 * @csspart fast-forward - with bots only: the buttons that play on to the end of the round or the game
 * @csspart rounds - the list of the rounds played (a disclosure)
 * @csspart match - for rules that play a match: the game of the match, each player's lives, points or games won, and the next game
 * @csspart handover - with two or more people at the screen: the panel that covers the board until the next person asks to see their view
 * (A board's own parts, such as a status line, players and dice, are forwarded: see each game's board.)
 * @cssproperty --rw-accent - accent colour (buttons, current player, focus ring)
 * @cssproperty --rw-bg - background
 * @cssproperty --rw-fg - text colour
 * @cssproperty --rw-muted - secondary text
 * @cssproperty --rw-line - borders
 * @cssproperty --rw-die-size - size of a die button
 * @cssproperty --rw-radius - corner radius
 * @attr theme - `light`, `dark` or `auto` (default): auto follows the page's `color-scheme`, else the background behind the element
 * @attr hidden - also pauses the bots, even where the page's CSS keeps the element displayed
 * @fires {RwStateChangeEvent} rw-state-change - after every change of state (`value` is the active state path)
 * @fires {RwGameOverEvent} rw-game-over - when the game ends
 */
export class RwGame extends RwElement {
  static override styles = styles;
  static override properties = {
    game: { type: String },
    variant: { type: String },
    src: { type: String },
    players: { type: String },
    bots: { type: String },
    seed: { type: String },
    speed: { type: Number },
    persist: { type: String },
    storageKey: { type: String, attribute: 'storage-key' },
    revealLog: { type: Boolean, attribute: 'reveal-log' },
    ruleText: { attribute: false },
    loaded: { state: true },
    message: { state: true },
    notice: { state: true },
  };

  declare game: string;
  declare variant: string | null;
  /** The URL of a rule file (a house rule of this game) to play instead of a shipped variant. */
  declare src: string | null;
  /** Names of the people at the screen; none given (null) seats one person, an empty list (`players=""`) none: bots only. */
  declare players: string | null;
  declare bots: string;
  declare seed: string | null;
  declare speed: number;
  declare persist: string;
  declare storageKey: string | null;
  /** The page opts in to the whole log mid-game (seed and draws: every seat's secrets). */
  declare revealLog: boolean;
  /** A rule text to play (a variant of `game` or a whole rule file); before every other source of rules. */
  declare ruleText: string | null;
  declare loaded: LoadedGame | null;
  declare message: string | null;
  /** A notice that stays until the reader dismisses it (e.g. saved state that could not be read). */
  declare notice: string | null;

  // The element wires its parts, one file each: rule-source (which rules), load (the game and its
  // rules, when asked for), seats (who sits), play (the session, decisions, undo, views),
  // saved-game (localStorage, as a log), bot-pace (bots' timing, fast-forward), log-viewer (logs
  // out and in), handover, rounds, match-play, board-slot and shell-view (the templates). The
  // game's state lives in ES private fields, the parts' too: nothing outside this class, a board
  // included, can reach a snapshot and its context (hidden information stays hidden).
  readonly #source = new RuleSource(this);
  readonly #seats = new Seats(this);
  readonly #saved = new SavedGame(this);
  readonly #loading = new GameLoad(this, this.#source, this.#saved, this.#seats);
  /** The game being played: the one play loop (decisions, chance, undo, log) every part of regelwerk uses. */
  readonly #play = new Play(() => this.loaded?.module);
  readonly #viewer = new LogViewer(this, { show: (s) => this.#tell(s), left: () => (this.#session && this.#tell(this.#session.current), this.#pace.schedule()) });
  readonly #pace = new BotPace(this, {
    botToMove: () => !!this.#seats.botAt(this.#play.toMove()) && !this.#viewer.open,
    step: () => this.#botStep(),
    moved: (path) => this.#moved(path),
    reached: (to, path) => this.#session!.over || (to === 'round' && this.#play.rounds.ends(path)),
  });
  readonly #board = new BoardSlot((on) => this.#pace.hold(on, this.#seats.people.length > 0));
  readonly #handover = new Handover(this, () => this.#play.toMove(), async () => void ((await this.#board.focus()) || this.#focusToolbar()));
  /** When a toolbar or viewer button just used is disabled, focus goes on into the game, never to the page body. */
  readonly #focus = new FocusKeeper(() => this.shadowRoot, ['.viewer button', '.ff button'], () => (this.#board.element?.focusPrimary?.() || this.#focusToolbar(), true));
  /** What a saved game must agree with to come back: the game, rules and seats loaded. */
  #table: SavedTable | null = null;
  #announcedOver = false;
  #interactive = false;
  /** The board's `send` and last `legal`, the same values while nothing changed: an unchanged board is not drawn again. */
  readonly #sendToBoard = (e: GameEvent): void => this.send(e);
  #legal: { runtime: unknown; snapshot: unknown; seat: Seat; legal: readonly GameEvent[] } | null = null;

  constructor() {
    super();
    this.game = '';
    this.variant = null;
    this.src = null;
    this.players = null;
    this.bots = 'tactician, tactician';
    this.seed = null;
    this.speed = 700;
    this.persist = 'local';
    this.storageKey = null;
    this.revealLog = false;
    this.ruleText = null;
    this.loaded = null;
    this.message = null;
    this.notice = null;
  }

  get #lang(): Lang {
    return langOf(this);
  }

  get #session(): GameSession | null {
    return this.#play.session;
  }

  /** The active state of the game's machine as a dotted path, e.g. `playing.half.fromMiddle.turn.ready`. */
  get stateValue(): string | null {
    return (this.#viewer.shown ?? this.#session?.current)?.value ?? null;
  }

  /**
   * The key of the chart the game plays with its rules, whatever they came from (`chartKey` of
   * the config): a linked `rw-statechart` draws the chart of that key. Null before a game is loaded.
   */
  get chartKey(): string | null {
    const rules = this.#viewer.rules ?? this.#play.rules;
    return this.loaded && rules ? playedChartKey(this.loaded.module, rules) : null;
  }

  /**
   * The game as a log (decisions, dice, outcome): what "export log" saves. Mid-game it leaves out
   * the seed and every draw (another seat's secrets) unless the page sets `reveal-log`.
   */
  get log(): ReturnType<GameSession['toLog']> | WithheldLog | null {
    return this.#viewer.logOf(this.#session);
  }

  /** True while bots are allowed to move (the element is seen); for pages and tests that watch the pace. */
  get botsActive(): boolean {
    return this.#pace.active;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.#load();
  }

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'hidden'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    // `hidden` pauses the bots even where the page's own CSS keeps the element displayed.
    if (name === 'hidden' && old !== value) this.#pace.recheck();
  }

  /** Loads the game and rules asked for, then restores their saved game or starts one; whatever went wrong, no game is shown: the message says why. */
  async #load(): Promise<void> {
    this.#pace.stop();
    const ready = await this.#loading.run(this.#lang, () => void this.#load());
    if (ready === null) return;
    if ('message' in ready) {
      [this.message, this.loaded, this.#table] = [ready.message, null, null];
      this.#play.resume(null);
      return this.requestUpdate();
    }
    this.#table = ready.table;
    this.#play.match.code = ready.matches;
    this.#play.rules = ready.rules;
    this.#board.for(ready.game);
    this.loaded = ready.game;
    this.#seats.list = this.#seats.asked();
    if (!this.#restore()) this.newGame(false);
  }

  /** Restores the saved game, if any; unreadable state is said in a notice (a fresh game follows). */
  #restore(): boolean {
    const read = this.#table && this.#saved.restore(this.#table);
    if (read === null || 'why' in read) {
      if (read) this.notice = texts(this.#lang).stateUnreadable(read.why);
      return false;
    }
    this.#play.restore(read.game);
    this.#started(read.game.session);
    this.#changed();
    return true;
  }

  #save(): void {
    if (this.loaded && this.#session) this.#saved.store(this.#session, this.#play.match.serialized());
  }

  /** Plays `session` from now on: no log viewed, nothing fast-forwarded, nobody known at the screen. */
  #started(session: GameSession): void {
    this.#seats.list = [...session.players];
    this.#viewer.close();
    this.#pace.stop();
    this.#handover.atScreen = null;
  }

  /** Starts a new game with a fresh seed (or the `seed` attribute). */
  newGame(clearMessage = true): void {
    const rules = this.#play.rules;
    if (!this.loaded || !rules) return;
    const seats = this.#seats.asked();
    // Seats the rules do not allow: the message stays, and the bots of the game shown wait (their next step would clear it).
    this.#pace.stop();
    if ((this.message = this.#seats.problem(seats, rules, this.loaded.module)) !== null) return;
    if (clearMessage) this.notice = null;
    this.#begun(this.#play.start(seats, this.seed ?? freshSeed()));
  }

  /** Goes on to the next game of the match, once the one being played is over. */
  nextMatchGame(): void {
    this.#begun(this.#play.next());
  }

  /** A game begun (one of a match, or a single game) is played, shown and saved; a game that cannot begin is said. */
  #begun(started: Result<GameSession> | null): void {
    if (!started) return;
    this.#pace.stop();
    if (!started.ok) {
      this.message = started.error.message;
      return;
    }
    this.#started(started.value);
    this.#announcedOver = false;
    this.#moved([]);
  }

  /** Tells linked elements what is shown now: its state, the rows that explain it, the path a step took. */
  #tell(s: FastSnapshot<unknown>, path: readonly string[] = []): void {
    const module = this.loaded?.module;
    const highlights = module?.highlights ? module.highlights(module.runtime.view(s, 'spectator')) : [];
    this.dispatchEvent(new RwStateChangeEvent(s.value, s.status === 'done', highlights, path, this.chartKey));
  }

  /** After every change of the game: re-render, tell linked elements, let a bot move. */
  #changed(path: readonly string[] = []): void {
    const s = this.#session!.current;
    this.requestUpdate();
    this.#tell(s, path);
    if (s.status === 'done' && !this.#announcedOver) {
      this.#announcedOver = true;
      this.dispatchEvent(new RwGameOverEvent(this.#play.outcome()));
    }
    this.#pace.schedule();
  }

  /** After steps of the game (a person's, the bots'): shown, told, saved. */
  #moved(path: readonly string[]): void {
    this.#changed(path);
    this.#save();
  }

  /** Applies a decision of the person at the screen or of a bot. */
  send(event: GameEvent): void {
    const path = this.#viewer.open ? null : this.#applied(this.#play.apply(event));
    if (!path) return;
    // Whoever decided sits at the screen now: their next decision needs no handover.
    this.#handover.atScreen = event.seat;
    // The states the step passed through (a turn's end, the reveal), for a linked statechart.
    this.#moved(path);
  }

  /** A decision's result said: the states its step passed through, or null (the message says why it was refused). */
  #applied(r: Result<readonly string[]> | null): readonly string[] | null {
    if (r) this.message = r.ok ? null : r.error.message;
    return r?.ok ? r.value : null;
  }

  /** Lets the bot whose turn it is make its decision; the states the step passed through, or null when no bot is to move. */
  #botStep(): readonly string[] | null {
    const bot = this.#seats.botAt(this.#play.toMove());
    return bot && !this.#viewer.open ? this.#applied(this.#play.botStep(bot)) : null;
  }

  /**
   * With bots only: plays on at once to the end of the current round (when the game knows its
   * rounds) or of the game. Every decision goes through the same session as at the normal pace,
   * so the log, the saved game and the list of rounds are exactly as if the bots had played it out.
   */
  fastForward(to: FastForward): void {
    if (!this.#seats.botsOnly || !this.#session || this.#session.over || this.#viewer.open || (to === 'round' && !this.loaded?.module.rounds)) return;
    this.#pace.fastForward(to);
  }

  /** Whether the person at the screen may take back the last decision: theirs, and the rules allow it. */
  #undoable(): boolean {
    return !this.#viewer.open && this.#play.undoable((seat) => this.#seats.isPerson(seat));
  }

  /** Takes back the last decision, where the rules allow it. */
  undo(): void {
    if (this.#undoable() && this.#play.undo()) this.#moved([]);
  }

  /** Opens a log in the viewer, to step through it. Returns a message when it cannot be shown. */
  async importLog(text: string): Promise<string | null> {
    const runtime = this.#play.runtime;
    if (!runtime) return null;
    const message = await this.#viewer.read(text, runtime);
    if (message === null) this.#pace.stop();
    return (this.message = message);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#focus.before();
    if (!this.loaded) return;
    // Another game, variant or save slot: compile its rules and restore what was saved there; other seats: a new game.
    if (this.#loading.stale) void this.#load();
    else if ((changed.has('players') && changed.get('players') !== undefined) || (changed.has('bots') && changed.get('bots') !== undefined)) this.newGame();
  }

  protected override updated(): void {
    this.#focus.after();
    if (!this.#interactive && this.loaded && this.#session) {
      this.#interactive = true;
      performance.mark('rw-game:interactive');
      gameInteractive();
    }
  }

  #legalOf(runtime: { legalEvents(s: FastSnapshot<unknown>, seat: Seat): readonly GameEvent[] }, snapshot: FastSnapshot<unknown>, seat: Seat | null): readonly GameEvent[] {
    if (seat === null) return NO_EVENTS;
    const last = this.#legal;
    if (last && last.runtime === runtime && last.snapshot === snapshot && last.seat === seat) return last.legal;
    const legal = runtime.legalEvents(snapshot, seat);
    this.#legal = { runtime, snapshot, seat, legal };
    return legal;
  }

  #focusToolbar(): void {
    // A spectator's board may have nothing to focus (bots only, the game over): the toolbar then.
    this.shadowRoot?.querySelector<HTMLElement>('[data-action="new-game"]')?.focus();
  }

  protected override render() {
    const lang = this.#lang;
    const session = this.#session;
    const board = this.#board.element;
    if (!this.loaded || !session || !board) return loadingView(this.message, lang);
    const viewing = this.#viewer.open;
    const shown = this.#viewer.shown ?? session.current;
    const seat = viewing ? null : this.#play.toMove();
    const seats = this.#seats;
    // Another person's turn at a shared screen: a spectator's view behind the panel until they confirm.
    const handover = this.#handover.due(seats.list, seat);
    const acting = handover === null && seats.isPerson(seat) ? seat : null;
    const { module } = this.loaded;
    this.#board.set(
      { view: this.#play.viewOf(shown, seats.viewer(acting, viewing)), legal: this.#legalOf(module.runtime, shown, acting), seat: acting, readOnly: viewing || acting === null, lang, send: this.#sendToBoard },
      handover !== null,
    );
    const over = session.over;
    const rules = this.#play.rules!;
    return html`
      <section class="board" part="board" aria-label=${module.texts.title[lang] ?? this.game}>
        ${messages(this.notice, this.message, lang, () => (this.notice = null))}
        ${slotNotice(this.#saved, 'game', lang, { exportMine: () => this.#viewer.export(this.log), keepMine: () => (this.#saved.keepMine(), this.#save()), takeTheirs: () => (this.#saved.takeTheirs(), this.#restore() || this.#save()) })}
        ${this.#viewer.render()}
        <p class="rules-name" part="rules-name">${texts(lang).playing(rules.title, rules.variant?.name ?? null)}</p>
        ${this.#play.match.render(lang, this.#play.outcome(), session.current.status === 'done', () => this.nextMatchGame())}
        <div class="stage">${board}${handover === null ? nothing : this.#handover.panel(handover, seats.list[handover]!.name, lang)}</div>
        ${seats.botsOnly && !viewing && !over ? fastForwardBar(lang, !!module.rounds, (to) => this.fastForward(to)) : nothing}
        ${this.#play.rounds.render(lang)}
        ${toolbar(lang, this.#undoable(), this.revealLog || over ? null : handoverTexts(lang).exportPartial, {
          newGame: () => this.newGame(),
          undo: () => this.undo(),
          exportLog: () => this.#viewer.export(this.log),
          importLog: (text) => this.importLog(text),
        })}
      </section>
    `;
  }
}
