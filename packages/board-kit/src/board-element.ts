import type { BoardProps, GameEvent, Lang, Seat } from '@regelwerk/engine';
import { LitElement, type PropertyValues } from 'lit';
import { FocusKeeper } from './focus.js';
import { theme } from './theme.js';
import { srOnly } from './screen-reader.js';

const ignore = (): void => undefined;

/** The event a board sends to ask the shell to wait (`detail: true`) or to go on (`false`). */
export const BOARD_HOLD = 'rw-board-hold';

/**
 * The base of every game's board: a custom element that receives exactly the board contract
 * (a view, the legal decisions, the acting seat, `readOnly`, `lang` and `send`) as properties.
 * It has no way to reach the game's context; what it may show is what the view holds. Partial
 * choices (dice marked, a path, a chip and a cell) are the board's own draft state.
 */
export abstract class BoardElement<V, E extends GameEvent = GameEvent> extends LitElement implements BoardProps<V, E> {
  static override styles = [theme, srOnly];
  static override properties = {
    view: { attribute: false },
    legal: { attribute: false },
    seat: { attribute: false },
    readOnly: { attribute: false },
    lang: { type: String },
    send: { attribute: false },
  };

  declare view: V;
  declare legal: readonly E[];
  declare seat: Seat | null;
  declare readOnly: boolean;
  declare lang: Lang;
  declare send: (event: E) => void;

  constructor() {
    super();
    this.legal = [];
    this.seat = null;
    this.readOnly = true;
    this.lang = 'en';
    this.send = ignore;
  }

  /**
   * Keeps focus inside the board when the control just used is disabled: the first enabled
   * `[data-primary]` control, else any enabled button not marked `data-focus-skip` (a link that
   * reopens something just dismissed), else the element marked `data-focus-park` (give it
   * `tabindex="-1"`, e.g. the status line). A control that still has focus keeps it.
   */
  private readonly focusKeeper = new FocusKeeper(
    () => this.shadowRoot,
    ['[data-primary]', 'button:not(:disabled):not([data-focus-skip])', '[data-focus-park]'],
    undefined,
    () => this.focusSuccessor(),
  );

  /**
   * The control that takes over when the focused one went away, before the general order; null
   * for the general order. Boards override it (the step in the direction just taken).
   */
  protected focusSuccessor(): HTMLElement | null {
    return null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.focusKeeper.before();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.focusKeeper.after();
  }

  /**
   * Asks the shell to wait (no bot moves) while the board shows something the person at the
   * screen should take in, such as a round's reveal; `false` lets play go on. A shell with no
   * person at the table ignores it and lets the bots' pace decide.
   */
  protected hold(on: boolean): void {
    this.dispatchEvent(new CustomEvent<boolean>(BOARD_HOLD, { detail: on, bubbles: true, composed: true }));
  }

  /** Puts focus on the control that makes sense now (the shell calls it when its own control is disabled). */
  focusPrimary(): boolean {
    return this.focusKeeper.focusFirst();
  }

  /** Whether the person at the screen may make a decision now. */
  protected get canAct(): boolean {
    return !this.readOnly && this.seat !== null && this.legal.length > 0;
  }
}

/** Sets the board contract on a board element (what `rw-game` does on every render). */
export function setBoardProps<V, E extends GameEvent>(el: Element, props: BoardProps<V, E>): void {
  Object.assign(el, props);
}
