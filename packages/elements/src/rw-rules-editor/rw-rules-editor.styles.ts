import { css } from 'lit';
import { srOnly, theme } from '@regelwerk/board-kit';
import { storageStyles } from '../shared/storage.js';
import { tableStyles } from '../shared/table-styles.js';

export const styles = [
  theme,
  srOnly,
  tableStyles,
  storageStyles,
  css`
    :host {
      container-type: inline-size;
    }
    [hidden] {
      display: none !important;
    }
    /* Stacked on a phone; the text on the left and its panels on the right where there is room. */
    .layout {
      display: grid;
      gap: 1rem;
      grid-template-columns: minmax(0, 1fr);
    }
    @container (min-width: 56rem) {
      .layout {
        /* The text gets room for its rows on one line (about 60 characters); the tables (eight
           columns of odds) the rest, scrolling inside their element where that is too little. */
        grid-template-columns: minmax(20rem, 5fr) minmax(0, 7fr);
        align-items: start;
      }
      .editor {
        position: sticky;
        top: 0.5rem;
      }
    }
    section {
      min-width: 0;
    }
    .toolbar,
    .row,
    .sim-controls {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      align-items: center;
    }
    .toolbar {
      margin-bottom: 0.5rem;
    }
    .code {
      border: 1px solid var(--_line);
      border-radius: var(--_radius);
      min-height: 12rem;
      overflow: hidden;
    }
    .status {
      margin: 0.4rem 0 0;
      padding: 0.3em 0.6em;
      border-left: 4px solid var(--_line);
    }
    .status[data-problems]:not([data-problems='0']) {
      border-left-color: var(--_accent);
    }
    .note,
    .intro {
      color: var(--_muted);
      margin: 0.4rem 0;
    }
    .share input,
    .snippet textarea {
      display: block;
      box-sizing: border-box;
      width: 100%;
      margin-top: 0.3rem;
      font: 0.85em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      color: var(--_fg);
      background: var(--_bg);
      border: 1px solid var(--_line);
      border-radius: var(--_radius);
      padding: 0.4em;
    }
    .share,
    .snippet {
      margin: 0.5rem 0;
    }
    .tabs {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
      border-bottom: 1px solid var(--_line);
    }
    [role='tab'] {
      border-radius: var(--_radius) var(--_radius) 0 0;
      border-bottom: none;
      margin-bottom: -1px;
    }
    [role='tab'][aria-selected='true'] {
      border-color: var(--_line);
      border-bottom: 1px solid var(--_bg);
      background: var(--_bg);
      font-weight: 600;
      box-shadow: inset 0 3px 0 var(--_accent);
    }
    .panel {
      padding-top: 0.6rem;
    }
    .changes.stale {
      outline: 2px dashed var(--_line);
      outline-offset: 4px;
    }
    .changes ul {
      padding-left: 1.2rem;
    }
    .changes li {
      margin: 0.2rem 0;
      overflow-wrap: anywhere;
    }
    .changes li code {
      font-family: ui-monospace, 'Cascadia Mono', Menlo, monospace;
      font-size: 0.95em;
    }
    .summary {
      font-weight: 600;
    }
    label {
      display: inline-flex;
      flex-direction: column;
      gap: 0.2rem;
    }
    .share label,
    .snippet label {
      display: block;
    }
    select,
    input[type='number'] {
      font: inherit;
      color: var(--_fg);
      background: var(--_bg);
      border: 1px solid var(--_line);
      border-radius: var(--_radius);
      padding: 0.3em 0.4em;
      min-height: 2.5rem;
      box-sizing: border-box;
    }
    input[type='number'] {
      width: 8rem;
    }
    .sim-controls {
      align-items: end;
    }
    .progress {
      display: flex;
      flex-wrap: wrap;
      gap: 0.6rem;
      align-items: center;
      margin: 0.6rem 0;
    }
    progress {
      flex: 1 1 12rem;
      accent-color: var(--_accent);
    }
    /* A wide result scrolls in its own box; relative, so its hidden labels stay inside that box too. */
    .wrap {
      overflow-x: auto;
      position: relative;
      margin-top: 0.6rem;
    }
    caption {
      color: var(--_muted);
    }
    .mean,
    .ci {
      white-space: nowrap;
    }
    .ci {
      display: inline-block;
    }
    .sim-of {
      margin: 0.6rem 0 0;
    }
    tr.differs > * {
      background: color-mix(in srgb, var(--_accent) 14%, var(--_bg));
    }
    .differs-mark {
      font-weight: 600;
      white-space: nowrap;
    }
    .not-yet {
      color: var(--_muted);
      white-space: nowrap;
    }
  `,
];
