import { visuallyHidden } from '@regelwerk/board-kit';
import { css, unsafeCSS } from 'lit';

/** Each sector colour id (`COLOURS` of @regelwerk/okudos) and the hue the board gives it. */
const HUES: Readonly<Record<string, string>> = {
  red: '#e0503c',
  orange: '#f08a24',
  yellow: '#e8c820',
  green: '#4caf50',
  teal: '#26a69a',
  blue: '#3f7fe0',
  violet: '#8e5cd9',
  pink: '#e06aa8',
  brown: '#9a7350',
};
/** A class `c-<colour>` a sector's cells and swatches wear: the hue they are tinted with. */
const hueRules = unsafeCSS(Object.entries(HUES).map(([colour, hue]) => `.c-${colour} { --_hue: ${hue}; }`).join('\n'));

// Sector tints are a hue mixed faintly into the theme's background, so text in --_fg keeps its
// contrast on them in both themes; a sector's letter (and its place on the board) tells it apart
// without colour. The viewer's own sectors are striped, a chosen chip's cells get a dashed ring,
// irregular chips a double ring and "!": none of these cues is colour alone.
export const boardStyles = css`
  :host {
    --_warn: color-mix(in srgb, #d0302f 70%, var(--_fg));
    display: grid;
    gap: 0.75rem;
    background: transparent;
    min-width: 0;
  }
  ${hueRules}
  /* The board takes the full width it is given, up to a comfortable size; cells stay square. */
  .grid-wrap {
    container-type: inline-size;
    width: 100%;
    max-width: 30rem;
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(var(--n, 9), minmax(0, 1fr));
    grid-template-rows: repeat(var(--n, 9), minmax(0, 1fr));
    border: 2px solid var(--_fg);
    border-radius: 4px;
    overflow: hidden;
    font-size: calc(100cqi / var(--n, 9) * 0.46);
    font-variant-numeric: tabular-nums;
    user-select: none;
    /* n × n square cells make a square: sized by its width alone (size containment), so the grids
       and the size container around it never lay its cells out in their sizing passes, and a
       change inside is laid out from here rather than from the page. */
    aspect-ratio: 1;
    contain: size layout style;
  }
  .row {
    display: contents;
  }
  /* A cell stacks what it shows in its one grid area (number or chip, the sector's letter, the
     ring, the bold copy, the "!"), none of it positioned: a positioned box, an opacity below 1 or
     layout containment gives the box a paint layer of its own, and with three of them in each of
     the 81 cells (on both boards of the page) every hit test of a click and every paint walked
     some 500 layers (about a third of a click's time). */
  .cell {
    aspect-ratio: 1;
    display: grid;
    place-items: center;
    box-sizing: border-box;
    border-right: 1px solid var(--_line);
    border-bottom: 1px solid var(--_line);
    background: color-mix(in srgb, var(--_hue, transparent) 24%, var(--_bg));
    cursor: default;
    min-width: 0;
    /* A cell's size is its column's (aspect-ratio 1), never its content's: one layout pass each. */
    contain: size style;
  }
  .cell > *,
  .cell::before,
  .cell::after {
    grid-area: 1 / 1;
  }
  .cell.edge-r {
    border-right: 2px solid var(--_fg);
  }
  .cell.edge-b {
    border-bottom: 2px solid var(--_fg);
  }
  /* The viewer's own sectors: stripes of a stronger tint. */
  .cell.mine,
  .swatch.mine {
    background: repeating-linear-gradient(
      135deg,
      color-mix(in srgb, var(--_hue) 24%, var(--_bg)) 0 5px,
      color-mix(in srgb, var(--_hue) 44%, var(--_bg)) 5px 8px
    );
  }
  .cell:focus {
    outline: none;
  }
  .cell:focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: -3px;
    z-index: 1;
  }
  .cell.legal,
  .cell.irregular {
    cursor: pointer;
  }
  /* The text colour at 90 % (an opacity would make a layer). */
  .printed {
    color: color-mix(in srgb, var(--_fg) 90%, transparent);
  }
  .letter {
    align-self: start;
    justify-self: start;
    margin: 1px 0 0 2px;
    font-size: 0.5em;
    line-height: 1;
    font-weight: 700;
    color: var(--_fg);
  }
  /* Where the chosen chip may go: a dashed ring the size of a chip. Every cell has the ring, seen
     only where legal: choosing a chip repaints those cells and makes no boxes (nothing to lay out). */
  .cell::after {
    content: '';
    width: 76%;
    height: 76%;
    box-sizing: border-box;
    border: 2px dashed transparent;
    border-radius: 50%;
    pointer-events: none;
  }
  .cell.legal::after {
    border-color: var(--_accent);
  }
  /* Where the chosen chip may go its printed number is bold: a bold copy lies on the number in every
     empty cell, seen only where legal (a change of colour; as a change of font-weight, choosing a
     chip laid out the text of every cell it marked again). */
  .cell:not([data-chip])::before {
    content: attr(data-printed) / '';
    font-weight: 700;
    color: transparent;
    pointer-events: none;
  }
  .cell.legal .printed {
    color: transparent;
  }
  .cell.legal:not([data-chip])::before {
    color: color-mix(in srgb, var(--_fg) 90%, transparent);
  }
  .chip {
    display: grid;
    place-items: center;
    width: 82%;
    aspect-ratio: 1;
    border-radius: 50%;
    border: 2px solid var(--_fg);
    background: var(--_bg);
    color: var(--_fg);
    font-weight: 800;
    font-size: 1.05em;
    box-sizing: border-box;
    box-shadow: 0 1px 0 1px color-mix(in srgb, var(--_fg) 35%, transparent);
  }
  .cell.last .chip {
    border: 3px solid var(--_accent);
  }
  .cell.irregular .chip {
    border: 3px double var(--_warn);
    color: var(--_warn);
  }
  /* Drawn after the chip (order: it comes first in the cell). */
  .cell.irregular::before {
    content: '!';
    order: 1;
    align-self: start;
    justify-self: end;
    margin-right: 2px;
    font-size: 0.6em;
    font-weight: 800;
    color: var(--_warn);
    line-height: 1;
  }
  .hand {
    display: grid;
    gap: 0.4rem;
  }
  .hand h3 {
    margin: 0;
    font-size: 1em;
  }
  .chips,
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .hand-chip {
    width: 2.9rem;
    height: 2.9rem;
    padding: 0;
    border-radius: 50%;
    border: 2px solid var(--_fg);
    font-weight: 800;
    font-size: 1.2em;
    font-variant-numeric: tabular-nums;
  }
  /* The chosen chip's ring is 3 px: its 2 px border and a 1 px inset shadow (a wider border would
     lay the chip out again). */
  .hand-chip.chosen {
    border-color: var(--_accent);
    background: color-mix(in srgb, var(--_accent) 18%, var(--_bg));
    transform: translateY(-4px);
    box-shadow:
      inset 0 0 0 1px var(--_accent),
      0 4px 0 -1px var(--_accent);
  }
  .mine {
    display: grid;
    gap: 0.25rem;
    margin: 0;
  }
  .mine ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem 1rem;
  }
  .mine li {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
  }
  .swatch {
    display: inline-grid;
    place-items: center;
    width: 1.6em;
    height: 1.6em;
    border: 1px solid var(--_fg);
    border-radius: 3px;
    font-size: 0.85em;
    font-weight: 700;
    margin-right: 0.35em;
    background: color-mix(in srgb, var(--_hue, transparent) 24%, var(--_bg));
    flex: none;
  }
  .counts {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 1.2rem;
  }
  .meta {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 0.2em 0.8em;
  }
  .muted {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .note,
  .keys {
    margin: 0;
    color: var(--_muted);
    font-size: 0.9em;
  }
  /* The board keeps its height from click to click: a status line that wraps to a second line
     when a chip is chosen, the discard hint and the key line that come and go would otherwise move
     everything below the board (the chart, the table, the text), which the browser then lays out
     and paints again, some 50 px lower, after every click. So the status has room for two lines (three on a phone),
     and a hint or key line that does not apply now keeps its place, unseen and unread. */
  .status {
    min-height: 2lh;
  }
  @media (max-width: 40rem) {
    .status {
      min-height: 3lh;
    }
  }
  .idle {
    visibility: hidden;
  }
  .last-turn {
    margin: 0;
  }
  /* board-kit's scoreSheet frames it; narrower at the sides, for nine columns on a phone. */
  .sheet {
    padding: 0.5rem 0.4rem;
  }
  .sheet-wrap {
    container-type: inline-size;
  }
  /* On a phone the sector's letter alone names its line (its colour is the swatch's). */
  @container (max-width: 22rem) {
    .sheet .cname {
      display: none;
    }
    .sheet table {
      width: 100%;
      table-layout: fixed;
    }
    .sheet thead th {
      vertical-align: bottom;
      font-size: 0.85em;
    }
    .sheet tr > :first-child {
      width: 2.2em;
    }
    .sheet .head-sector {
      ${visuallyHidden}
    }
  }
  .sheet table {
    font-size: 0.92em;
  }
  .sheet tbody th {
    font-weight: 400;
    white-space: nowrap;
  }
  .sheet .swatch {
    width: 1.4em;
    height: 1.4em;
    margin-right: 0.25em;
  }
  .sheet tfoot th,
  .total {
    font-weight: 700;
  }
  .sheet th.won {
    text-decoration: underline;
  }
  .star {
    color: var(--_accent);
  }
`;
