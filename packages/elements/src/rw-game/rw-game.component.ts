import { BOARD_HOLD, FocusKeeper, seatWho, setBoardProps } from '@regelwerk/board-kit';
import type { CompileResult, RuleSet } from '@regelwerk/dsl';
import { GameSession, MAX_BOT_ID_LENGTH, MAX_PLAYER_NAME_LENGTH, nameProblem, seedRng, Rng, type AnyPlayRuntime, type MatchGame, type MatchState, type Bot, type FastSnapshot, type GameEvent, type GameModule, type LocalText, type PlayerInfo, type Seat } from '@regelwerk/engine';
import { html, nothing, type PropertyValues } from 'lit';
import { compileRules, fetchRuleText, GAME_IDS, loadGame, playedChartKey, schemaOf, type LoadedGame } from '../shared/games.js';
import { childRuleText, INLINE_FILE, textKey, watchChildRuleText } from '../shared/inline-rules.js';
import { RwElement } from '../shared/rw-element.js';
import { removeStored, slotNotice, StoredSlot } from '../shared/storage.js';
import { botName, langOf, texts, type Lang } from '../shared/i18n.js';
import type * as MatchCode from './match.js';
import { handoverTexts, handoverTo, isWithheldLog, publicLog, type WithheldLog } from './handover.js';
import { styles } from './rw-game.styles.js';
import { gameInteractive } from '../shared/after-games.js';

type Matches = typeof MatchCode;

/** Fired after every change of the game state; `rw-statechart for=…` listens to it. */
export class RwStateChangeEvent extends Event {
  static readonly type = 'rw-state-change';
  constructor(
    readonly value: string,
    readonly done: boolean,
    /** Rows of the game's tables that explain this moment (a linked rules table highlights them). */
    readonly highlights: readonly string[] = [],
    /** The states the last step passed through, in order, the resting one last; empty when not a step. */
    readonly path: readonly string[] = [],
    /** The key of the chart the game plays (see `RwGame.chartKey`): its states are those `value` and `path` name. */
    readonly chart: string | null = null,
  ) {
    super(RwStateChangeEvent.type, { bubbles: true, composed: true });
  }
}

/** Fired once when the game is over. */
export class RwGameOverEvent extends Event {
  static readonly type = 'rw-game-over';
  constructor(readonly outcome: unknown) {
    super(RwGameOverEvent.type, { bubbles: true, composed: true });
  }
}

interface Saved {
  readonly format: 'rw-game';
  readonly version: 1;
  readonly game: string;
  readonly variant: string | null;
  /** The rule file's URL when the game plays one of the page's own. */
  readonly src?: string | null;
  /** A fingerprint of the inline rule text when the game plays one (see textKey). */
  readonly inline?: string | null;
  readonly players: readonly PlayerInfo[];
  readonly seed: string;
  readonly events: readonly GameEvent[];
  /** For rules that play a match: the match before the game being played (`serializeMatch`); `players` and `seed` are that game's. */
  readonly match?: string;
}

/** Splits an attribute list: `a, b; c` → [a, b, c]; empty items dropped. */
/** A round the game has finished: after which step, and its line for the list of rounds. */
interface RoundLine {
  readonly step: number;
  readonly text: LocalText;
}

/** Steps a fast-forward takes before it lets the page draw and answer (then it goes on). */
const FF_SLICE = 40;
/**
 * …or fewer, once a slice has run this long: a tactician's decision may take tens of milliseconds
 * (its search is bounded in work), and the page must answer within 200 ms. Only the page's pace
 * reads the clock; the decisions, and so the game, are the same however the slices fall.
 */
const FF_SLICE_MS = 50;

