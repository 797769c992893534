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
