import type { RuleSet } from '@regelwerk/dsl';
import { applyEvent, GameSession, seedRng, startGame, Rng, validateLog, type Bot, type FastSnapshot, type GameEvent, type GameLog, type PlayerInfo } from '@regelwerk/engine';
import { html, nothing, type PropertyValues } from 'lit';
import { GAMES, type GameBundle } from '../games/bundle.js';
import { RwElement } from '../shared/rw-element.js';
import { langOf, texts, type Lang } from '../shared/i18n.js';
import { styles } from './rw-game.styles.js';

/** Fired after every change of the game state; `rw-statechart for=…` listens to it. */
export class RwStateChangeEvent extends Event {
  static readonly type = 'rw-state-change';
  constructor(
    readonly value: string,
    readonly done: boolean,
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
  readonly players: readonly PlayerInfo[];
  readonly seed: string;
  readonly events: readonly GameEvent[];
}

/** Splits an attribute list: `a, b; c` → [a, b, c]; empty items dropped. */
const splitList = (v: string | null | undefined) =>
  (v ?? '')
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * A playable game: people in hot seat and bots, every decision by mouse or keyboard.
 *
 * @csspart board - the game area
 * @csspart status - the one-line game status
 * @csspart players - the list of players
 * @csspart player - one player; `player-current` marks whose turn it is
 * @csspart tokens - a player's token count
 * @csspart turn - the area of the player whose turn it is
 * @csspart die - a die button; `die-aside` when set aside
 * @csspart button - every button
 * @csspart toolbar - new game, undo, log export and import
 * @csspart message - a notice, such as unreadable saved state
 * @cssproperty --rw-accent - accent colour (buttons, current player, focus ring)
 * @cssproperty --rw-bg - background
 * @cssproperty --rw-fg - text colour
 * @cssproperty --rw-muted - secondary text
 * @cssproperty --rw-line - borders
 * @cssproperty --rw-die-size - size of a die button
 * @cssproperty --rw-radius - corner radius
 * @fires rw-state-change - after every change of state (`value` is the active state path)
 * @fires rw-game-over - when the game ends
 */
export class RwGame extends RwElement {
  static override styles = styles;
  static override properties = {
    game: { type: String },
    variant: { type: String },
    players: { type: String },
    bots: { type: String },
    seed: { type: String },
    speed: { type: Number },
    persist: { type: String },
    storageKey: { type: String, attribute: 'storage-key' },
    bundle: { state: true },
    snapshot: { state: true },
    message: { state: true },
    selection: { state: true },
    turnSelected: { state: true },
    viewer: { state: true },
  };

  declare game: string;
  declare variant: string | null;
  declare players: string;
  declare bots: string;
  declare seed: string | null;
  declare speed: number;
  declare persist: string;
  declare storageKey: string | null;
  declare bundle: GameBundle | null;
  declare snapshot: FastSnapshot<unknown> | null;
  declare message: string | null;
  declare selection: ReadonlySet<number>;
  declare turnSelected: boolean;
  /** When a log is being viewed: its snapshots, and which one is shown. */
  declare viewer: { log: GameLog; snapshots: FastSnapshot<unknown>[]; index: number } | null;

  private rules: RuleSet | null = null;
  private seats: PlayerInfo[] = [];
  private currentSeed = '';
  private events: GameEvent[] = [];
  private history: FastSnapshot<unknown>[] = [];
  private botInstances = new Map<string, Bot>();
  private botRng = new Rng(seedRng('bots'));
  private botTimer: ReturnType<typeof setTimeout> | undefined;
  private announcedOver = false;
  private interactive = false;
  private loadedKey = '';

  constructor() {
    super();
    this.game = '';
    this.variant = null;
    this.players = '';
    this.bots = 'tactician, tactician';
    this.seed = null;
    this.speed = 700;
    this.persist = 'local';
    this.storageKey = null;
    this.bundle = null;
    this.snapshot = null;
    this.message = null;
    this.selection = new Set();
    this.turnSelected = false;
    this.viewer = null;
  }

  private get langCode(): Lang {
    return langOf(this);
  }

  /** The active state of the game's machine as a dotted path, e.g. `playing.half.fromMiddle.turn.ready`. */
  get stateValue(): string | null {
    return (this.viewer ? this.viewer.snapshots[this.viewer.index] : this.snapshot)?.value ?? null;
  }

  /** The game as a log (decisions, dice, outcome): what "export log" saves. */
  get log(): GameLog | null {
    const game = this.bundle?.game;
    if (!game || !this.rules || !this.snapshot) return null;
    // A session re-plays the decisions and records what chance drew in each step.
    const session = GameSession.start(game, { rules: this.rules, players: this.seats, seed: this.currentSeed });
    return session.ok && session.value.applyAll(this.events).ok ? session.value.toLog() : null;
  }

