import { css } from 'lit';

/**
 * The parts every board has and styles alike, written once: a board lists the ones it uses in
 * its `styles` before its own, so its own rules still come last.
 */

/** `.status`: the line that says whose turn it is; focused after a decision, ringed only for the keyboard. */
export const statusLine = css`
  .status {
    font-weight: 600;
  }
  .status:focus {
    outline: none;
  }
  .status:focus-visible {
    outline: 3px solid var(--_accent);
  }
`;

/** `kbd`: the key beside a button that makes the same decision. */
export const keyHint = css`
  kbd {
    font: inherit;
    font-size: 0.75em;
    border: 1px solid var(--_line);
    border-radius: 4px;
    padding: 0 0.3em;
    margin-left: 0.3em;
    color: var(--_muted);
  }
`;

/** `.game-over`: the line that names the winner. */
export const gameOver = css`
  .game-over {
    margin: 0;
    font-size: 1.15em;
    font-weight: 700;
  }
`;

/** `.sheet`: the final score sheet's heading and cells, numbers to the right. */
export const scoreSheet = css`
  .sheet h3 {
    margin: 0 0 0.3rem;
    font-size: 1.05em;
  }
  .sheet th,
  .sheet td {
    text-align: left;
    padding: 0.25em 0.3em;
    border-bottom: 1px solid var(--_line);
    vertical-align: middle;
  }
  .sheet .num {
    text-align: right;
  }
`;

/** A round badge (`.badge`) beside a name: a small outlined word such as "loses" or "wins". */
export const badge = css`
  .badge {
    font-size: 0.8em;
    border: 1px solid var(--_fg);
    border-radius: 999px;
    padding: 0 0.5em;
  }
`;

/** A final sheet's winners: their row's heading in bold, its badge (`badge`) in the normal weight. */
export const winnerMarks = css`
  ${badge}
  tr.won th {
    font-weight: 700;
  }
  .badge {
    font-weight: 400;
  }
`;

/** A die drawn by `dieFace`: its face outlined in the text colour, its pips filled with it. */
export const dieFaceStyles = css`
  .face-bg {
    fill: var(--_bg);
    stroke: var(--_fg);
    stroke-width: 5;
  }
  .pip {
    fill: var(--_fg);
  }
`;
