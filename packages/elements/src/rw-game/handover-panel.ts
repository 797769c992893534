import type { Lang } from '@regelwerk/engine';
import { html } from 'lit';

// The handover panel's own code: <rw-game> loads it only when two or more people share the screen.

const TEXT: Readonly<Record<Lang, { readonly turn: (name: string) => string; readonly pass: (name: string) => string; readonly show: (name: string) => string }>> = {
  en: {
    turn: (name) => `${name}’s turn`,
    pass: (name) => `Hand the screen to ${name}: only ${name} should see what comes next.`,
    show: (name) => `${name}’s turn — show`,
  },
  de: {
    turn: (name) => `${name} ist dran`,
    pass: (name) => `Gebt den Bildschirm an ${name}: Was jetzt kommt, sieht nur ${name}.`,
    show: (name) => `${name} ist dran — zeigen`,
  },
};

/** Covers the board (a spectator's view, inert) until the person whose turn it is (`name`) asks to see theirs (`confirm`). */
export function handoverPanel(name: string, lang: Lang, confirm: () => void) {
  const h = TEXT[lang];
  return html`<div class="handover" part="handover" role="group" aria-labelledby="handover-title">
    <div class="handover-card">
      <p class="handover-title" id="handover-title">${h.turn(name)}</p>
      <p class="handover-hint">${h.pass(name)}</p>
      <button type="button" part="button" data-action="show" @click=${confirm}>${h.show(name)}</button>
    </div>
  </div>`;
}
