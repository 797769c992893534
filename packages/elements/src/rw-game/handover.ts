import type { GameEvent, GameLog, Lang, PlayerInfo, Seat } from '@regelwerk/engine';
import { html, type ReactiveController, type ReactiveControllerHost } from 'lit';

/**
 * Hot seat at one screen: who may see what. The shell asks `handoverTo` before it hands the board
 * a seat's view, and `publicLog` before a log leaves it mid-game (see docs/embedding.md).
 */

/**
 * The person whose view waits behind the handover panel, or null (nothing to hand over): the seat
 * to move is a person's, two or more people sit at the screen, and the last person to decide (or
 * to confirm) here was someone else, or nobody yet (a new or reloaded game).
 */
export function handoverTo(seats: readonly PlayerInfo[], toMove: Seat | null, atScreen: Seat | null): Seat | null {
  if (toMove === null || seats[toMove]?.bot !== null) return null;
  const people = seats.filter((p) => p.bot === null).length;
  return people >= 2 && toMove !== atScreen ? toMove : null;
}

/** A log with what a seat at the screen may not see left out: it cannot be replayed. */
export interface WithheldLog extends Omit<GameLog, 'seed' | 'setup' | 'steps'> {
  /** Why the log is partial (English: a log's labels are). */
  readonly withheld: string;
  readonly seed: null;
  readonly setup: null;
  readonly steps: readonly { readonly event: GameEvent; readonly chance: null }[];
}

export const WITHHELD_NOTE =
  'A log taken mid-game: the seed and every chance draw (deal, hands, worms, dice) are withheld, so it cannot be replayed; the whole log is there when the game is over, or with the reveal-log attribute.';

/**
 * The log a page may see mid-game: the decisions (every one of them is made in the open at the
 * table) and nothing chance decided. The seed goes too, as every draw past and future follows
 * from it.
 */
export function publicLog(log: GameLog): WithheldLog {
  const { seed: _seed, setup: _setup, steps, ...rest } = log;
  return { ...rest, withheld: WITHHELD_NOTE, seed: null, setup: null, steps: steps.map((s) => ({ event: s.event, chance: null })) };
}

/** Whether parsed JSON is a log with values withheld (then the viewer says so instead of a format error). */
export const isWithheldLog = (data: unknown): boolean => typeof data === 'object' && data !== null && typeof (data as { withheld?: unknown }).withheld === 'string';

export interface HandoverTexts {
  readonly turn: (name: string) => string;
  readonly pass: (name: string) => string;
  readonly show: (name: string) => string;
  readonly exportPartial: string;
  readonly withheldLog: string;
}

const TEXT: Readonly<Record<Lang, HandoverTexts>> = {
  en: {
    turn: (name: string) => `${name}’s turn`,
    pass: (name: string) => `Hand the screen to ${name}: only ${name} should see what comes next.`,
    show: (name: string) => `${name}’s turn — show`,
    exportPartial: 'Mid-game the log leaves out the seed and every draw (deal, hands, dice), so nobody learns another’s secrets: it cannot be replayed. The whole log is exported when the game is over.',
    withheldLog: 'it was exported mid-game without its seed and draws, so it cannot be replayed (the whole log is exported when the game is over)',
  },
  de: {
    turn: (name: string) => `${name} ist dran`,
    pass: (name: string) => `Gebt den Bildschirm an ${name}: Was jetzt kommt, sieht nur ${name}.`,
    show: (name: string) => `${name} ist dran — zeigen`,
    exportPartial: 'Während des Spiels fehlen im Protokoll der Startwert und alle Zufallsergebnisse (Verteilung, Hände, Würfe), damit niemand die Geheimnisse der anderen erfährt; es lässt sich nicht nachspielen. Nach dem Spielende wird das ganze Protokoll gespeichert.',
    withheldLog: 'es wurde während des Spiels ohne Startwert und Zufallsergebnisse gespeichert und lässt sich nicht nachspielen (nach dem Spielende wird das ganze Protokoll gespeichert)',
  },
};

export const handoverTexts = (lang: Lang): HandoverTexts => TEXT[lang];

/** The element a handover covers: its shadow root holds the panel. */
export interface HandoverHost extends ReactiveControllerHost, HTMLElement {
  readonly updateComplete: Promise<boolean>;
}

/**
 * The handover at a shared screen: who sits there now, the panel that covers the board until
 * the person to move asks for their view, and the focus that goes to the panel when it appears.
 */
export class Handover implements ReactiveController {
  /**
   * The person who last decided (or confirmed a handover) at this screen; null in a new or
   * reloaded game, so that a reload mid-handover shows the panel again, not the secrets.
   */
  atScreen: Seat | null = null;
  /** The seat the panel showed at the last render, and at the one before (its button gets focus when it appears). */
  #panelFor: Seat | null = null;
  #panelWas: Seat | null = null;
  #focusWasInside = false;

  constructor(
    private readonly host: HandoverHost,
    /** The seat to move now. */
    private readonly toMove: () => Seat | null,
    /** Puts the focus into the game, once the person's view is shown. */
    private readonly focusGame: () => Promise<void>,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    this.#panelWas = this.#panelFor;
    this.#focusWasInside = this.host.shadowRoot?.activeElement != null;
  }

  hostUpdated(): void {
    // A panel that just appeared takes the focus of the game (or of a page where nothing has it).
    if (this.#panelFor === null || this.#panelFor === this.#panelWas) return;
    const active = document.activeElement;
    if (this.#focusWasInside || active === null || active === document.body) this.host.shadowRoot?.querySelector<HTMLElement>('[data-action="show"]')?.focus({ preventScroll: !this.#focusWasInside });
  }

  /** The seat whose view waits behind the panel in this render, or null (see `handoverTo`). */
  due(seats: readonly PlayerInfo[], toMove: Seat | null): Seat | null {
    return (this.#panelFor = handoverTo(seats, toMove, this.atScreen));
  }

  /** Covers the board (a spectator's view, inert) until the person whose turn it is asks to see theirs. */
  panel(seat: Seat, name: string, lang: Lang) {
    const h = TEXT[lang];
    return html`<div class="handover" part="handover" role="group" aria-labelledby="handover-title">
      <div class="handover-card">
        <p class="handover-title" id="handover-title">${h.turn(name)}</p>
        <p class="handover-hint">${h.pass(name)}</p>
        <button type="button" part="button" data-action="show" @click=${() => this.#confirm(seat)}>${h.show(name)}</button>
      </div>
    </div>`;
  }

  /** The person whose turn it is confirms that they sit at the screen: the board gets their view, focus goes into it. */
  async #confirm(seat: Seat): Promise<void> {
    if (this.toMove() !== seat) return;
    // The button goes with the panel: let go of it first (focus then moves into the board).
    (this.host.shadowRoot?.activeElement as HTMLElement | null)?.blur();
    this.atScreen = seat;
    this.host.requestUpdate();
    await this.host.updateComplete;
    await this.focusGame();
  }
}
