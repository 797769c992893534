import { html, nothing } from 'lit';
import { texts, type Lang } from '../shared/i18n.js';
import type { FastForward } from './bot-pace.js';

// The shell's own pieces around the board, as templates: the element decides what they show.

/** Before a game is shown: the message that says why there is none, else "loading". */
export const loadingView = (message: string | null, lang: Lang) =>
  html`<div class="board" part="board">${message ? html`<p class="message" part="message" role="alert">${message}</p>` : html`<p>${texts(lang).loading}</p>`}</div>`;

/** A notice that stays until the reader dismisses it, and the message of the last refusal. */
export const messages = (notice: string | null, message: string | null, lang: Lang, dismiss: () => void) => html`
  ${notice
    ? html`<p class="message notice" part="message" role="alert">
        <span>${notice}</span>
        <button type="button" part="button" data-action="dismiss" @click=${dismiss}>${texts(lang).dismiss}</button>
      </p>`
    : nothing}
  ${message ? html`<p class="message" part="message" role="alert">${message}</p>` : nothing}
`;

/** With bots only: the buttons that play on to the end of the round (when the game knows its rounds) or of the game. */
export function fastForwardBar(lang: Lang, rounds: boolean, to: (ff: FastForward) => void) {
  const t = texts(lang);
  return html`<div class="ff" part="fast-forward" role="group" aria-label=${t.fastForward}>
    ${rounds ? html`<button type="button" part="button" data-action="to-round-end" @click=${() => to('round')}>${t.toRoundEnd}</button>` : nothing}
    <button type="button" part="button" data-action="to-game-end" @click=${() => to('game')}>${t.toGameEnd}</button>
  </div>`;
}

/** What the toolbar's buttons do. */
export interface ToolbarActions {
  readonly newGame: () => void;
  readonly undo: () => void;
  readonly exportLog: () => void;
  /** A log file's text, chosen to be viewed. */
  readonly importLog: (text: string) => unknown;
}

/** The file chosen is read in, and the input emptied (the same file may be chosen again). */
async function onImport(e: Event, read: (text: string) => unknown): Promise<void> {
  const input = e.target as HTMLInputElement;
  const file = input.files?.[0];
  if (file) await read(await file.text());
  input.value = '';
}

/** New game, undo (`undoable`), log export (its title says what a partial log leaves out) and import. */
export function toolbar(lang: Lang, undoable: boolean, exportTitle: string | null, act: ToolbarActions) {
  const t = texts(lang);
  return html`<div class="toolbar" part="toolbar">
    <button type="button" part="button" data-action="new-game" @click=${act.newGame}>${t.newGame}</button>
    <button type="button" part="button" data-action="undo" ?disabled=${!undoable} @click=${act.undo}>${t.undo}</button>
    <button type="button" part="button" data-action="export" title=${exportTitle ?? nothing} @click=${act.exportLog}>${t.exportLog}</button>
    <label class="import" part="button">${t.importLog}<input type="file" accept="application/json,.json" @change=${(e: Event) => onImport(e, act.importLog)} /></label>
  </div>`;
}