const splitList = (v: string | null | undefined) =>
  (v ?? '')
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);

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
    childText: { state: true },
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
  /** The text of a `<script type="text/x-regelwerk">` child, kept up to date while connected. */
  declare childText: string | null;
  declare loaded: LoadedGame | null;
  declare message: string | null;
  /** A notice that stays until the reader dismisses it (e.g. saved state that could not be read). */
  declare notice: string | null;

  // The game's state lives in ES private fields: nothing outside this class, a board included,
  // can reach a snapshot and its context (hidden information stays hidden).
  /** The game being played: the one play loop (decisions, chance, undo, log) every part of regelwerk uses. */
  #session: GameSession | null = null;
  /** When a log is being viewed: its snapshots, and which one is shown. */
  /** A log being viewed: its snapshots, the one shown, and the rules it was played by (its chart's). */
  #viewer: { snapshots: readonly FastSnapshot<unknown>[]; index: number; rules: RuleSet } | null = null;
  private rules: RuleSet | null = null;
  /** For rules that play a match (`match lives|games|…`): the match before the game being played, and that game. */
  #match: MatchState | null = null;
  #matchGame: MatchGame | null = null;
  /** The match code (`./match.js`), loaded only for rules that name a match. */
  #matches: Matches | null = null;
  private seats: PlayerInfo[] = [];
  private currentSeed = '';
  private botInstances = new Map<string, Bot>();
  private botRng = new Rng(seedRng('bots'));
  private botTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether any of the element is on screen (bots wait while it is not); true where that cannot be known. */
  private seen = true;
  private observer: IntersectionObserver | undefined;
  /** What a fast-forward plays on to, while it runs. */
  private ff: 'round' | 'game' | null = null;
  /** The rounds finished so far (recomputed from the decisions when a saved game is restored). */
  private rounds: RoundLine[] = [];
  private announcedOver = false;
  /** Whether the board has asked play to wait. */
  private held = false;
  private interactive = false;
  private loadedKey = '';
  /** When a toolbar or viewer button just used is disabled, focus goes on into the game, never to the page body. */
  private readonly focusKeeper = new FocusKeeper(
    () => this.shadowRoot,
    ['.viewer button', '.ff button'],
    () => {
      if ((this.boardEl as (HTMLElement & { focusPrimary?: () => boolean }) | null)?.focusPrimary?.()) return true;
      // A spectator's board may have nothing to focus (bots only, the game over): the toolbar then.
      this.shadowRoot?.querySelector<HTMLElement>('[data-action="new-game"]')?.focus();
      return true;
    },
  );
  /** The board element, made once per game; it gets the board contract on every render. */
  private boardEl: HTMLElement | null = null;
  /** The last view built, so that a re-render of the shell hands the board the same view. */
  #lastView: { snapshot: FastSnapshot<unknown>; seat: Seat | 'spectator'; view: unknown } | null = null;

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
    this.childText = null;
    this.loaded = null;
    this.message = null;
    this.notice = null;
  }

  private get langCode(): Lang {
    return langOf(this);
  }

  get #snapshot(): FastSnapshot<unknown> | null {
    return this.#session?.current ?? null;
  }

  /** The active state of the game's machine as a dotted path, e.g. `playing.half.fromMiddle.turn.ready`. */
  get stateValue(): string | null {
    return (this.#viewer ? this.#viewer.snapshots[this.#viewer.index] : this.#snapshot)?.value ?? null;
  }

  /**
   * The key of the chart the game plays with its rules, whatever they came from (`chartKey` of
   * the config): a linked `rw-statechart` draws the chart of that key. Null before a game is loaded.
   */
  get chartKey(): string | null {
    const rules = this.#viewer?.rules ?? this.rules;
    return this.loaded && rules ? playedChartKey(this.loaded.module, rules) : null;
  }

  /**
   * The game as a log (decisions, dice, outcome): what "export log" saves. Mid-game it leaves out
   * the seed and every draw (another seat's secrets) unless the page sets `reveal-log`.
   */
  get log(): ReturnType<GameSession['toLog']> | WithheldLog | null {
    const log = this.#session?.toLog() ?? null;
    return log && !this.revealLog && !this.#session!.over ? publicLog(log) : log;
  }

  /**
   * The person who last decided (or confirmed a handover) at this screen; null in a new or
   * reloaded game, so that a reload mid-handover shows the panel again, not the secrets.
   */
  private atScreen: Seat | null = null;
  /** The seat the handover panel showed at the last render (its button gets focus when it appears). */
  private panelFor: Seat | null = null;

  private get key(): string {
    return `regelwerk:${this.storageKey ?? `rw-game:${this.id || this.game}`}`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Bots play only while the reader can see them: scrolled away, hidden or in a background tab, they wait.
    if (typeof IntersectionObserver !== 'undefined') {
      this.seen = false;
      this.observer = new IntersectionObserver((entries) => this.onSeen(entries.at(-1)!.isIntersecting));
      this.observer.observe(this);
    }
    document.addEventListener('visibilitychange', this.onVisibility);
    this.childText = childRuleText(this);
    this.unwatch = watchChildRuleText(this, (text) => (this.childText = text));
    void this.load();
  }

  private unwatch: (() => void) | null = null;

  /** The inline rule text played, if any: the property, else the child script's. */
  private get inlineText(): string | null {
    return this.ruleText ?? this.childText;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.disconnect();
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.unwatch?.();
    this.unwatch = null;
    this.ff = null;
    clearTimeout(this.botTimer);
  }

  private readonly onVisibility = (): void => this.onSeen(this.seen);

  /** The saved game: a failed save, or another tab saving this game, is said (shared/storage.ts). */
  readonly #saved = new StoredSlot(this, () => this.key, () => this.persist !== 'off');

  /** The reader chose the other tab's game: it is restored (a fresh save of ours when it cannot be). */
  private takeOtherTab(): void {
    this.#saved.takeTheirs();
    if (!this.restore()) this.save();
  }

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'hidden'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    // `hidden` pauses the bots even where the page's own CSS keeps the element displayed.
    if (name === 'hidden' && old !== value) this.onSeen(this.seen);
  }

  private onSeen(seen: boolean): void {
    this.seen = seen;
    if (this.playing) this.scheduleBot();
    else if (!this.ff) clearTimeout(this.botTimer);
  }

  /** Whether bots may move now: the element is on screen in a visible page. */
  private get playing(): boolean {
    return this.seen && !this.hidden && document.visibilityState !== 'hidden';
  }

  /** True while bots are allowed to move (the element is seen); for pages and tests that watch the pace. */
  get botsActive(): boolean {
    return this.playing;
  }

  private reloadIfNeeded(changed: PropertyValues<this>): void {
    if (!this.loaded) return;
    if (this.loadedKey !== this.loadKey()) {
      // Another game, variant or save slot: compile its rules and restore what was saved there.
      void this.load();
    } else if ((changed.has('players') && changed.get('players') !== undefined) || (changed.has('bots') && changed.get('bots') !== undefined)) {
      this.newGame();
    }
  }

  private loadKey(): string {
    const inline = this.inlineText;
    return `${this.game}|${this.variant ?? ''}|${this.src ?? ''}|${inline === null ? '' : textKey(inline)}|${this.key}`;
  }

  /** The fingerprint of the inline rule text played, or null. */
  private get inlineKey(): string | null {
    const inline = this.inlineText;
    return inline === null ? null : textKey(inline);
  }

  private get runtime(): AnyPlayRuntime | null {
    return this.loaded?.module.runtime ?? null;
  }

  /** The game's title in the page language. */
  private get gameTitle(): string {
    return this.loaded?.module.texts.title[this.langCode] ?? this.game;
  }

  private async load(): Promise<void> {
    const key = (this.loadedKey = this.loadKey());
    clearTimeout(this.botTimer);
    const t = texts(this.langCode);
    // Whatever went wrong, no game is shown: the message says why.
    const fail = (message: string) => {
      if (key !== this.loadedKey) return;
      this.message = message;
      this.loaded = null;
      this.#session = null;
      this.requestUpdate();
    };
    // The rules are read while the game's chunks load: neither waits for the other.
    const inline = this.inlineText;
    const src = this.src;
    const reading = (async (): Promise<CompileResult | { readonly fetchFailed: string }> => {
      // Rule text written into the page: compiled against the game's shipped rules (the compiler loads only now).
      if (inline !== null) return compileRules(this.game, { source: { file: INLINE_FILE, text: inline } });
      if (!src) return compileRules(this.game, { variant: this.variant });
      // A rule file of the page's own: fetched, then compiled against the game's shipped rules.
      const fetched = await fetchRuleText(src);
      return fetched.ok ? compileRules(this.game, { source: { file: src, text: fetched.text } }) : { fetchFailed: t.fetchFailed(src, fetched.why) };
    })();
    // Its failure is reported below, after the game's: never as an unhandled rejection if the game fails first.
    reading.catch(() => undefined);
    let loaded: LoadedGame;
    try {
      const result = await loadGame(this.game);
      if (!result.ok) return fail(result.reason === 'unknown' ? t.unknownGame(this.game, GAME_IDS) : t.noEngine(this.game));
      loaded = result.game;
    } catch (e) {
      return fail(`${this.game}: ${(e as Error).message}`);
    }
    const compiled = await reading;
    if ('fetchFailed' in compiled) return fail(compiled.fetchFailed);
    // A later change of game or variant has started another load: that one wins.
    if (key !== this.loadedKey) return;
    if (!compiled.ok) {
      // The first few problems, where they are; the rules table and the CLI show them all.
      const errors = compiled.diagnostics.filter((d) => d.severity === 'error');
      const shown = errors.slice(0, 5).map((d) => `${d.range.file}:${d.range.start.line}:${d.range.start.column}: ${d.message}`);
      return fail([...shown, ...(errors.length > 5 ? [t.moreProblems(errors.length - 5)] : [])].join('\n'));
    }
    const seats = this.seatList();
    const problem = this.seatProblem(seats, compiled.rules, loaded.module);
    if (problem) return fail(problem);
    // Only rules with a `match` statement may play a match: the match code loads for them alone.
    const matches = compiled.rules.match === undefined ? null : await import('./match.js');
    if (key !== this.loadedKey) return;
    this.#matches = matches;
    this.rules = compiled.rules;
    if (this.loaded?.board.tagName !== loaded.board.tagName || !this.boardEl) {
      this.boardEl = document.createElement(loaded.board.tagName);
      this.boardEl.setAttribute('exportparts', loaded.board.parts.join(', '));
      this.boardEl.addEventListener(BOARD_HOLD, (e) => this.onHold((e as CustomEvent<boolean>).detail));
    }
    this.loaded = loaded;
    this.#lastView = null;
    this.seats = seats;
    if (!this.restore()) this.newGame(false);
  }

  /** People first (the `players` attribute; without it one person, with it empty nobody), then the `bots` seats. */
  private seatList(): PlayerInfo[] {
    const names = this.players === null ? [this.langCode === 'de' ? 'Du' : 'You'] : splitList(this.players);
    const bots = splitList(this.bots);
    return [...names.map((name) => ({ name, bot: null })), ...bots.map((bot, i) => ({ name: `${botName(bot, this.langCode)} ${names.length + i + 1}`, bot }))];
  }

  /** A problem with these seats, or null: a name too long, a bot the game does not have, or a number the rules do not allow. */
  private seatProblem(seats: readonly PlayerInfo[], rules: RuleSet, module: GameModule<AnyPlayRuntime>): string | null {
    const long = seats.findIndex((p) => nameProblem(p.name) !== null);
    if (long >= 0) return texts(this.langCode).longName(long + 1, seats[long]!.name.length, MAX_PLAYER_NAME_LENGTH);
    const bots = module.runtime.bots;
    const unknown = seats.find((p) => p.bot !== null && !Object.prototype.hasOwnProperty.call(bots, p.bot));
    // The id is shown, but never more of it than a bot id may have (it may come from stored state).
    if (unknown) return texts(this.langCode).unknownBot(unknown.bot!.length > MAX_BOT_ID_LENGTH ? `${unknown.bot!.slice(0, MAX_BOT_ID_LENGTH)}…` : unknown.bot!, Object.keys(bots));
    const { min, max } = rules.players;
    if (seats.length < min || (max !== null && seats.length > max)) {
      return `${module.texts.title[this.langCode]}: ${seats.length} seat${seats.length === 1 ? '' : 's'} (players and bots), but the rules allow ${min}${max === null ? ' or more' : `–${max}`}`;
    }
    return null;
  }

  /** The seats from the attributes, or null (with a message) when the game cannot seat them. */
  private validSeats(rules: RuleSet, module: GameModule<AnyPlayRuntime>): PlayerInfo[] | null {
    const seats = this.seatList();
    this.message = this.seatProblem(seats, rules, module);
    return this.message === null ? seats : null;
  }

  /** Restores the saved game, if any; reports unreadable state and starts afresh. */
  private restore(): boolean {
    this.#saved.reset();
    const raw = this.#saved.read();
    if (raw === null) return false;
    const t = texts(this.langCode);
    const fail = (why: string) => {
      this.notice = t.stateUnreadable(why);
      removeStored(this.key);
      return false;
    };
    let saved: Saved;
    try {
      saved = JSON.parse(raw) as Saved;
    } catch {
      return fail('not JSON');
    }
    if (saved?.format !== 'rw-game' || saved.version !== 1 || saved.game !== this.game) return fail('another format or game');
    // A game of other rules (another house rule, rule file or inline text) is not this one's: a fresh game, no notice.
    if ((saved.variant ?? null) !== (this.variant ?? null) || (saved.src ?? null) !== (this.src ?? null) || (saved.inline ?? null) !== this.inlineKey) return false;
    if (!Array.isArray(saved.players) || !Array.isArray(saved.events) || typeof saved.seed !== 'string') return fail('missing fields');
    const players = saved.players as unknown[];
    if (!players.every((p) => typeof p === 'object' && p !== null && typeof (p as PlayerInfo).name === 'string' && ((p as PlayerInfo).bot === null || typeof (p as PlayerInfo).bot === 'string'))) {
      return fail('the players are not a list of names with bots');
    }
    const problem = this.seatProblem(saved.players, this.rules!, this.loaded!.module);
    if (problem) return fail(problem);
    // A match comes back with the game it was playing: that game must be the one the match gives.
    let match: MatchState | null = null;
    let matchGame: MatchGame | null = null;
    const matches = this.#matches;
    if (matches?.playsMatch(this.rules!)) {
      if (typeof saved.match !== 'string') return fail('the match is missing');
      const read = matches.restoreMatch(saved.match, this.rules!);
      if (!read.ok) return fail(read.error.message);
      match = read.value;
      matchGame = matches.nextGame(match);
      if (!matchGame || matchGame.seed !== saved.seed || JSON.stringify(matchGame.players) !== JSON.stringify(saved.players)) return fail('the game is not the one the match plays next');
    }
    const started = GameSession.start(this.runtime!, { rules: this.rules!, players: saved.players, seed: saved.seed });
    if (!started.ok) return fail(started.error.message);
    // Every saved decision is re-played and checked; the first one refused names its step.
    const replayed = started.value.applyAll(saved.events);
    if (!replayed.ok) return fail(replayed.error.step === undefined ? replayed.error.message : `step ${replayed.error.step}: ${replayed.error.message}`);
    this.seats = [...saved.players];
    this.currentSeed = saved.seed;
    this.#match = match;
    this.#matchGame = matchGame;
    this.#session = started.value;
    this.#viewer = null;
    this.ff = null;
    this.atScreen = null;
    this.rounds = this.roundsOf(started.value);
    this.onNewState();
    return true;
  }

  private save(): void {
    if (!this.loaded) return;
    const saved: Saved = {
      format: 'rw-game',
      version: 1,
      game: this.game,
      variant: this.variant ?? null,
      src: this.src ?? null,
      inline: this.inlineKey,
      players: this.seats,
      seed: this.currentSeed,
      events: this.#session?.events ?? [],
      ...(this.#match && this.#matches ? { match: this.#matches.serializeMatch(this.#match) } : {}),
    };
    // Storage full or blocked: the game goes on, and the reader is told and offered the log.
    this.#saved.save(JSON.stringify(saved));
  }

  /** Starts a new game with a fresh seed (or the `seed` attribute). */
  newGame(clearMessage = true): void {
    const game = this.runtime;
    if (!game || !this.rules) return;
    const seats = this.validSeats(this.rules, this.loaded!.module);
    if (!seats) return;
    clearTimeout(this.botTimer);
    if (clearMessage) {
      this.message = null;
      this.notice = null;
    }
    // Choosing a seed is the one place randomness comes from outside the game.
    const seed = this.seed ?? [...crypto.getRandomValues(new Uint32Array(2))].map((n) => n.toString(36)).join('');
    this.#match = null;
    this.#matchGame = null;
    if (this.#matches?.playsMatch(this.rules)) {
      // A match: the seats are its players, and each game is seated and seeded by the match.
      const match = this.#matches.startMatch(this.rules, seats, seed);
      if (!match.ok) {
        this.message = match.error.message;
        return;
      }
      this.startMatchGame(match.value);
      return;
    }
    this.begin(seats, seed);
  }

  /** Starts a game of these players with this seed (one of a match, or a single game), and saves it. */
  private begin(players: readonly PlayerInfo[], seed: string): boolean {
    const started = GameSession.start(this.runtime!, { rules: this.rules!, players, seed });
    if (!started.ok) {
      this.message = started.error.message;
      return false;
    }
    this.seats = [...players];
    this.currentSeed = seed;
    this.#session = started.value;
    this.#viewer = null;
    this.ff = null;
    this.atScreen = null;
    this.rounds = [];
    this.announcedOver = false;
    this.botRng = new Rng(seedRng(`${this.currentSeed}/bots`));
    this.onNewState();
    this.save();
    return true;
  }

  /** Starts the next game of a match (the match before it given), seated and seeded as the match says. */
  private startMatchGame(match: MatchState): void {
    const next = this.#matches?.nextGame(match);
    if (!next || !this.runtime || !this.rules) return;
    clearTimeout(this.botTimer);
    const [before, game] = [this.#match, this.#matchGame];
    // Set first, so that the game's first state and its save carry the match.
    this.#match = match;
    this.#matchGame = next;
    if (!this.begin(next.players, next.seed)) [this.#match, this.#matchGame] = [before, game];
  }

  /** The match with the game being played recorded, once that game is over; else the match as it stands. */
  private matchNow(): MatchState | null {
    const match = this.#match;
    const s = this.#snapshot;
    if (!match || !s || s.status !== 'done') return match;
    const outcome = this.runtime?.outcome(s);
    const r = outcome && this.#matches ? this.#matches.recordGame(match, outcome) : null;
    return r?.ok ? r.value : match;
  }

  /** Goes on to the next game of the match, once the one being played is over. */
  nextMatchGame(): void {
    if (this.#snapshot?.status !== 'done' || !this.#match) return;
    const after = this.matchNow()!;
    if (this.#matches?.nextGame(after)) this.startMatchGame(after);
  }

  /** The match's standing and, between games, its next step: lives, points or games won per player. */
  private renderMatch() {
    const before = this.#match;
    const game = this.#matchGame;
    if (!before || !game) return nothing;
    const t = texts(this.langCode);
    const m = this.matchNow()!;
    const over = this.#snapshot?.status === 'done';
    const done = over && this.#matches ? this.#matches.matchOutcome(m) : null;
    const total = m.rule.games ?? m.rule.bestOf ?? null;
    const kind = m.lives ? 'lives' : m.points ? 'points' : 'wins';
    const count = (p: number) => (m.lives ? m.lives[p]! : m.points ? m.points[p]! : m.wins[p]!);
    const playing = new Set(game.seats);
    const who = (p: number) => seatWho(m.players, p);
    return html`<div class="match" part="match" role="status" aria-label=${t.match}>
      <p class="match-game">${t.matchGame(game.index + 1, total, game.playOff)}</p>
      <table>
        <thead><tr><th scope="col">${t.matchPlayer}</th><th scope="col">${t.matchCount[kind]}</th></tr></thead>
        <tbody>
          ${m.players.map(
            (p, i) => html`<tr data-player=${i} class=${playing.has(i) ? 'in' : 'out'}><th scope="row">${p.name}</th><td>${count(i)}</td></tr>`,
          )}
        </tbody>
      </table>
      ${done
        ? html`<p class="match-over">${done.winners.length === 1 ? t.matchWon(who(done.winners[0]!)) : t.matchShared(done.winners.map(who))}</p>`
        : over
          ? html`<button type="button" part="button" data-action="next-game" @click=${() => this.nextMatchGame()}>${t.nextGame}</button>`
          : nothing}
    </div>`;
  }

  /** The table rows that explain what a spectator sees at `s`. */
  private highlightsAt(s: FastSnapshot<unknown>): readonly string[] {
    const module = this.loaded?.module;
    return module?.highlights ? module.highlights(module.runtime.view(s, 'spectator')) : [];
  }

  /** After every change of the game: re-render, tell linked elements, let a bot move. */
  private onNewState(path: readonly string[] = []): void {
    const s = this.#snapshot!;
    this.requestUpdate();
    this.dispatchEvent(new RwStateChangeEvent(s.value, s.status === 'done', this.highlightsAt(s), path, this.chartKey));
    if (s.status === 'done' && !this.announcedOver) {
      this.announcedOver = true;
      this.dispatchEvent(new RwGameOverEvent(this.runtime?.outcome(s)));
    }
    this.scheduleBot();
  }

  /** Applies a decision of the person at the screen or of a bot. */
  send(event: GameEvent): void {
    const path = this.apply(event);
    if (!path) return;
    // Whoever decided sits at the screen now: their next decision needs no handover.
    this.atScreen = event.seat;
    // The states the step passed through (a turn's end, the reveal), for a linked statechart.
    this.onNewState(path);
    this.save();
  }

  /** Applies one decision and notes a round it ends; the states the step passed through, or null when refused. */
  private apply(event: GameEvent): readonly string[] | null {
    const session = this.#session;
    if (!session || this.#viewer) return null;
    const before = session.current;
    const r = session.apply(event);
    if (!r.ok) {
      this.message = r.error.message;
      return null;
    }
    this.message = null;
    const path = this.runtime!.fast.trace(before, event as never);
    const line = this.roundLine(path, r.value);
    if (line) this.rounds.push({ step: session.events.length, text: line });
    return path;
  }

  /** Whether a step that passed through `path` ended a round (the module's round-end state). */
  private endsRound(path: readonly string[]): boolean {
    const end = this.loaded?.module.rounds?.end;
    return end !== undefined && path.some((p) => p === end || p.endsWith(`.${end}`));
  }

  /** The list line of the round a step ended, or null (no round ended, or the game lists none). */
  private roundLine(path: readonly string[], after: FastSnapshot<unknown>): LocalText | null {
    const summary = this.loaded?.module.rounds?.summary;
    return summary && this.endsRound(path) ? summary(this.runtime!.view(after, 'spectator')) : null;
  }

  /** The rounds of a restored game, worked out again from its decisions. */
  private roundsOf(session: GameSession): RoundLine[] {
    if (!this.loaded?.module.rounds?.summary) return [];
    const { snapshots, events } = session;
    return events.flatMap((e, i) => {
      const text = this.roundLine(this.runtime!.fast.trace(snapshots[i]!, e as never), snapshots[i + 1]!);
      return text ? [{ step: i + 1, text }] : [];
    });
  }

  /** Whether no person sits at the table (then play can be fast-forwarded). */
  private get botsOnly(): boolean {
    return this.seats.length > 0 && this.seats.every((p) => p.bot !== null);
  }

  /**
   * With bots only: plays on at once to the end of the current round (when the game knows its
   * rounds) or of the game. Every decision goes through the same session as at the normal pace,
   * so the log, the saved game and the list of rounds are exactly as if the bots had played it out.
   */
  fastForward(to: 'round' | 'game'): void {
    if (!this.botsOnly || !this.#session || this.#session.over || this.#viewer || (to === 'round' && !this.loaded?.module.rounds)) return;
    this.ff = to;
    clearTimeout(this.botTimer);
    this.ffSlice();
  }

  /** A slice of a fast-forward: a few steps, one update of the page, then on in the next task. */
  private ffSlice(): void {
    let path: readonly string[] = [];
    const started = performance.now();
    for (let i = 0; i < FF_SLICE && this.ff && (i === 0 || performance.now() - started < FF_SLICE_MS); i++) {
      const step = this.botStep();
      if (!step) this.ff = null;
      else {
        path = step;
        if (this.#session!.over || (this.ff === 'round' && this.endsRound(step))) this.ff = null;
      }
    }
    const going = this.ff !== null;
    this.onNewState(path);
    this.save();
    if (going) this.botTimer = setTimeout(() => this.ffSlice(), 0);
  }

  private seatToMove(): number | null {
    const game = this.runtime;
    if (!game || !this.#snapshot || this.#snapshot.status === 'done') return null;
    return game.toMove(this.#snapshot)[0] ?? null;
  }

  /** The board asks play to wait while the person takes something in; with nobody at the table the bots' pace decides. */
  private onHold(on: boolean): void {
    this.held = on && this.seats.some((p) => p.bot === null);
    if (!this.held) this.scheduleBot();
    else clearTimeout(this.botTimer);
  }

  /** The seat to move when it is a bot's, else null. */
  private botSeat(): { seat: Seat; bot: string } | null {
    const seat = this.seatToMove();
    const bot = seat === null ? null : this.seats[seat]?.bot;
    return seat === null || !bot ? null : { seat, bot };
  }

  /** Lets the bot whose turn it is make its decision; the states the step passed through, or null when no bot is to move. */
  private botStep(): readonly string[] | null {
    const next = this.botSeat();
    if (!next || this.#viewer) return null;
    const game = this.runtime!;
    let bot = this.botInstances.get(next.bot);
    if (!bot) {
      // Seats are checked against the game's bots when they are made or restored.
      bot = game.bots[next.bot]!(this.rules!);
      this.botInstances.set(next.bot, bot);
    }
    const legal = game.legalEvents(this.#snapshot!, next.seat);
    return legal.length > 0 ? this.apply(bot.decide(game.view(this.#snapshot!, next.seat), legal, this.botRng)) : null;
  }

  private scheduleBot(): void {
    if (this.ff) return;
    clearTimeout(this.botTimer);
    if (!this.botSeat() || this.#viewer || this.held || !this.playing) return;
    const play = () => {
      const path = this.botStep();
      if (path) {
        this.onNewState(path);
        this.save();
      }
    };
    const delay = Number.isFinite(this.speed) ? Math.max(0, this.speed) : 700;
    this.botTimer = setTimeout(play, delay);
  }

  /** Whether the person at the screen may take back the last decision: theirs, and the rules allow it. */
  private undoable(): boolean {
    const session = this.#session;
    const last = session?.events.at(-1);
    if (!session || !last || this.#viewer) return false;
    return this.seats[last.seat]?.bot === null && session.canUndo();
  }

  /** Takes back the last decision, where the rules allow it. */
  undo(): void {
    if (!this.undoable() || !this.#session!.undo().ok) return;
    const steps = this.#session!.events.length;
    this.rounds = this.rounds.filter((r) => r.step <= steps);
    this.onNewState();
    this.save();
  }

  private exportLog(): void {
    const log = this.log;
    if (!log) return;
    const url = URL.createObjectURL(new Blob([`${JSON.stringify(log, null, 1)}\n`], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    // A partial log's name does not carry the seed either.
    a.download = 'withheld' in log ? `${this.game}-partial.json` : `${this.game}-${this.currentSeed}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  /** Opens a log in the viewer, to step through it. Returns a message when it cannot be shown. */
  async importLog(text: string): Promise<string | null> {
    const t = texts(this.langCode);
    const game = this.runtime;
    if (!game) return null;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      this.message = t.logUnreadable('not JSON');
      return this.message;
    }
    if (isWithheldLog(data)) {
      this.message = t.logUnreadable(handoverTexts(this.langCode).withheldLog);
      return this.message;
    }
    // The one way a log is read, here as in the CLI: its own rule texts, every step re-checked.
    // The compiler loads only now: a page that never imports a log does not load it.
    const [{ compile }, schema] = await Promise.all([import('@regelwerk/dsl/compile'), schemaOf(this.game)]);
    const read = schema ? GameSession.fromLog(data, game, { schemas: [schema], compile }) : null;
    if (!read?.ok) {
      const error = read?.error;
      const where = error?.step === undefined ? '' : `step ${error.step}: `;
      this.message = t.logUnreadable(error?.code === 'log/unknown-game' ? t.logOfOtherGame : `${where}${error?.message ?? ''}`);
      return this.message;
    }
    const snapshots = read.value.snapshots;
    this.ff = null;
    clearTimeout(this.botTimer);
    this.message = null;
    this.#viewer = { snapshots, index: 0, rules: read.value.rules };
    this.requestUpdate();
    this.dispatchEvent(new RwStateChangeEvent(snapshots[0]!.value, false, this.highlightsAt(snapshots[0]!), [], this.chartKey));
    return null;
  }

  private async onImport(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (file) await this.importLog(await file.text());
    input.value = '';
  }

  private step(to: number): void {
    if (!this.#viewer) return;
    const index = Math.max(0, Math.min(this.#viewer.snapshots.length - 1, to));
    this.#viewer = { ...this.#viewer, index };
    this.requestUpdate();
    const s = this.#viewer.snapshots[index]!;
    this.dispatchEvent(new RwStateChangeEvent(s.value, s.status === 'done', this.highlightsAt(s), [], this.chartKey));
  }

  private leaveViewer(): void {
    this.#viewer = null;
    this.requestUpdate();
    if (this.#snapshot) this.dispatchEvent(new RwStateChangeEvent(this.#snapshot.value, this.#snapshot.status === 'done', this.highlightsAt(this.#snapshot), [], this.chartKey));
    this.scheduleBot();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.focusKeeper.before();
    this.panelWas = this.panelFor;
    this.focusWasInside = this.shadowRoot?.activeElement != null;
    this.reloadIfNeeded(changed);
  }

  private panelWas: Seat | null = null;
  private focusWasInside = false;

  protected override updated(): void {
    // A handover panel that just appeared takes the focus of the game (or of a page where nothing has it).
    if (this.panelFor !== null && this.panelFor !== this.panelWas) {
      const active = document.activeElement;
      if (this.focusWasInside || active === null || active === document.body) this.shadowRoot?.querySelector<HTMLElement>('[data-action="show"]')?.focus({ preventScroll: !this.focusWasInside });
    }
    this.focusKeeper.after();
    if (!this.interactive && this.loaded && this.#snapshot) {
      this.interactive = true;
      performance.mark('rw-game:interactive');
      gameInteractive();
    }
  }

  /** The view of `seat` at `snapshot`, built once per snapshot and seat. */
  private viewOf(snapshot: FastSnapshot<unknown>, seat: Seat | 'spectator'): unknown {
    const last = this.#lastView;
    if (last && last.snapshot === snapshot && last.seat === seat) return last.view;
    const view = this.runtime!.view(snapshot, seat);
    this.#lastView = { snapshot, seat, view };
    return view;
  }

  /** Covers the board (a spectator's view, inert) until the person whose turn it is asks to see theirs. */
  private handoverPanel(seat: Seat) {
    const h = handoverTexts(this.langCode);
    const name = this.seats[seat]!.name;
    return html`<div class="handover" part="handover" role="group" aria-labelledby="handover-title">
      <div class="handover-card">
        <p class="handover-title" id="handover-title">${h.turn(name)}</p>
        <p class="handover-hint">${h.pass(name)}</p>
        <button type="button" part="button" data-action="show" @click=${() => this.confirmHandover(seat)}>${h.show(name)}</button>
      </div>
    </div>`;
  }

  /** The person whose turn it is confirms that they sit at the screen: the board gets their view, focus goes into it. */
  private async confirmHandover(seat: Seat): Promise<void> {
    if (this.seatToMove() !== seat) return;
    // The button goes with the panel: let go of it first (focus then moves into the board).
    (this.shadowRoot?.activeElement as HTMLElement | null)?.blur();
    this.atScreen = seat;
    this.requestUpdate();
    await this.updateComplete;
    const board = this.boardEl as (HTMLElement & { updateComplete?: Promise<unknown>; focusPrimary?: () => boolean }) | null;
    await board?.updateComplete;
    if (!board?.focusPrimary?.()) this.shadowRoot?.querySelector<HTMLElement>('[data-action="new-game"]')?.focus();
  }

  protected override render() {
    const t = texts(this.langCode);
    const game = this.runtime;
    if (!game || !this.#snapshot || !this.boardEl) {
      return html`<div class="board" part="board">${this.message ? html`<p class="message" part="message" role="alert">${this.message}</p>` : html`<p>${t.loading}</p>`}</div>`;
    }
    const viewing = this.#viewer;
    const shown = viewing ? viewing.snapshots[viewing.index]! : this.#snapshot;
    const seat = viewing ? null : this.seatToMove();
    // Another person's turn at a shared screen: a spectator's view behind the panel until they confirm.
    const handover = handoverTo(this.seats, seat, this.atScreen);
    this.panelFor = handover;
    const acting = handover === null && seat !== null && this.seats[seat]?.bot === null ? seat : null;
    // The board sees what the person at the screen may see: the acting seat's view; while bots
    // move, the one person's own view when exactly one is seated (their hidden things stay in
    // sight), else (hot seat, bots only, a log viewed, a handover) a spectator's.
    const people = this.seats.flatMap((p, i) => (p.bot === null ? [i] : []));
    const viewer = acting ?? (!viewing && people.length === 1 ? people[0]! : null);
    // Behind the panel the board takes no focus and no clicks.
    this.boardEl.inert = handover !== null;
    setBoardProps(this.boardEl, {
      view: this.viewOf(shown, viewer ?? 'spectator'),
      legal: acting === null ? [] : game.legalEvents(shown, acting),
      seat: acting,
      readOnly: viewing !== null || acting === null,
      lang: this.langCode,
      send: (e: GameEvent) => this.send(e),
    });
    return html`
      <section class="board" part="board" aria-label=${this.gameTitle}>
        ${this.notice
          ? html`<p class="message notice" part="message" role="alert">
              <span>${this.notice}</span>
              <button type="button" part="button" data-action="dismiss" @click=${() => (this.notice = null)}>${t.dismiss}</button>
            </p>`
          : nothing}
        ${this.message ? html`<p class="message" part="message" role="alert">${this.message}</p>` : nothing}
        ${slotNotice(this.#saved, 'game', this.langCode, { exportMine: () => this.exportLog(), keepMine: () => (this.#saved.keepMine(), this.save()), takeTheirs: () => this.takeOtherTab() })}
        ${viewing
          ? html`<div class="viewer" part="toolbar" role="group" aria-label=${t.viewing(viewing.index, viewing.snapshots.length - 1)}>
              <span class="viewer-label">${t.viewing(viewing.index, viewing.snapshots.length - 1)}</span>
              <button type="button" part="button" data-action="first" @click=${() => this.step(0)} ?disabled=${viewing.index === 0}>${t.first}</button>
              <button type="button" part="button" data-action="prev" @click=${() => this.step(viewing.index - 1)} ?disabled=${viewing.index === 0}>◀ ${t.prev}</button>
              <button type="button" part="button" data-action="next" @click=${() => this.step(viewing.index + 1)} ?disabled=${viewing.index === viewing.snapshots.length - 1}>${t.next} ▶</button>
              <button type="button" part="button" data-action="last" @click=${() => this.step(viewing.snapshots.length - 1)} ?disabled=${viewing.index === viewing.snapshots.length - 1}>${t.last}</button>
              <button type="button" part="button" data-action="leave-viewer" @click=${() => this.leaveViewer()}>${t.leaveViewer}</button>
            </div>`
          : nothing}
        <p class="rules-name" part="rules-name">${t.playing(this.rules!.title, this.rules!.variant?.name ?? null)}</p>
        ${this.renderMatch()}
        <div class="stage">${this.boardEl}${handover === null ? nothing : this.handoverPanel(handover)}</div>
        ${this.botsOnly && !viewing && this.#snapshot.status !== 'done'
          ? html`<div class="ff" part="fast-forward" role="group" aria-label=${t.fastForward}>
              ${this.loaded!.module.rounds
                ? html`<button type="button" part="button" data-action="to-round-end" @click=${() => this.fastForward('round')}>${t.toRoundEnd}</button>`
                : nothing}
              <button type="button" part="button" data-action="to-game-end" @click=${() => this.fastForward('game')}>${t.toGameEnd}</button>
            </div>`
          : nothing}
        ${this.rounds.length > 0
          ? html`<details class="rounds" part="rounds">
              <summary>${t.rounds(this.rounds.length)}</summary>
              <ol>
                ${this.rounds.map((r, i) => html`<li><span class="round-no">${t.round(i + 1)}:</span> ${r.text[this.langCode]}</li>`)}
              </ol>
            </details>`
          : nothing}
        <div class="toolbar" part="toolbar">
          <button type="button" part="button" data-action="new-game" @click=${() => this.newGame()}>${t.newGame}</button>
          <button type="button" part="button" data-action="undo" ?disabled=${!this.undoable()} @click=${() => this.undo()}>${t.undo}</button>
          <button type="button" part="button" data-action="export" title=${this.revealLog || this.#session?.over ? nothing : handoverTexts(this.langCode).exportPartial} @click=${() => this.exportLog()}>${t.exportLog}</button>
          <label class="import" part="button">${t.importLog}<input type="file" accept="application/json,.json" @change=${(e: Event) => this.onImport(e)} /></label>
        </div>
      </section>
    `;
  }
}
