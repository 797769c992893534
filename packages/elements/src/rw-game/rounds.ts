import type { AnyPlayRuntime, FastSnapshot, GameEvent, GameModule, LocalText } from '@regelwerk/engine';
import { html, nothing } from 'lit';
import { texts, type Lang } from '../shared/i18n.js';

/** A round the game has finished: after which step, and its line for the list of rounds. */
interface RoundLine {
  readonly step: number;
  readonly text: LocalText;
}

/** The rounds finished so far, each with its line (the module's `rounds`): noted step by step, worked out again for a restored game. */
export class Rounds {
  #lines: RoundLine[] = [];

  constructor(private readonly module: () => GameModule<AnyPlayRuntime> | undefined) {}

  /** Whether a step that passed through `path` ended a round (the module's round-end state). */
  ends(path: readonly string[]): boolean {
    const end = this.module()?.rounds?.end;
    return end !== undefined && path.some((p) => p === end || p.endsWith(`.${end}`));
  }

  /** The list line of the round a step ended, or null (no round ended, or the game lists none). */
  #line(path: readonly string[], after: FastSnapshot<unknown>): LocalText | null {
    const module = this.module();
    const summary = module?.rounds?.summary;
    return summary && this.ends(path) ? summary(module.runtime.view(after, 'spectator')) : null;
  }

  /** Notes the round step `step` (through `path`, to `after`) ended, if it ended one. */
  note(step: number, path: readonly string[], after: FastSnapshot<unknown>): void {
    const text = this.#line(path, after);
    if (text) this.#lines.push({ step, text });
  }

  /** The rounds of a game from its first snapshot on (`snapshots[i + 1]` follows `events[i]`). */
  recount(snapshots: readonly FastSnapshot<unknown>[], events: readonly GameEvent[]): void {
    const module = this.module();
    this.#lines = [];
    if (!module?.rounds?.summary) return;
    events.forEach((e, i) => this.note(i + 1, module.runtime.fast.trace(snapshots[i]!, e as never), snapshots[i + 1]!));
  }

  /** Keeps the rounds ended within the first `steps` steps (after an undo). */
  trim(steps: number): void {
    this.#lines = this.#lines.filter((r) => r.step <= steps);
  }

  /** The list of the rounds played (a disclosure), once one is. */
  render(lang: Lang) {
    if (this.#lines.length === 0) return nothing;
    const t = texts(lang);
    return html`<details class="rounds" part="rounds">
      <summary>${t.rounds(this.#lines.length)}</summary>
      <ol>
        ${this.#lines.map((r, i) => html`<li><span class="round-no">${t.round(i + 1)}:</span> ${r.text[lang]}</li>`)}
      </ol>
    </details>`;
  }
}
