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

/** `kbd`: the key beside a button that makes the same decision; `.keys`: the line that lists the keys. */
export const keyHint = css`
  .keys {
    margin: 0;
    font-size: 0.85em;
    color: var(--_muted);
  }
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

/** The accent frame round a sheet, for a board's own selector: `.x { ${framed} }`. */
export const framed = css`
  border: 2px solid var(--_accent);
  border-radius: var(--_radius);
  padding: 0.5rem 0.6rem;
  min-width: 0;
`;

/**
 * `.sheet`: the final score sheet, framed, its table in a `.sheet-wrap` that scrolls sideways on a
 * phone; its heading and cells, numbers to the right.
 */
export const scoreSheet = css`
  .sheet {
    ${framed}
  }
  .sheet-wrap {
    overflow-x: auto;
  }
  .sheet table {
    border-collapse: collapse;
  }
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

/**
 * `.dice`: a row of `.die` buttons, each holding a `dieFace`; `.aside` marks a die set aside (a
 * dashed accent frame, raised and tinted; never colour alone). A page sizes the dice with
 * `--rw-die-size`; a board sets its own default size, padding and gap with `--_die-size`,
 * `--_die-padding` and `--_dice-gap` on its host.
 */
export const diceRow = css`
  .dice {
    display: flex;
    gap: var(--_dice-gap, 0.6rem);
    flex-wrap: wrap;
    padding-bottom: 1.2rem;
  }
  .die {
    position: relative;
    width: var(--rw-die-size, var(--_die-size, 3.5rem));
    height: var(--rw-die-size, var(--_die-size, 3.5rem));
    padding: var(--_die-padding, 0.3rem);
    display: grid;
    place-items: center;
    border: 2px solid transparent;
  }
  .die .face {
    width: 100%;
    height: 100%;
  }
  .die.aside {
    border: 3px dashed var(--_accent);
    transform: translateY(-6px);
  }
  .die.aside .face-bg {
    fill: color-mix(in srgb, var(--_accent) 18%, var(--_bg));
  }
`;
