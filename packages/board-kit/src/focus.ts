/**
 * Keeps keyboard focus inside a widget whose controls enable and disable as a game moves: when
 * the control that had focus is disabled (a throw made, a turn passed to a bot), focus moves to
 * the control that makes sense next instead of falling to the page body.
 *
 * Call `before()` before the widget updates and `after()` once it has rendered.
 */
export class FocusKeeper {
  private wasInside = false;

  constructor(
    private readonly root: () => ShadowRoot | null,
    /** Where focus goes, in order of preference: the first enabled element of the first selector that has one. */
    private readonly order: readonly string[],
    /** Where focus goes when none of `order` is there (e.g. into another element). */
    private readonly fallback?: () => boolean,
    /** The control that succeeds the one that disappeared, before `order` (e.g. the same direction's step, now one square on). */
    private readonly successor?: () => HTMLElement | null,
  ) {}

  before(): void {
    this.wasInside = this.root()?.activeElement != null;
  }

  /**
   * Moves focus only when the control that had it went away (removed or disabled) or was parked;
   * a control that still has focus keeps it, so Tab and Shift+Tab are never undone.
   */
  after(): void {
    const root = this.root();
    if (!root) return;
    const active = root.activeElement as (HTMLElement & { disabled?: boolean }) | null;
    const lost = this.wasInside && (active === null || active.disabled === true);
    // A parked focus (nothing was enabled) moves on as soon as a control is enabled again.
    const parked = active?.hasAttribute('data-focus-park') === true;
    if (!lost && !parked) return;
    const next = lost ? this.successor?.() : null;
    if (next && !(next as HTMLButtonElement).disabled) next.focus();
    else if (!this.focusFirst()) this.fallback?.();
  }

  /** Moves focus to the first control of `order` that is enabled; false when there is none. */
  focusFirst(): boolean {
    const root = this.root();
    for (const selector of this.order) {
      const next = root ? [...root.querySelectorAll<HTMLElement>(selector)].find((el) => !(el as HTMLButtonElement).disabled) : undefined;
      if (next) {
        next.focus();
        return true;
      }
    }
    return false;
  }
}
