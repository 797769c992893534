import type { RuleSet } from '@regelwerk/dsl';
import { Rng, seedRng, type AnyPlayRuntime, type Bot, type FastSnapshot, type GameEvent, type Seat } from '@regelwerk/engine';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Steps a fast-forward takes before it lets the page draw and answer (then it goes on). */
export const FF_SLICE = 40;
/**
 * …or fewer, once a slice has run this long: a tactician's decision may take tens of milliseconds
 * (its search is bounded in work), and the page must answer within 200 ms. Only the page's pace
 * reads the clock; the decisions, and so the game, are the same however the slices fall.
 */
export const FF_SLICE_MS = 50;

/** What a fast-forward plays on to. */
export type FastForward = 'round' | 'game';

/** The element whose bots are paced: its `speed` (ms between bot decisions) and `hidden`. */
export interface PaceHost extends ReactiveControllerHost, HTMLElement {
  readonly speed: number;
}

/** The game the bots play, as the pace sees it. */
export interface PacedGame {
  /** Whether a bot is to move now (and nothing, such as a log being viewed, stops play). */
  botToMove(): boolean;
  /** Lets the bot to move decide; the states the step passed through, or null when no bot moved. */
  step(): readonly string[] | null;
  /** After one or more steps (the last one's path given): show, tell and save. */
  moved(path: readonly string[]): void;
  /** Whether a fast-forward to `to` ends after a step through `path` (the game over, or the round ended). */
  reached(to: FastForward, path: readonly string[]): boolean;
}

/**
 * The bots' pace: one decision every `speed` ms, only while the reader can see the element
 * (scrolled away, `hidden`, or in a background tab, the bots wait), not while the board holds
 * play, and fast-forwards in slices that let the page answer between them.
 */
export class BotPace implements ReactiveController {
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** Whether any of the element is on screen; true where that cannot be known. */
  #seen = true;
  #observer: IntersectionObserver | undefined;
  #ff: FastForward | null = null;
  /** Whether the board has asked play to wait. */
  #held = false;

  constructor(
    private readonly host: PaceHost,
    private readonly game: PacedGame,
    /** The clock of the fast-forward's slices (the page's; a test's own). */
    private readonly now: () => number = () => performance.now(),
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (typeof IntersectionObserver !== 'undefined') {
      this.#seen = false;
      this.#observer = new IntersectionObserver((entries) => this.#onSeen(entries.at(-1)!.isIntersecting));
      this.#observer.observe(this.host);
    }
    document.addEventListener('visibilitychange', this.recheck);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    document.removeEventListener('visibilitychange', this.recheck);
    this.stop();
  }

  /** Whether bots may move now: the element is on screen, not `hidden`, in a visible page. */
  get active(): boolean {
    return this.#seen && !this.host.hidden && document.visibilityState !== 'hidden';
  }

  /** Whether a fast-forward runs. */
  get fastForwarding(): boolean {
    return this.#ff !== null;
  }

  /** The page's visibility or the element's `hidden` may have changed: the bots go on or wait. */
  readonly recheck = (): void => this.#onSeen(this.#seen);

  #onSeen(seen: boolean): void {
    this.#seen = seen;
    if (this.active) this.schedule();
    else if (!this.#ff) clearTimeout(this.#timer);
  }

  /** Stops whatever was to come: the next bot decision, a fast-forward. */
  stop(): void {
    this.#ff = null;
    clearTimeout(this.#timer);
  }

  /** The next bot decision, after `speed` ms, when a bot is to move and may. */
  schedule(): void {
    if (this.#ff) return;
    clearTimeout(this.#timer);
    if (this.#held || !this.active || !this.game.botToMove()) return;
    const delay = Number.isFinite(this.host.speed) ? Math.max(0, this.host.speed) : 700;
    this.#timer = setTimeout(() => {
      const path = this.game.step();
      if (path) this.game.moved(path);
    }, delay);
  }

  /** The board asks play to wait (`on`) while a person takes something in, or lets it go on; with nobody at the table the bots' pace decides. */
  hold(on: boolean, people: boolean): void {
    this.#held = on && people;
    if (!this.#held) this.schedule();
    else clearTimeout(this.#timer);
  }

  /**
   * Plays on at once to the end of the round or the game. Every decision goes through the same
   * steps as at the normal pace, so the log, the saved game and the rounds are as if played out.
   */
  fastForward(to: FastForward): void {
    this.#ff = to;
    clearTimeout(this.#timer);
    this.#slice();
  }

  /** A slice of a fast-forward: a few steps, one update of the page, then on in the next task. */
  #slice(): void {
    let path: readonly string[] = [];
    const started = this.now();
    for (let i = 0; i < FF_SLICE && this.#ff && (i === 0 || this.now() - started < FF_SLICE_MS); i++) {
      const step = this.game.step();
      if (!step) this.#ff = null;
      else {
        path = step;
        if (this.game.reached(this.#ff, step)) this.#ff = null;
      }
    }
    const going = this.#ff !== null;
    this.game.moved(path);
    if (going) this.#timer = setTimeout(() => this.#slice(), 0);
  }
}

/** The bots of a game: one of each kind for the rules played, their chance drawn from the game's seed. */
export class BotPlayers {
  #made = new Map<string, Bot>();
  /** The rules the bots were made for (other rules, other bots). */
  #rules: RuleSet | null = null;
  #rng = new Rng(seedRng('bots'));

  /** A new game: the bots' chance follows from its seed. */
  reseed(seed: string): void {
    this.#rng = new Rng(seedRng(`${seed}/bots`));
  }

  /** The decision of bot `bot` in `seat` at `s`, or null when the seat has none to take. Seats are checked against the game's bots when they are made or restored. */
  decide(runtime: AnyPlayRuntime, rules: RuleSet, s: FastSnapshot<unknown>, seat: Seat, bot: string): GameEvent | null {
    if (this.#rules !== rules) [this.#made, this.#rules] = [new Map(), rules];
    let made = this.#made.get(bot);
    if (!made) this.#made.set(bot, (made = runtime.bots[bot]!(rules)));
    const legal = runtime.legalEvents(s, seat);
    return legal.length > 0 ? made.decide(runtime.view(s, seat), legal, this.#rng) : null;
  }
}
