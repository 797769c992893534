import { BOARD_HOLD, FocusKeeper, setBoardProps } from '@regelwerk/board-kit';
import type { RuleSet } from '@regelwerk/dsl';
import { GameSession, type AnyPlayRuntime, type FastSnapshot, type GameEvent, type MatchState, type PlayerInfo, type Seat } from '@regelwerk/engine';
import { html, nothing, type PropertyValues } from 'lit';
import { GAME_IDS, loadGame, playedChartKey, type LoadedGame } from '../shared/games.js';
import { RuleSource } from './rule-source.js';
import { RwElement } from '../shared/rw-element.js';
import { slotNotice } from '../shared/storage.js';
import { langOf, texts, type Lang } from '../shared/i18n.js';
import { Handover, handoverTexts, type WithheldLog } from './handover.js';
import { styles } from './rw-game.styles.js';
import { gameInteractive } from '../shared/after-games.js';
import { Seats } from './seats.js';
import { SavedGame } from './saved-game.js';
import { BotPace, BotPlayers, type FastForward } from './bot-pace.js';
import { LogViewer } from './log-viewer.js';
import { Rounds } from './rounds.js';
import { MatchPlay } from './match-play.js';
import { RwGameOverEvent, RwStateChangeEvent } from './events.js';

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

  // The element wires its parts, one file each: rule-source (which rules), seats (who sits),
  // saved-game (localStorage, as a log), bot-pace (bots' timing, fast-forward), log-viewer (logs
  // out and in), handover, rounds, match-play. The game's state lives in ES private fields, the
  // parts' too: nothing outside this class, a board included, can reach a snapshot and its
  // context (hidden information stays hidden).
  /** The game being played: the one play loop (decisions, chance, undo, log) every part of regelwerk uses. */
  #session: GameSession | null = null;
  #rules: RuleSet | null = null;
  readonly #source = new RuleSource(this);
  readonly #seats = new Seats(this);
  readonly #saved = new SavedGame(this);
  readonly #viewer = new LogViewer(this, { show: (s) => this.#tell(s), left: () => (this.#session && this.#tell(this.#session.current), this.#pace.schedule()) });
  readonly #pace = new BotPace(this, {
    botToMove: () => this.#botSeat() !== null && !this.#viewer.open,
    step: () => this.#botStep(),
    moved: (path) => this.#moved(path),
    reached: (to, path) => this.#session!.over || (to === 'round' && this.#rounds.ends(path)),
  });
  readonly #rounds = new Rounds(() => this.loaded?.module);
  readonly #match = new MatchPlay();
  readonly #bots = new BotPlayers();
  #announcedOver = false;
  #interactive = false;
  #loadedKey = '';
  readonly #handover = new Handover(this, () => this.#seatToMove(), async () => {
    await this.#board?.updateComplete;
    if (!this.#board?.focusPrimary?.()) this.#focusToolbar();
  });
  /** The board element, made once per game; it gets the board contract on every render. */
  #board: (HTMLElement & { updateComplete?: Promise<unknown>; focusPrimary?: () => boolean }) | null = null;
  /** The last view built, so that a re-render of the shell hands the board the same view. */
  #lastView: { snapshot: FastSnapshot<unknown>; seat: Seat | 'spectator'; view: unknown } | null = null;
  /** When a toolbar or viewer button just used is disabled, focus goes on into the game, never to the page body. */
  readonly #focus = new FocusKeeper(() => this.shadowRoot, ['.viewer button', '.ff button'], () => (this.#board?.focusPrimary?.() || this.#focusToolbar(), true));

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

  get #runtime(): AnyPlayRuntime | null {
    return this.loaded?.module.runtime ?? null;
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
    const rules = this.#viewer.rules ?? this.#rules;
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

  /** Which rules and which saved game: another key, another load. */
  get #loadKey(): string {
    return `${this.#source.key}|${this.#saved.storedUnder}`;
  }

  /**
   * Whether the load of `key` is still wanted: a later load has started (that one wins), or the
   * rules or the slot asked for changed while it ran (another load starts; no stale game is saved over theirs).
   */
  #current(key: string): boolean {
    if (key !== this.#loadedKey) return false;
    if (key !== this.#loadKey) void this.#load();
    return key === this.#loadedKey;
  }

  async #load(): Promise<void> {
    const key = (this.#loadedKey = this.#loadKey);
    this.#pace.stop();
    // Whatever went wrong, no game is shown: the message says why.
    const fail = (message: string) => {
      if (key !== this.#loadedKey) return;
      this.message = message;
      this.loaded = null;
      this.#session = null;
      this.requestUpdate();
    };
    // The rules are read while the game's chunks load: neither waits for the other. Their
    // failure is reported after the game's: never as an unhandled rejection if the game fails first.
    const reading = this.#source.read(this.#lang);
    reading.catch(() => undefined);
    let loaded: LoadedGame;
    try {
      const result = await loadGame(this.game);
      if (!result.ok) return fail(result.reason === 'unknown' ? texts(this.#lang).unknownGame(this.game, GAME_IDS) : texts(this.#lang).noEngine(this.game));
      loaded = result.game;
    } catch (e) {
      return fail(`${this.game}: ${(e as Error).message}`);
    }
    const read = await reading;
    if ('message' in read) return fail(read.message);
    if (!this.#current(key)) return;
    const problem = this.#seats.problem(this.#seats.asked(), read.rules, loaded.module);
    if (problem) return fail(problem);
    // Only rules with a `match` statement may play a match: the match code loads for them alone.
    const matches = read.rules.match === undefined ? null : await import('./match.js');
    if (!this.#current(key)) return;
    this.#match.code = matches;
    this.#rules = read.rules;
    if (this.loaded?.board.tagName !== loaded.board.tagName || !this.#board) {
      this.#board = document.createElement(loaded.board.tagName);
      this.#board.setAttribute('exportparts', loaded.board.parts.join(', '));
      this.#board.addEventListener(BOARD_HOLD, (e) => this.#pace.hold((e as CustomEvent<boolean>).detail, this.#seats.people.length > 0));
    }
    this.loaded = loaded;
    this.#lastView = null;
    this.#seats.list = this.#seats.asked();
    if (!this.#restore()) this.newGame(false);
  }

  /** Restores the saved game, if any; unreadable state is said in a notice (a fresh game follows). */
  #restore(): boolean {
    const read = this.#saved.restore({
      game: this.game,
      runtime: this.#runtime!,
      rules: this.#rules!,
      matches: this.#match.code,
      seatProblem: (players) => this.#seats.problem(players, this.#rules!, this.loaded!.module),
      variant: this.variant ?? null,
      src: this.src ?? null,
      inline: this.#source.inlineKey,
    });
    if (read === null || 'why' in read) {
      if (read) this.notice = texts(this.#lang).stateUnreadable(read.why);
      return false;
    }
    const { session, match, matchGame } = read.game;
    this.#match.state = match;
    this.#match.game = matchGame;
    this.#play(session);
    this.#rounds.recount(session.snapshots, session.events);
    this.#changed();
    return true;
  }

  /** The reader chose the other tab's game: it is restored (a fresh save of ours when it cannot be). */
  #takeOtherTab(): void {
    this.#saved.takeTheirs();
    if (!this.#restore()) this.#save();
  }

  #save(): void {
    if (this.loaded && this.#session) this.#saved.store(this.#session, this.#match.serialized());
  }

  /** Plays `session` from now on: no log viewed, nothing fast-forwarded, nobody known at the screen. */
  #play(session: GameSession): void {
    this.#seats.list = [...session.players];
    this.#session = session;
    this.#viewer.close();
    this.#pace.stop();
    this.#handover.atScreen = null;
  }

  /** Starts a new game with a fresh seed (or the `seed` attribute). */
  newGame(clearMessage = true): void {
    if (!this.#runtime || !this.#rules) return;
    const seats = this.#seats.asked();
    this.message = this.#seats.problem(seats, this.#rules, this.loaded!.module);
    if (this.message !== null) return;
    this.#pace.stop();
    if (clearMessage) this.notice = null;
    // Choosing a seed is the one place randomness comes from outside the game.
    const seed = this.seed ?? [...crypto.getRandomValues(new Uint32Array(2))].map((n) => n.toString(36)).join('');
    this.#match.state = this.#match.game = null;
    if (this.#match.code?.playsMatch(this.#rules)) {
      // A match: the seats are its players, and each game is seated and seeded by the match.
      const match = this.#match.code.startMatch(this.#rules, seats, seed);
      if (match.ok) this.#startMatchGame(match.value);
      else this.message = match.error.message;
    } else this.#begin(seats, seed);
  }

  /** Starts a game of these players with this seed (one of a match, or a single game), and saves it. */
  #begin(players: readonly PlayerInfo[], seed: string): boolean {
    const started = GameSession.start(this.#runtime!, { rules: this.#rules!, players, seed });
    if (!started.ok) {
      this.message = started.error.message;
      return false;
    }
    this.#play(started.value);
    this.#rounds.recount([], []);
    this.#announcedOver = false;
    this.#bots.reseed(seed);
    this.#changed();
    this.#save();
    return true;
  }

  /** Starts the next game of a match (the match before it given), seated and seeded as the match says. */
  #startMatchGame(match: MatchState): void {
    const next = this.#match.nextOf(match);
    if (!next) return;
    this.#pace.stop();
    const before = [this.#match.state, this.#match.game] as const;
    // Set first, so that the game's first state and its save carry the match.
    [this.#match.state, this.#match.game] = [match, next];
    if (!this.#begin(next.players, next.seed)) [this.#match.state, this.#match.game] = before;
  }

  /** The outcome of the game being played, once it is over. */
  #outcome() {
    const s = this.#session?.current;
    return s?.status === 'done' ? (this.#runtime?.outcome(s) ?? null) : null;
  }

  /** Goes on to the next game of the match, once the one being played is over. */
  nextMatchGame(): void {
    if (this.#session?.current.status !== 'done' || !this.#match.state) return;
    const after = this.#match.now(this.#outcome())!;
    if (this.#match.nextOf(after)) this.#startMatchGame(after);
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
      this.dispatchEvent(new RwGameOverEvent(this.#runtime?.outcome(s)));
    }
    this.#pace.schedule();
  }

  /** After steps of the bots: shown, told, saved. */
  #moved(path: readonly string[]): void {
    this.#changed(path);
    this.#save();
  }

  /** Applies a decision of the person at the screen or of a bot. */
  send(event: GameEvent): void {
    const path = this.#apply(event);
    if (!path) return;
    // Whoever decided sits at the screen now: their next decision needs no handover.
    this.#handover.atScreen = event.seat;
    // The states the step passed through (a turn's end, the reveal), for a linked statechart.
    this.#moved(path);
  }

  /** Applies one decision and notes a round it ends; the states the step passed through, or null when refused. */
  #apply(event: GameEvent): readonly string[] | null {
    const session = this.#session;
    if (!session || this.#viewer.open) return null;
    const before = session.current;
    const r = session.apply(event);
    this.message = r.ok ? null : r.error.message;
    if (!r.ok) return null;
    const path = this.#runtime!.fast.trace(before, event as never);
    this.#rounds.note(session.events.length, path, r.value);
    return path;
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

  #seatToMove(): Seat | null {
    const s = this.#session?.current;
    return !s || s.status === 'done' ? null : (this.#runtime!.toMove(s)[0] ?? null);
  }

  /** The seat to move when it is a bot's, else null. */
  #botSeat(): { seat: Seat; bot: string } | null {
    const seat = this.#seatToMove();
    const bot = this.#seats.botAt(seat);
    return seat === null || !bot ? null : { seat, bot };
  }

  /** Lets the bot whose turn it is make its decision; the states the step passed through, or null when no bot is to move. */
  #botStep(): readonly string[] | null {
    const next = this.#botSeat();
    if (!next || this.#viewer.open) return null;
    const event = this.#bots.decide(this.#runtime!, this.#rules!, this.#session!.current, next.seat, next.bot);
    return event ? this.#apply(event) : null;
  }

  /** Whether the person at the screen may take back the last decision: theirs, and the rules allow it. */
  #undoable(): boolean {
    const session = this.#session;
    const last = session?.events.at(-1);
    return !!session && !!last && !this.#viewer.open && this.#seats.isPerson(last.seat) && session.canUndo();
  }

  /** Takes back the last decision, where the rules allow it. */
  undo(): void {
    if (!this.#undoable() || !this.#session!.undo().ok) return;
    this.#rounds.trim(this.#session!.events.length);
    this.#moved([]);
  }

  /** Opens a log in the viewer, to step through it. Returns a message when it cannot be shown. */
  async importLog(text: string): Promise<string | null> {
    const runtime = this.#runtime;
    if (!runtime) return null;
    const message = await this.#viewer.read(text, runtime);
    if (message === null) this.#pace.stop();
    return (this.message = message);
  }

  async #onImport(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (file) await this.importLog(await file.text());
    input.value = '';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#focus.before();
    if (!this.loaded) return;
    // Another game, variant or save slot: compile its rules and restore what was saved there; other seats: a new game.
    if (this.#loadedKey !== this.#loadKey) void this.#load();
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

  #focusToolbar(): void {
    // A spectator's board may have nothing to focus (bots only, the game over): the toolbar then.
    this.shadowRoot?.querySelector<HTMLElement>('[data-action="new-game"]')?.focus();
  }

  /** The view of `seat` at `snapshot`, built once per snapshot and seat. */
  #viewOf(snapshot: FastSnapshot<unknown>, seat: Seat | 'spectator'): unknown {
    const last = this.#lastView;
    if (last && last.snapshot === snapshot && last.seat === seat) return last.view;
    const view = this.#runtime!.view(snapshot, seat);
    this.#lastView = { snapshot, seat, view };
    return view;
  }

  protected override render() {
    const t = texts(this.#lang);
    const game = this.#runtime;
    const session = this.#session;
    if (!game || !session || !this.#board) {
      return html`<div class="board" part="board">${this.message ? html`<p class="message" part="message" role="alert">${this.message}</p>` : html`<p>${t.loading}</p>`}</div>`;
    }
    const viewing = this.#viewer.open;
    const shown = this.#viewer.shown ?? session.current;
    const seat = viewing ? null : this.#seatToMove();
    const seats = this.#seats;
    // Another person's turn at a shared screen: a spectator's view behind the panel until they confirm.
    const handover = this.#handover.due(seats.list, seat);
    const acting = handover === null && seats.isPerson(seat) ? seat : null;
    // The board sees what the person at the screen may see: the acting seat's view; while bots
    // move, the one person's own view when exactly one is seated (their hidden things stay in
    // sight), else (hot seat, bots only, a log viewed, a handover) a spectator's.
    const people = seats.people;
    const viewer = acting ?? (!viewing && people.length === 1 ? people[0]! : null);
    // Behind the panel the board takes no focus and no clicks.
    this.#board.inert = handover !== null;
    setBoardProps(this.#board, {
      view: this.#viewOf(shown, viewer ?? 'spectator'),
      legal: acting === null ? [] : game.legalEvents(shown, acting),
      seat: acting,
      readOnly: viewing || acting === null,
      lang: this.#lang,
      send: (e: GameEvent) => this.send(e),
    });
    const over = session.over;
    return html`
      <section class="board" part="board" aria-label=${this.loaded!.module.texts.title[this.#lang] ?? this.game}>
        ${this.notice
          ? html`<p class="message notice" part="message" role="alert">
              <span>${this.notice}</span>
              <button type="button" part="button" data-action="dismiss" @click=${() => (this.notice = null)}>${t.dismiss}</button>
            </p>`
          : nothing}
        ${this.message ? html`<p class="message" part="message" role="alert">${this.message}</p>` : nothing}
        ${slotNotice(this.#saved, 'game', this.#lang, { exportMine: () => this.#viewer.export(this.log), keepMine: () => (this.#saved.keepMine(), this.#save()), takeTheirs: () => this.#takeOtherTab() })}
        ${this.#viewer.render()}
        <p class="rules-name" part="rules-name">${t.playing(this.#rules!.title, this.#rules!.variant?.name ?? null)}</p>
        ${this.#match.render(this.#lang, this.#outcome(), session.current.status === 'done', () => this.nextMatchGame())}
        <div class="stage">${this.#board}${handover === null ? nothing : this.#handover.panel(handover, seats.list[handover]!.name, this.#lang)}</div>
        ${seats.botsOnly && !viewing && !over
          ? html`<div class="ff" part="fast-forward" role="group" aria-label=${t.fastForward}>
              ${this.loaded!.module.rounds ? html`<button type="button" part="button" data-action="to-round-end" @click=${() => this.fastForward('round')}>${t.toRoundEnd}</button>` : nothing}
              <button type="button" part="button" data-action="to-game-end" @click=${() => this.fastForward('game')}>${t.toGameEnd}</button>
            </div>`
          : nothing}
        ${this.#rounds.render(this.#lang)}
        <div class="toolbar" part="toolbar">
          <button type="button" part="button" data-action="new-game" @click=${() => this.newGame()}>${t.newGame}</button>
          <button type="button" part="button" data-action="undo" ?disabled=${!this.#undoable()} @click=${() => this.undo()}>${t.undo}</button>
          <button type="button" part="button" data-action="export" title=${this.revealLog || over ? nothing : handoverTexts(this.#lang).exportPartial} @click=${() => this.#viewer.export(this.log)}>${t.exportLog}</button>
          <label class="import" part="button">${t.importLog}<input type="file" accept="application/json,.json" @change=${(e: Event) => this.#onImport(e)} /></label>
        </div>
      </section>
    `;
  }
}
