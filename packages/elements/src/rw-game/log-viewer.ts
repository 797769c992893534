import type { RuleSet } from '@regelwerk/dsl';
import { GameSession, type AnyPlayRuntime, type FastSnapshot, type GameLog } from '@regelwerk/engine';
import { html, nothing, type ReactiveControllerHost } from 'lit';
import { schemaOf } from '../shared/games.js';
import { langOf, texts } from '../shared/i18n.js';
import { handoverTexts, isWithheldLog, publicLog, type WithheldLog } from './handover.js';

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
    const t = texts(langOf(this.host));
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return t.logUnreadable('not JSON');
    }
    if (isWithheldLog(data)) return t.logUnreadable(handoverTexts(langOf(this.host)).withheldLog);
    // The one way a log is read, here as in the CLI: its own rule texts, every step re-checked.
    // The compiler loads only now: a page that never imports a log does not load it.
    const [{ compile }, schema] = await Promise.all([import('@regelwerk/dsl/compile'), schemaOf(this.host.game)]);
    const read = schema ? GameSession.fromLog(data, runtime, { schemas: [schema], compile }) : null;
    if (!read?.ok) {
      const error = read?.error;
      const where = error?.step === undefined ? '' : `step ${error.step}: `;
      return t.logUnreadable(error?.code === 'log/unknown-game' ? t.logOfOtherGame : `${where}${error?.message ?? ''}`);
    }
    this.#viewed = { snapshots: read.value.snapshots, index: 0, rules: read.value.rules };
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
    if (!viewing) return nothing;
    const t = texts(langOf(this.host));
    const { index } = viewing;
    const end = viewing.snapshots.length - 1;
    return html`<div class="viewer" part="toolbar" role="group" aria-label=${t.viewing(index, end)}>
      <span class="viewer-label">${t.viewing(index, end)}</span>
      <button type="button" part="button" data-action="first" @click=${() => this.step(0)} ?disabled=${index === 0}>${t.first}</button>
      <button type="button" part="button" data-action="prev" @click=${() => this.step(index - 1)} ?disabled=${index === 0}>◀ ${t.prev}</button>
      <button type="button" part="button" data-action="next" @click=${() => this.step(index + 1)} ?disabled=${index === end}>${t.next} ▶</button>
      <button type="button" part="button" data-action="last" @click=${() => this.step(end)} ?disabled=${index === end}>${t.last}</button>
      <button type="button" part="button" data-action="leave-viewer" @click=${() => this.leave()}>${t.leaveViewer}</button>
    </div>`;
  }
}
