import { visuallyHidden } from '@regelwerk/board-kit';
import { css } from 'lit';

export const boardStyles = css`
  :host {
    display: grid;
    gap: 0.75rem;
    background: transparent;
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
  .mini-dice {
    display: inline-flex;
    gap: 0.2em;
    vertical-align: middle;
  }
  .mini-die {
    display: inline-block;
    width: 1.6em;
    height: 1.6em;
  }
  .face {
    width: 100%;
    height: 100%;
    display: block;
  }
  .face-text {
    fill: var(--_fg);
    font-size: 48px;
  }
  .covered {
    display: inline-flex;
    align-items: center;
    gap: 0.3em;
  }
  /* Set aside beside a covered cup: framed like a die set aside on the table. */
  .aside-dice {
    display: inline-flex;
    align-items: center;
    gap: 0.3em;
    padding: 0.1em 0.35em;
    border: 2px dashed var(--_accent);
    border-radius: var(--_radius);
  }
  .aside-dice .face-bg {
    fill: color-mix(in srgb, var(--_accent) 18%, var(--_bg));
  }
  .aside-label {
    font-size: 0.85em;
  }
  .cup {
    width: 1.8em;
    height: 1.8em;
  }
  .cup-body {
    fill: var(--_muted);
  }
  .cup-rim {
    fill: var(--_fg);
  }
  /* The number, for screen magnifiers and tests; the pips say it to the eye. */
  .die .value {
    ${visuallyHidden}
  }
  /* Set aside (board-kit's diceRow frames and raises it): a label below; focus is a separate ring. */
  .aside-mark {
    position: absolute;
    bottom: -1.35rem;
    left: 0;
    right: 0;
    font-size: 0.75rem;
    color: var(--_fg);
    text-align: center;
  }
  .rolling-0 .face {
    animation: roll-a 420ms ease-out;
  }
  .rolling-1 .face {
    animation: roll-b 420ms ease-out;
  }
  @keyframes roll-a {
    from {
      transform: rotate(-200deg) scale(0.6);
    }
  }
  @keyframes roll-b {
    from {
      transform: rotate(200deg) scale(0.6);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .rolling-0 .face,
    .rolling-1 .face {
      animation: none;
    }
  }
  .blind-note {
    margin: 0;
    font-size: 0.9em;
  }
  .actions {
    display: flex;
    gap: 0.5rem;
    flex-wrap: wrap;
    align-items: center;
  }
  .turn-head,
  .last-round {
    margin: 0.2em 0;
  }
`;

export const revealStyles = css`
  .worth {
    margin: 0;
  }
  .throw-name {
    margin-left: 0.3em;
  }
  .legend summary {
    cursor: pointer;
  }
  .legend ol {
    margin: 0.3rem 0;
    padding-left: 1.5rem;
  }
  .legend-dice,
  .legend-note {
    color: var(--_muted);
  }
  .legend-note {
    font-size: 0.9em;
    margin: 0;
  }
  .reveal,
  .summary {
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
    padding: 0.6rem 0.8rem;
  }
  .reveal h3,
  .summary h3 {
    margin: 0 0 0.4rem;
    font-size: 1.05em;
  }
  .reveal-list {
    list-style: none;
    margin: 0 0 0.4rem;
    padding: 0;
    display: grid;
    gap: 0.3rem;
  }
  .reveal-list li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3em 0.7em;
  }
  .reveal-list li.worst .throw-name,
  .reveal-list li.best .throw-name {
    font-weight: 700;
  }
  .throws {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .why {
    margin: 0.2rem 0;
  }
  button.link {
    min-height: 0;
    border: none;
    padding: 0 0.2em;
    text-decoration: underline;
    color: var(--_accent);
    background: transparent;
  }
`;
