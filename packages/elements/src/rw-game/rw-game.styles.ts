import { theme } from '@regelwerk/board-kit';
import { css } from 'lit';
import { storageStyles } from '../shared/storage.js';

export const styles = [
  theme,
  storageStyles,
  css`
    /* Its own layout and paint: a click lays out and repaints the game, not the page around it
       (the margin keeps focus rings). */
    :host {
      contain: layout paint style;
      overflow-clip-margin: 0.5rem;
    }
    .board {
      display: grid;
      gap: 0.75rem;
      padding: 0.75rem;
      border: 1px solid var(--_line);
      border-radius: var(--_radius);
    }
    .rules-name {
      margin: 0;
      font-size: 0.85em;
      color: var(--_muted);
    }
    .toolbar,
    .viewer,
    .ff {
      display: flex;
      gap: 0.5rem;
      flex-wrap: wrap;
      align-items: center;
    }
    .toolbar {
      border-top: 1px solid var(--_line);
      padding-top: 0.6rem;
    }
    .match table {
      border-collapse: collapse;
    }
    .match th,
    .match td {
      padding: 0.15rem 0.75rem 0.15rem 0;
      text-align: left;
    }
    .match tr.out {
      color: var(--_muted);
    }
    .match p {
      margin: 0;
    }
    .rounds summary {
      cursor: pointer;
      padding: 0.25rem 0;
    }
    .rounds ol {
      margin: 0.25rem 0 0;
      padding-left: 1.25rem;
    }
    .round-no {
      font-weight: 600;
    }
    /* A label dressed as a button: sized like one (a button's box includes its padding and border). */
    .import {
      position: relative;
      display: inline-flex;
      align-items: center;
      box-sizing: border-box;
    }
    /* The handover panel covers the board (a spectator's view underneath) until its person asks to see theirs. */
    .stage {
      position: relative;
    }
    .handover {
      position: absolute;
      inset: 0;
      z-index: 1;
      display: flex;
      justify-content: center;
      align-items: flex-start;
      padding: 0.75rem;
      /* No blur: what lies beneath is a spectator's view, and a blur costs every frame on a phone. */
      background: color-mix(in srgb, var(--_bg) 90%, transparent);
    }
    .handover-card {
      position: sticky;
      top: 0.75rem;
      display: grid;
      gap: 0.5rem;
      justify-items: start;
      max-width: 26rem;
      padding: 1rem;
      border: 1px solid var(--_line);
      border-left: 4px solid var(--_accent);
      border-radius: var(--_radius);
      background: var(--_bg);
    }
    .handover-card p {
      margin: 0;
    }
    .handover-title {
      font-size: 1.15em;
      font-weight: 600;
    }
    .handover-hint {
      color: var(--_muted);
    }
    .import input {
      position: absolute;
      inset: 0;
      opacity: 0;
      width: 100%;
      cursor: pointer;
    }
  `,
];
