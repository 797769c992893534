import { css } from 'lit';

/**
 * The shared look of the elements and the boards. Light or dark comes from the element's
 * `color-scheme`: `theme="light|dark"` sets it; otherwise it is inherited from the page, and an
 * element whose page declares none gets the custom state `behind-light` or `behind-dark`, by the
 * luminance of the background behind it (the elements' shared/theme.ts).
 * `light-dark()` resolves the palette by it, and a board inside `rw-game` inherits the shell's.
 *
 * Colours a page does not set are derived from those it does, so partial theming stays readable:
 * with only `--rw-bg`, the text is dark or light against it (and the other way round with only
 * `--rw-fg`); secondary text and lines are mixed from text and background; the accent is a dark
 * or a light orange by the background's lightness. An oklch lightness of 0.56 is where dark and
 * light text have the same contrast against a grey.
 */
export const theme = css`
  :host([theme='light']) {
    color-scheme: light;
  }
  :host([theme='dark']) {
    color-scheme: dark;
  }
  /* theme="auto" (or none) on a page that declares no colour scheme: the background behind the element decides. */
  :host(:state(behind-light)) {
    color-scheme: light;
  }
  :host(:state(behind-dark)) {
    color-scheme: dark;
  }
  :host {
    /* Defined only when the page sets --rw-bg (or --rw-fg): otherwise the var() fails and the fallbacks below apply. */
    --_fg-for-bg: oklch(from var(--rw-bg) calc(0.2 + 0.75 * clamp(0, (0.56 - l) * 1000, 1)) 0.01 85);
    --_bg-for-fg: oklch(from var(--rw-fg) calc(0.995 - 0.79 * clamp(0, (l - 0.56) * 1000, 1)) 0.01 85);
    --_accent-for-bg: oklch(from var(--rw-bg, var(--_bg-for-fg)) calc(0.48 + 0.32 * clamp(0, (0.56 - l) * 1000, 1)) 0.12 50);
    --_bg: var(--rw-bg, var(--_bg-for-fg, light-dark(#fffdf8, #1b1a16)));
    --_fg: var(--rw-fg, var(--_fg-for-bg, light-dark(#1d1b16, #ede9dd)));
    --_accent: var(--rw-accent, var(--_accent-for-bg, light-dark(#9a3d10, #f2a46c)));
    --_muted: var(--rw-muted, color-mix(in srgb, var(--_fg) 72%, var(--_bg)));
    --_line: var(--rw-line, color-mix(in srgb, var(--_fg) 22%, var(--_bg)));
    --_radius: var(--rw-radius, 8px);
    display: block;
    color: var(--_fg);
    background: var(--_bg);
    font: inherit;
    line-height: 1.45;
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
