import { css } from 'lit';

/** The shared look of the elements and the boards: colours come from custom properties, light and dark. */
export const theme = css`
  :host {
    --_accent: var(--rw-accent, #9a3d10);
    --_bg: var(--rw-bg, #fffdf8);
    --_fg: var(--rw-fg, #1d1b16);
    --_muted: var(--rw-muted, #5b574d);
    --_line: var(--rw-line, #d5cfbf);
    --_radius: var(--rw-radius, 8px);
    display: block;
    color: var(--_fg);
    background: var(--_bg);
    font: inherit;
    line-height: 1.45;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_accent: var(--rw-accent, #f2a46c);
      --_bg: var(--rw-bg, #1b1a16);
      --_fg: var(--rw-fg, #ede9dd);
      --_muted: var(--rw-muted, #b5af9f);
      --_line: var(--rw-line, #48443a);
    }
  }
  :host([hidden]) {
    display: none;
  }
  button,
  .import {
    font: inherit;
    color: var(--_fg);
    background: transparent;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    padding: 0.35em 0.8em;
    cursor: pointer;
    min-height: 2.5rem;
  }
  button:not(:disabled):hover,
  .import:hover {
    border-color: var(--_accent);
  }
  button:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  :focus-visible,
  .import:focus-within {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  .message {
    border-left: 4px solid var(--_accent);
    padding: 0.4em 0.8em;
    white-space: pre-wrap;
  }
`;
