import { FocusKeeper } from '@regelwerk/board-kit';
import type { GameEvent, GameSession } from '@regelwerk/engine';
import { html, nothing, type PropertyValues } from 'lit';
import type { LoadedGame } from '../shared/games.js';
import { RwElement } from '../shared/rw-element.js';
import { RULE_SOURCE, states } from '../shared/properties.js';
import { slotNotice } from '../shared/storage.js';
import { langOf, texts } from '../shared/i18n.js';
import { gameInteractive } from '../shared/after-games.js';
import type { FastForward } from './bot-pace.js';
import { RwGameOverEvent, RwStateChangeEvent } from './events.js';
import { GameFlow } from './flow.js';
import { handoverTexts, type WithheldLog } from './handover.js';
import { styles } from './rw-game.styles.js';
import { fastForwardBar, loadingView, messages, toolbar } from './shell-view.js';

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
    ...RULE_SOURCE,
    players: { type: String },
    bots: { type: String },
    seed: { type: String },
    speed: { type: Number },
    persist: { type: String },
    storageKey: { type: String, attribute: 'storage-key' },
    revealLog: { type: Boolean, attribute: 'reveal-log' },
    ruleText: { attribute: false },
    ...states('loaded', 'message', 'notice'),
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

  // The course of the game (loading, the parts wired, each step told, saved and paced) is the
  // flow's (flow.ts); the element holds its attributes, its public API and its rendering.
  readonly #flow: GameFlow = new GameFlow(this, () => this.#focusToolbar());
  /** When a toolbar or viewer button just used is disabled, focus goes on into the game, never to the page body. */
  readonly #focus = new FocusKeeper(() => this.shadowRoot, ['.viewer button', '.ff button'], () => (this.#flow.board.element?.focusPrimary?.() || this.#focusToolbar(), true));
  #interactive = false;
  /** The board's `send`: one function for the element's life, so an unchanged board is not drawn again. */
  readonly #sendToBoard = (e: GameEvent): void => this.send(e);

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

  /** The active state of the game's machine as a dotted path, e.g. `playing.half.fromMiddle.turn.ready`. */
  get stateValue(): string | null {
    return (this.#flow.viewer.shown ?? this.#flow.session?.current)?.value ?? null;
  }

  /**
   * The key of the chart the game plays with its rules, whatever they came from (`chartKey` of
   * the config): a linked `rw-statechart` draws the chart of that key. Null before a game is loaded.
   */
  get chartKey(): string | null {
    return this.#flow.chartKey;
  }

  /**
   * The game as a log (decisions, dice, outcome): what "export log" saves. Mid-game it leaves out
   * the seed and every draw (another seat's secrets) unless the page sets `reveal-log`.
   */
  get log(): ReturnType<GameSession['toLog']> | WithheldLog | null {
    return this.#flow.viewer.logOf(this.#flow.session);
  }

  /** True while bots are allowed to move (the element is seen); for pages and tests that watch the pace. */
  get botsActive(): boolean {
    return this.#flow.pace.active;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.#flow.load();
  }

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'hidden'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    // `hidden` pauses the bots even where the page's own CSS keeps the element displayed.
    if (name === 'hidden' && old !== value) this.#flow.pace.recheck();
  }

  /** Starts a new game with a fresh seed (or the `seed` attribute). */
  newGame(clearMessage = true): void {
    this.#flow.newGame(clearMessage);
  }

  /** Goes on to the next game of the match, once the one being played is over. */
  nextMatchGame(): void {
    this.#flow.nextMatchGame();
  }

  /** Applies a decision of the person at the screen or of a bot. */
  send(event: GameEvent): void {
    this.#flow.send(event);
  }

  /**
   * With bots only: plays on at once to the end of the current round (when the game knows its
   * rounds) or of the game. Every decision goes through the same session as at the normal pace,
   * so the log, the saved game and the list of rounds are exactly as if the bots had played it out.
   */
  fastForward(to: FastForward): void {
    this.#flow.fastForward(to);
  }

  /** Takes back the last decision, where the rules allow it. */
  undo(): void {
    this.#flow.undo();
  }

  /** Opens a log in the viewer, to step through it. Returns a message when it cannot be shown. */
  importLog(text: string): Promise<string | null> {
    return this.#flow.importLog(text);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#focus.before();
    if (!this.loaded) return;
    // Another game, variant or save slot: compile its rules and restore what was saved there; other seats: a new game.
    if (this.#flow.stale) void this.#flow.load();
    else if ((changed.has('players') && changed.get('players') !== undefined) || (changed.has('bots') && changed.get('bots') !== undefined)) this.newGame();
  }

  protected override updated(): void {
    this.#focus.after();
    if (!this.#interactive && this.loaded && this.#flow.session) {
      this.#interactive = true;
      performance.mark('rw-game:interactive');
      gameInteractive();
    }
  }

  #focusToolbar(): void {
    // A spectator's board may have nothing to focus (bots only, the game over): the toolbar then.
    this.shadowRoot?.querySelector<HTMLElement>('[data-action="new-game"]')?.focus();
  }

  protected override render() {
    const lang = langOf(this);
    const flow = this.#flow;
    const { session, board, play, seats, viewer, saved } = flow;
    if (!this.loaded || !session || !board.element) return loadingView(this.message, lang);
    const handover = flow.showBoard(lang, this.#sendToBoard);
    const { module } = this.loaded;
    const over = session.over;
    const rules = play.rules!;
    return html`
      <section class="board" part="board" aria-label=${module.texts.title[lang] ?? this.game}>
        ${messages(this.notice, this.message, lang, () => (this.notice = null))}
        ${slotNotice(saved, 'game', lang, { exportMine: () => viewer.export(this.log), keepMine: () => (saved.keepMine(), flow.save()), takeTheirs: () => (saved.takeTheirs(), flow.restore() || flow.save()) })}
        ${viewer.render()}
        <p class="rules-name" part="rules-name">${texts(lang).playing(rules.title, rules.variant?.name ?? null)}</p>
        ${play.match.render(lang, play.outcome(), session.current.status === 'done', () => this.nextMatchGame())}
        <div class="stage">${board.element}${handover === null ? nothing : flow.handover.panel(handover, seats.list[handover]!.name, lang)}</div>
        ${seats.botsOnly && !viewer.open && !over ? fastForwardBar(lang, !!module.rounds, (to) => this.fastForward(to)) : nothing}
        ${play.rounds.render(lang)}
        ${toolbar(lang, flow.undoable(), this.revealLog || over ? null : handoverTexts(lang).exportPartial, {
          newGame: () => this.newGame(),
          undo: () => this.undo(),
          exportLog: () => viewer.export(this.log),
          importLog: (text) => this.importLog(text),
        })}
      </section>
    `;
  }
}