  private get key(): string {
    return `regelwerk:${this.storageKey ?? `rw-game:${this.id || this.game}`}`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.load();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.botTimer);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.bundle) return;
    if (this.loadedKey !== this.loadKey()) {
      // Another game, variant or save slot: compile its rules and restore what was saved there.
      void this.load();
    } else if ((changed.has('players') && changed.get('players') !== undefined) || (changed.has('bots') && changed.get('bots') !== undefined)) {
      this.newGame();
    }
  }

  private loadKey(): string {
    return `${this.game}|${this.variant ?? ''}|${this.key}`;
  }

  private async load(): Promise<void> {
    this.loadedKey = this.loadKey();
    clearTimeout(this.botTimer);
    const t = texts(this.langCode);
    const loader = GAMES[this.game];
    if (!loader) {
      this.message = t.unknownGame(this.game);
      return;
    }
    let bundle: GameBundle;
    try {
      bundle = await loader();
    } catch (e) {
      this.message = `${this.game}: ${(e as Error).message}`;
      return;
    }
    if (!bundle.game) {
      this.message = t.noEngine(this.game);
      return;
    }
    const compiled = bundle.compile(this.variant);
    if (!compiled.ok) {
      this.message = compiled.diagnostics.map((d) => `${d.range.file}:${d.range.start.line}:${d.range.start.column}: ${d.message}`).join('\n');
      return;
    }
    const seats = this.validSeats(compiled.rules, bundle.title);
    if (!seats) return;
    this.rules = compiled.rules;
    this.bundle = bundle;
    this.seats = seats;
    if (!this.restore()) this.newGame(false);
  }

  /** People first (the `players` attribute, or one person), then the `bots` seats. */
  private seatList(): PlayerInfo[] {
    const people = splitList(this.players);
    const names = people.length > 0 ? people : [this.langCode === 'de' ? 'Du' : 'You'];
    const bots = splitList(this.bots);
    return [...names.map((name) => ({ name, bot: null })), ...bots.map((bot, i) => ({ name: `${bot} ${names.length + i + 1}`, bot }))];
  }

  /** The seats from the attributes, or null (with a message) when the rules do not allow that many. */
  private validSeats(rules: RuleSet, title: string): PlayerInfo[] | null {
    const seats = this.seatList();
    const { min, max } = rules.players;
    if (seats.length < min || (max !== null && seats.length > max)) {
      this.message = `${title}: ${seats.length} seat${seats.length === 1 ? '' : 's'} (players and bots), but the rules allow ${min}${max === null ? ' or more' : `–${max}`}`;
      return null;
    }
    return seats;
  }

  /** Restores the saved game, if any; reports unreadable state and starts afresh. */
  private restore(): boolean {
    if (this.persist === 'off' || typeof localStorage === 'undefined') return false;
    const raw = localStorage.getItem(this.key);
    if (raw === null) return false;
    const t = texts(this.langCode);
    const fail = (why: string) => {
      this.message = t.stateUnreadable(why);
      localStorage.removeItem(this.key);
      return false;
    };
    let saved: Saved;
    try {
      saved = JSON.parse(raw) as Saved;
    } catch {
      return fail('not JSON');
    }
    if (saved?.format !== 'rw-game' || saved.version !== 1 || saved.game !== this.game) return fail('another format or game');
    if ((saved.variant ?? null) !== (this.variant ?? null)) return false;
    if (!Array.isArray(saved.players) || !Array.isArray(saved.events) || typeof saved.seed !== 'string') return fail('missing fields');
    const game = this.bundle!.game!;
    try {
      let s = startGame<unknown>(game, { rules: this.rules!, players: saved.players, seed: saved.seed });
      const history = [s];
      for (const [i, e] of saved.events.entries()) {
        const r = applyEvent(game, s, e);
        if (!r.ok) return fail(`step ${i}: ${r.error.message}`);
        s = r.value;
        history.push(s);
      }
      this.seats = [...saved.players];
      this.currentSeed = saved.seed;
      this.events = [...saved.events];
      this.history = history.slice(0, -1);
      this.setSnapshot(s);
      return true;
    } catch (e) {
      return fail((e as Error).message);
    }
  }

  private save(): void {
    if (this.persist === 'off' || typeof localStorage === 'undefined' || !this.bundle) return;
    const saved: Saved = { format: 'rw-game', version: 1, game: this.game, variant: this.variant ?? null, players: this.seats, seed: this.currentSeed, events: this.events };
    try {
      localStorage.setItem(this.key, JSON.stringify(saved));
    } catch {
      // Storage full or blocked: the game goes on, only without surviving a reload.
    }
  }

  /** Starts a new game with a fresh seed (or the `seed` attribute). */
  newGame(clearMessage = true): void {
    const game = this.bundle?.game;
    if (!game || !this.rules) return;
    const seats = this.validSeats(this.rules, this.bundle!.title);
    if (!seats) return;
    clearTimeout(this.botTimer);
    if (clearMessage) this.message = null;
    this.seats = seats;
    // Choosing a seed is the one place randomness comes from outside the game.
    this.currentSeed = this.seed ?? [...crypto.getRandomValues(new Uint32Array(2))].map((n) => n.toString(36)).join('');
    this.events = [];
    this.history = [];
    this.viewer = null;
    this.announcedOver = false;
    this.botRng = new Rng(seedRng(`${this.currentSeed}/bots`));
    this.setSnapshot(startGame(game, { rules: this.rules, players: this.seats, seed: this.currentSeed }));
    this.save();
  }

  private setSnapshot(s: FastSnapshot<unknown>): void {
    this.snapshot = s;
    const aside = (s.context as { aside?: readonly number[] }).aside ?? [];
    this.selection = new Set(aside);
    this.turnSelected = false;
    this.dispatchEvent(new RwStateChangeEvent(s.value, s.status === 'done'));
    if (s.status === 'done' && !this.announcedOver) {
      this.announcedOver = true;
      this.dispatchEvent(new RwGameOverEvent(this.bundle?.game?.outcome(s)));
    }
    this.scheduleBot();
  }

  /** Applies a decision of the person at the screen or of a bot. */
  send(event: GameEvent): void {
    const game = this.bundle?.game;
    if (!game || !this.snapshot || this.viewer) return;
    const r = applyEvent(game, this.snapshot, event);
    if (!r.ok) {
      this.message = r.error.message;
      return;
    }
    this.message = null;
    this.history.push(this.snapshot);
    this.events.push(event);
    this.setSnapshot(r.value);
    this.save();
  }

  private seatToMove(): number | null {
    const game = this.bundle?.game;
    if (!game || !this.snapshot || this.snapshot.status === 'done') return null;
    return game.toMove(this.snapshot)[0] ?? null;
  }

  private scheduleBot(): void {
    clearTimeout(this.botTimer);
    const seat = this.seatToMove();
    if (seat === null || this.viewer) return;
    const botId = this.seats[seat]?.bot;
    if (!botId) return;
    const play = () => {
      const game = this.bundle!.game!;
      let bot = this.botInstances.get(botId);
      if (!bot) {
        const make = game.bots[botId] ?? game.bots.random!;
        bot = make(this.rules!);
        this.botInstances.set(botId, bot);
      }
      const legal = game.legalEvents(this.snapshot!, seat);
      if (legal.length > 0) this.send(bot.decide(game.view(this.snapshot!, seat), legal, this.botRng));
    };
    const delay = Number.isFinite(this.speed) ? Math.max(0, this.speed) : 700;
    this.botTimer = setTimeout(play, delay);
  }

  private undoable(): boolean {
    const game = this.bundle?.game;
    const last = this.events[this.events.length - 1];
    const before = this.history[this.history.length - 1];
    if (!game || !last || !before || !this.snapshot || this.viewer) return false;
    return this.seats[last.seat]?.bot === null && (game.undoable?.(before, last, this.snapshot) ?? false);
  }

  /** Takes back the last decision, where the rules allow it. */
  undo(): void {
    if (!this.undoable()) return;
    this.events.pop();
    const previous = this.history.pop()!;
    this.setSnapshot(previous);
    this.save();
  }

  private exportLog(): void {
    const log = this.log;
    if (!log) return;
    const url = URL.createObjectURL(new Blob([`${JSON.stringify(log, null, 1)}\n`], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${this.game}-${this.currentSeed}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  /** Opens a log in the viewer, to step through it. Returns a message when it cannot be shown. */
  async importLog(text: string): Promise<string | null> {
    const t = texts(this.langCode);
    const game = this.bundle?.game;
    if (!game) return null;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      this.message = t.logUnreadable('not JSON');
      return this.message;
    }
    const valid = validateLog(data);
    if (!valid.ok) {
      this.message = t.logUnreadable(valid.error.message);
      return this.message;
    }
    const log = valid.value;
    if (log.game !== this.game) {
      this.message = t.logUnreadable(`it is a log of ${log.game}`);
      return this.message;
    }
    const compiled = this.bundle!.compile(log.variant);
    if (!compiled.ok) {
      this.message = t.logUnreadable(compiled.diagnostics[0]!.message);
      return this.message;
    }
    try {
      let s = startGame<unknown>(game, { rules: compiled.rules, players: log.players, seed: log.seed });
      const snapshots = [s];
      for (const [i, step] of log.steps.entries()) {
        const r = applyEvent(game, s, step.event);
        if (!r.ok) {
          this.message = t.logUnreadable(`step ${i}: ${r.error.message}`);
          return this.message;
        }
        s = r.value;
        snapshots.push(s);
      }
      clearTimeout(this.botTimer);
      this.message = null;
      this.viewer = { log, snapshots, index: 0 };
      this.dispatchEvent(new RwStateChangeEvent(snapshots[0]!.value, false));
      return null;
    } catch (e) {
      this.message = t.logUnreadable((e as Error).message);
      return this.message;
    }
  }

  private async onImport(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (file) await this.importLog(await file.text());
    input.value = '';
  }

  private step(to: number): void {
    if (!this.viewer) return;
    const index = Math.max(0, Math.min(this.viewer.snapshots.length - 1, to));
    this.viewer = { ...this.viewer, index };
    const s = this.viewer.snapshots[index]!;
    this.dispatchEvent(new RwStateChangeEvent(s.value, s.status === 'done'));
  }

  private leaveViewer(): void {
    this.viewer = null;
    if (this.snapshot) this.dispatchEvent(new RwStateChangeEvent(this.snapshot.value, this.snapshot.status === 'done'));
    this.scheduleBot();
  }

  protected override updated(): void {
    if (!this.interactive && this.bundle && this.snapshot) {
      this.interactive = true;
      performance.mark('rw-game:interactive');
    }
  }

  protected override render() {
    const t = texts(this.langCode);
    const bundle = this.bundle;
    if (!bundle || !this.snapshot) {
      return html`<div class="board" part="board">${this.message ? html`<p class="message" part="message" role="alert">${this.message}</p>` : html`<p>${t.loading}</p>`}</div>`;
    }
    const game = bundle.game!;
    const viewing = this.viewer;
    const shown = viewing ? viewing.snapshots[viewing.index]! : this.snapshot;
    const seat = viewing ? null : this.seatToMove();
    const acting = seat !== null && this.seats[seat]?.bot === null ? seat : null;
    return html`
      <section class="board" part="board" aria-label=${bundle.title}>
        ${this.message ? html`<p class="message" part="message" role="alert">${this.message}</p>` : nothing}
        ${viewing
          ? html`<div class="viewer" part="toolbar" role="group" aria-label=${t.viewing(viewing.index, viewing.snapshots.length - 1)}>
              <span class="viewer-label">${t.viewing(viewing.index, viewing.snapshots.length - 1)}</span>
              <button type="button" part="button" data-action="first" @click=${() => this.step(0)} ?disabled=${viewing.index === 0}>⏮ ${t.first}</button>
              <button type="button" part="button" data-action="prev" @click=${() => this.step(viewing.index - 1)} ?disabled=${viewing.index === 0}>◀ ${t.prev}</button>
              <button type="button" part="button" data-action="next" @click=${() => this.step(viewing.index + 1)} ?disabled=${viewing.index === viewing.snapshots.length - 1}>${t.next} ▶</button>
              <button type="button" part="button" data-action="last" @click=${() => this.step(viewing.snapshots.length - 1)} ?disabled=${viewing.index === viewing.snapshots.length - 1}>${t.last} ⏭</button>
              <button type="button" part="button" data-action="leave-viewer" @click=${() => this.leaveViewer()}>${t.leaveViewer}</button>
            </div>`
          : nothing}
        ${bundle.renderBoard({
          snapshot: shown,
          legal: acting === null ? [] : game.legalEvents(shown, acting),
          actingSeat: acting,
          t,
          selection: this.selection,
          turnSelected: this.turnSelected,
          readOnly: viewing !== null,
          toggle: (i) => {
            const next = new Set(this.selection);
            if (next.has(i)) next.delete(i);
            else next.add(i);
            this.selection = next;
          },
          toggleTurn: () => (this.turnSelected = !this.turnSelected),
          send: (e) => this.send(e),
        })}
        <div class="toolbar" part="toolbar">
          <button type="button" part="button" data-action="new-game" @click=${() => this.newGame()}>${t.newGame}</button>
          <button type="button" part="button" data-action="undo" ?disabled=${!this.undoable()} @click=${() => this.undo()}>${t.undo}</button>
          <button type="button" part="button" data-action="export" @click=${() => this.exportLog()}>${t.exportLog}</button>
          <label class="import" part="button">${t.importLog}<input type="file" accept="application/json,.json" @change=${(e: Event) => this.onImport(e)} /></label>
        </div>
      </section>
    `;
  }
}
