import { css } from 'lit';

/** Shared look of the elements: colours come from custom properties, light and dark. */
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

export const styles = [
  theme,
  css`
    .board {
      display: grid;
      gap: 0.75rem;
      padding: 0.75rem;
      border: 1px solid var(--_line);
      border-radius: var(--_radius);
    }
    .status {
      font-weight: 600;
    }
    .players {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 0.25rem;
    }
    .players li {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4em 0.8em;
      align-items: center;
      padding: 0.3em 0.5em;
      border-radius: var(--_radius);
    }
    .players li.current {
      outline: 2px solid var(--_accent);
    }
    .players li.out {
      color: var(--_muted);
    }
    .name {
      font-weight: 600;
    }
    .bot,
    .out-note,
    .covered {
      color: var(--_muted);
      font-size: 0.9em;
    }
    .mini-die {
      font-size: 1.4em;
      line-height: 1;
    }
    .dice {
      display: flex;
      gap: 0.6rem;
      flex-wrap: wrap;
    }
    .die {
      width: var(--rw-die-size, 3.5rem);
      height: var(--rw-die-size, 3.5rem);
      font-size: calc(var(--rw-die-size, 3.5rem) * 0.6);
      line-height: 1;
      display: grid;
      place-items: center;
      padding: 0;
    }
    .die .value {
      font-size: 0.3em;
      color: var(--_muted);
    }
    .die.aside {
      border: 3px solid var(--_accent);
      transform: translateY(-4px);
    }
    .actions,
    .toolbar,
    .viewer {
      display: flex;
      gap: 0.5rem;
      flex-wrap: wrap;
      align-items: center;
    }
    .toolbar {
      border-top: 1px solid var(--_line);
      padding-top: 0.6rem;
    }
    .import {
      position: relative;
      display: inline-flex;
      align-items: center;
    }
    .import input {
      position: absolute;
      inset: 0;
      opacity: 0;
      width: 100%;
      cursor: pointer;
    }
    .game-over {
      font-size: 1.15em;
      font-weight: 700;
    }
    .turn-head,
    .last-round {
      margin: 0.2em 0;
    }
  `,
];
