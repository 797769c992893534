import type { RuleSet } from '@regelwerk/dsl';
import type { AnyPlayRuntime, FastSnapshot, GameLog, GameSession } from '@regelwerk/engine';
import { nothing, type ReactiveControllerHost } from 'lit';
import { langOf } from '../shared/i18n.js';
import { publicLog, type WithheldLog } from './handover.js';
import type * as LogRead from './log-read.js';

/** The element whose logs are exported and viewed: its game and whether the page reveals the whole log mid-game. */
export interface LogViewerHost extends ReactiveControllerHost, HTMLElement {
  readonly game: string;
  readonly revealLog: boolean;
}

/**
 * Logs out and in: the log a page may have of the game (mid-game without the seed and the
 * draws, unless `reveal-log`), its export as a file, and a log read in to step through, shown
 * instead of the game until the reader leaves it.
 */
export class LogViewer {
  // Snapshots hold a game's context: in an ES private field, out of reach of anything outside.
  #viewed: { readonly snapshots: readonly FastSnapshot<unknown>[]; readonly index: number; readonly rules: RuleSet } | null = null;
  /** The reading and the bar (./log-read.js), loaded when a log is first opened. */
  #code: typeof LogRead | null = null;

  constructor(
    private readonly host: LogViewerHost,
    /** A snapshot of the log is shown (`show`), or the reader left the log (`left`). */
    private readonly on: { readonly show: (s: FastSnapshot<unknown>) => void; readonly left: () => void },
  ) {}

  /** Whether a log is being viewed. */
  get open(): boolean {
    return this.#viewed !== null;
  }

  /** The snapshot of the log shown, or null when none is viewed. */
  get shown(): FastSnapshot<unknown> | null {
    return this.#viewed ? this.#viewed.snapshots[this.#viewed.index]! : null;
  }

  /** The rules the log viewed was played by (its chart's), or null. */
  get rules(): RuleSet | null {
    return this.#viewed?.rules ?? null;
  }

  /** The log of `session` the page may have: mid-game without the seed and every draw unless the page sets `reveal-log`. */
  logOf(session: GameSession | null): GameLog | WithheldLog | null {
    const log = session?.toLog() ?? null;
    return log && !this.host.revealLog && !session!.over ? publicLog(log) : log;
  }

  /** Saves the log as a file: `<game>-<seed>.json`, or `<game>-partial.json` without the seed. */
  export(log: GameLog | WithheldLog | null): void {
    if (!log) return;
    const url = URL.createObjectURL(new Blob([`${JSON.stringify(log, null, 1)}\n`], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'withheld' in log ? `${this.host.game}-partial.json` : `${this.host.game}-${log.seed}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  /** Opens a log (its text) to step through, from its first snapshot; the message when it cannot be shown, else null. */
  async read(text: string, runtime: AnyPlayRuntime): Promise<string | null> {
    const code = (this.#code ??= await import('./log-read.js'));
    const read = await code.readLog(text, this.host.game, runtime, langOf(this.host));
    if ('message' in read) return read.message;
    this.#viewed = { snapshots: read.snapshots, index: 0, rules: read.rules };
    this.host.requestUpdate();
    this.on.show(this.shown!);
    return null;
  }

  /** Shows the snapshot `to` (clamped to the log). */
  step(to: number): void {
    if (!this.#viewed) return;
    this.#viewed = { ...this.#viewed, index: Math.max(0, Math.min(this.#viewed.snapshots.length - 1, to)) };
    this.host.requestUpdate();
    this.on.show(this.shown!);
  }

  /** Leaves the log for the game. */
  leave(): void {
    this.close();
    this.host.requestUpdate();
    this.on.left();
  }

  /** Forgets the log viewed, without a word (a new or restored game takes its place). */
  close(): void {
    this.#viewed = null;
  }

  /** The viewer's toolbar: where in the log, and the buttons that step through it or leave it. */
  render() {
    const viewing = this.#viewed;
    if (!viewing || !this.#code) return nothing;
    return this.#code.viewerBar(langOf(this.host), viewing.index, viewing.snapshots.length - 1, (to) => this.step(to), () => this.leave());
  }
}
