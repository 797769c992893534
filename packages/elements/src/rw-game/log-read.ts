import type { RuleSet } from '@regelwerk/dsl';
import { GameSession, type AnyPlayRuntime, type FastSnapshot } from '@regelwerk/engine';
import { html } from 'lit';
import { schemaOf } from '../shared/games.js';
import { texts, type Lang } from '../shared/i18n.js';

// The log viewer's own code: reading a log in and the bar that steps through it. <rw-game> loads
// it when a log is first opened; a page that never imports one does not load it.

/** Why a log exported mid-game cannot be read (its seed and draws were withheld). */
const WITHHELD: Readonly<Record<Lang, string>> = {
  en: 'it was exported mid-game without its seed and draws, so it cannot be replayed (the whole log is exported when the game is over)',
  de: 'es wurde während des Spiels ohne Startwert und Zufallsergebnisse gespeichert und lässt sich nicht nachspielen (nach dem Spielende wird das ganze Protokoll gespeichert)',
};

/** Whether parsed JSON is a log with values withheld (then the viewer says so instead of a format error). */
export const isWithheldLog = (data: unknown): boolean => typeof data === 'object' && data !== null && typeof (data as { withheld?: unknown }).withheld === 'string';

/** A log read in: its snapshots, step by step, and the rules it was played by. */
export interface ReadLog {
  readonly snapshots: readonly FastSnapshot<unknown>[];
  readonly rules: RuleSet;
}

/** Reads a log of `game` (its text): every step re-checked, by its own rule texts; else the message that says why it cannot be shown. */
export async function readLog(text: string, game: string, runtime: AnyPlayRuntime, lang: Lang): Promise<ReadLog | { readonly message: string }> {
  const t = texts(lang);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { message: t.logUnreadable('not JSON') };
  }
  if (isWithheldLog(data)) return { message: t.logUnreadable(WITHHELD[lang]) };
  // The one way a log is read, here as in the CLI: its own rule texts, every step re-checked.
  // The compiler loads only now: a page that never imports a log does not load it.
  const [{ compile }, schema] = await Promise.all([import('@regelwerk/dsl/compile'), schemaOf(game)]);
  const read = schema ? GameSession.fromLog(data, runtime, { schemas: [schema], compile }) : null;
  if (read?.ok) return { snapshots: read.value.snapshots, rules: read.value.rules };
  const error = read?.error;
  const where = error?.step === undefined ? '' : `step ${error.step}: `;
  return { message: t.logUnreadable(error?.code === 'log/unknown-game' ? t.logOfOtherGame : `${where}${error?.message ?? ''}`) };
}

/** The viewer's toolbar: where in the log (`index` of `end`), and the buttons that step through it (`step`) or leave it. */
export function viewerBar(lang: Lang, index: number, end: number, step: (to: number) => void, leave: () => void) {
  const t = texts(lang);
  return html`<div class="viewer" part="toolbar" role="group" aria-label=${t.viewing(index, end)}>
    <span class="viewer-label">${t.viewing(index, end)}</span>
    <button type="button" part="button" data-action="first" @click=${() => step(0)} ?disabled=${index === 0}>${t.first}</button>
    <button type="button" part="button" data-action="prev" @click=${() => step(index - 1)} ?disabled=${index === 0}>◀ ${t.prev}</button>
    <button type="button" part="button" data-action="next" @click=${() => step(index + 1)} ?disabled=${index === end}>${t.next} ▶</button>
    <button type="button" part="button" data-action="last" @click=${() => step(end)} ?disabled=${index === end}>${t.last}</button>
    <button type="button" part="button" data-action="leave-viewer" @click=${leave}>${t.leaveViewer}</button>
  </div>`;
}
