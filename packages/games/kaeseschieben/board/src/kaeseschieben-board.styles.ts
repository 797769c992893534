import { framed } from '@regelwerk/board-kit';
import { css } from 'lit';

// Colours are mixed from the theme's foreground, so they darken on a light page and lighten on a
// dark one by themselves: seat colours and cheese keep ≥ 3:1 against the background (graphics),
// and text stays on --_fg / --_muted over faint tints (≥ 4.5:1). Every seat also has a shape and an
// initial, every cube size its own square size and letter: nothing relies on colour alone.
export const boardStyles = css`
  :host {
    --_p0: color-mix(in srgb, #d0602a 70%, var(--_fg));
    --_p1: color-mix(in srgb, #2f6fdf 65%, var(--_fg));
    --_p2: color-mix(in srgb, #2e9a4a 65%, var(--_fg));
    --_p3: color-mix(in srgb, #9b4fd0 65%, var(--_fg));
    --_cheese: color-mix(in srgb, #f4c430 80%, var(--_bg));
    --_cheese-edge: color-mix(in srgb, #a07a00 55%, var(--_fg));
    --_square: color-mix(in srgb, var(--_fg) 5%, var(--_bg));
    --_square-alt: color-mix(in srgb, var(--_fg) 10%, var(--_bg));
    /* Block, not grid: as a grid the host made Chromium lay the nested board grids out again and
       again, some 400 ms per decision at 360 px (a flow layout takes a few ms). */
    display: block;
    background: transparent;
    min-width: 0;
  }
  :host > * + * {
    margin-top: 0.75rem;
  }
  .seat-0 {
    --_seat: var(--_p0);
  }
  .seat-1 {
    --_seat: var(--_p1);
  }
  .seat-2 {
    --_seat: var(--_p2);
  }
  .seat-3 {
    --_seat: var(--_p3);
  }
  svg {
    display: block;
  }
  p {
    margin: 0;
  }
  h3 {
    margin: 0 0 0.3rem;
    font-size: 1.05em;
  }
  .muted,
  .note {
    color: var(--_muted);
  }
  .note {
    font-size: 0.85em;
  }
  /* The grids that stack the board's parts hold their items at the start instead of stretching
     them (nothing of theirs shows the difference: no border, no background): a stretched item is
     laid out a second time at its row's height, with everything inside it; at the start it keeps
     the layout its row was sized with (about half the layout of a click, at both widths). */
  .play {
    display: grid;
    gap: 0.75rem;
    min-width: 0;
    align-items: start;
  }
  .side {
    display: grid;
    gap: 0.75rem;
    align-content: start;
    align-items: start;
    min-width: 0;
  }
  @container (min-width: 40rem) {
    .play {
      grid-template-columns: minmax(0, 3fr) minmax(12rem, 2fr);
    }
  }
  :host {
    container-type: inline-size;
  }

  /* The board and its edges. */
  .board-wrap {
    display: grid;
    gap: 0.4rem;
    min-width: 0;
    align-items: start;
  }
  .frame {
    display: grid;
    grid-template-columns: 1.7rem minmax(0, 1fr) 1.7rem;
    grid-template-rows: 1.9rem auto 1.9rem;
    grid-template-areas: '. north .' 'west grid east' '. south .';
    width: min(100%, 32rem);
    gap: 2px;
  }
  .edge {
    display: flex;
    align-items: center;
    justify-content: center;
    min-width: 0;
    overflow: hidden;
    border-radius: 6px;
    background: color-mix(in srgb, var(--_seat, var(--_line)) 16%, var(--_bg));
    border: 3px solid var(--_seat, var(--_line));
    font-size: 0.85em;
  }
  .edge.empty {
    border-style: dashed;
    border-width: 2px;
    background: transparent;
  }
  .edge-north {
    grid-area: north;
  }
  .edge-south {
    grid-area: south;
  }
  .edge-west {
    grid-area: west;
  }
  .edge-east {
    grid-area: east;
  }
  .edge-text {
    display: flex;
    align-items: center;
    gap: 0.3em;
    white-space: nowrap;
  }
  .edge-west .edge-text,
  .edge-east .edge-text {
    writing-mode: vertical-rl;
  }
  .edge-west .edge-text {
    transform: rotate(180deg);
  }
  .edge .marker {
    width: 1.1em;
    height: 1.1em;
  }
  .edge-count {
    font-weight: 700;
    border: 1px solid var(--_fg);
    border-radius: 999px;
    padding: 0 0.35em;
    font-size: 0.85em;
  }
  .edge-west .edge-count,
  .edge-east .edge-count {
    padding: 0.35em 0;
  }
  .grid {
    grid-area: grid;
    display: grid;
    grid-template-columns: repeat(var(--w, 8), minmax(0, 1fr));
    aspect-ratio: var(--w, 8) / var(--h, 8);
    border: 2px solid var(--_fg);
    border-radius: 4px;
    /* Sized by its column and aspect-ratio alone (size containment): the grids around it no longer
       lay its 64 squares out in each of their sizing passes, and a change inside is laid out from
       here, not from the page. No paint containment: the squares' outlines
       reach into the border. */
    contain: size layout style;
  }
  .cell {
    position: relative;
    display: grid;
    place-items: center;
    background: var(--_square);
    outline: 1px solid var(--_line);
    min-width: 0;
    aspect-ratio: 1;
    /* A square's size is its column's (aspect-ratio 1), never its content's: one layout pass each. */
    contain: size layout style;
  }
  .cell:nth-child(16n + 2),
  .cell:nth-child(16n + 4),
  .cell:nth-child(16n + 6),
  .cell:nth-child(16n + 8),
  .cell:nth-child(16n + 9),
  .cell:nth-child(16n + 11),
  .cell:nth-child(16n + 13),
  .cell:nth-child(16n + 15) {
    background: var(--_square-alt);
  }
  .cell > * {
    grid-area: 1 / 1;
  }
  .cell.trail::before {
    content: '';
    width: 22%;
    height: 22%;
    border-radius: 50%;
    background: var(--_accent);
    opacity: 0.6;
  }
  .cell.current {
    box-shadow: inset 0 0 0 3px var(--_accent);
  }
  /* Cheese: the size of the square and a letter tell the sizes apart. */
  .cube {
    display: grid;
    place-items: center;
    background: var(--_cheese);
    border: 2px solid var(--_cheese-edge);
    border-radius: 3px;
    color: #1d1b16;
    font-weight: 700;
    line-height: 1;
    box-sizing: border-box;
  }
  /* A square's width comes from a ResizeObserver (--_cell on the frame), not from container units:
     the board as a size container made Chromium lay it out again in every pass of the grids around
     it, some 700 ms of layout per click. */
  .grid .cube {
    font-size: calc(var(--_cell, 2.5rem) * 0.32);
  }
  .grid .size-small {
    width: 46%;
    height: 46%;
  }
  .grid .size-medium {
    width: 66%;
    height: 66%;
  }
  .grid .size-large {
    width: 88%;
    height: 88%;
    border-width: 3px;
  }
  .cube.mini {
    font-size: 0.75em;
  }
  .cube.mini.size-small {
    width: 1.3em;
    height: 1.3em;
  }
  .cube.mini.size-medium {
    width: 1.75em;
    height: 1.75em;
  }
  .cube.mini.size-large {
    width: 2.2em;
    height: 2.2em;
  }
  .cell.pushed .cube {
    outline: 3px dashed var(--_fg);
    outline-offset: 1px;
  }
  .cell.moved .cube {
    box-shadow: 0 0 0 3px var(--_accent);
  }
  .mouse {
    width: 74%;
    height: 74%;
    z-index: 1;
  }
  .marker {
    width: 100%;
    height: 100%;
  }
  .marker .shape {
    fill: var(--_seat);
    stroke: var(--_bg);
    stroke-width: 6;
  }
  .marker .initial {
    fill: #fff;
    font-size: 44px;
    font-weight: 700;
    font-family: system-ui, sans-serif;
  }
  .step {
    z-index: 2;
    width: 100%;
    height: 100%;
    min-height: 0;
    padding: 8%;
    border: 2px solid var(--_accent);
    border-radius: 4px;
    background: color-mix(in srgb, var(--_bg) 45%, transparent);
    display: grid;
    place-items: center;
  }
  .step .arrow {
    width: 70%;
    height: 70%;
  }
  .step .arrow path {
    fill: var(--_accent);
    stroke: var(--_bg);
    stroke-width: 4;
  }
  .step.push {
    border-style: double;
    border-width: 4px;
  }
  .step:hover,
  .step:focus-visible {
    background: color-mix(in srgb, var(--_accent) 22%, var(--_bg));
  }
  .preview {
    font-size: 0.9em;
  }

  /* The die. */
  .die-area {
    display: grid;
    gap: 0.35rem;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    padding: 0.5rem 0.6rem;
  }
  .roll-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
  .faces {
    display: inline-flex;
    gap: 0.3em;
  }
  .face-box {
    display: inline-block;
    width: 2.4em;
    height: 2.4em;
  }
  .face-box .face {
    width: 100%;
    height: 100%;
  }
  .face-text {
    fill: var(--_fg);
    font-size: 52px;
  }
  .star .face-bg {
    stroke: var(--_accent);
  }
  .star-rule {
    font-weight: 600;
  }
  .left {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3em;
  }
  .pips {
    display: inline-flex;
    gap: 3px;
  }
  .pips .pip {
    width: 0.7em;
    height: 0.7em;
    border-radius: 50%;
    border: 2px solid var(--_fg);
    background: var(--_fg);
  }
  .pips .pip.used {
    background: transparent;
  }
  .hint {
    font-weight: 600;
  }

  /* The last cube. */
  .last-cube {
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
    padding: 0.5rem 0.6rem;
    display: grid;
    gap: 0.4rem;
  }
  .takes {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  .takes button {
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
    text-align: left;
  }

  /* Players and their cubes. */
  .players ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  .player {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.6rem;
    padding: 0.3rem 0.45rem;
    border-left: 5px solid var(--_seat);
    border-radius: 4px;
  }
  .player.current {
    background: color-mix(in srgb, var(--_seat) 12%, var(--_bg));
  }
  .who {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3em;
  }
  /* Its own item of the line, a small tag (no separator that a phone's line break would put at
     the start of the second line): on a phone the edge and the cubes won share the second line. */
  .player .home-edge {
    font-size: 0.85em;
    padding: 0 0.45em;
    border: 1px solid var(--_line);
    border-radius: 999px;
    white-space: nowrap;
  }
  .who .marker {
    width: 1.3em;
    height: 1.3em;
  }
  .name {
    font-weight: 600;
  }
  .chips {
    list-style: none;
    margin: 0;
    padding: 0;
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25em;
  }
  .chip {
    position: relative;
    display: inline-flex;
    align-items: center;
  }
  .chip .worm-mark {
    position: absolute;
    right: -0.35em;
    bottom: -0.35em;
    width: 1.2em;
    height: 1.2em;
  }
  .worm-body {
    fill: none;
    stroke: var(--_fg);
    stroke-width: 12;
    stroke-linecap: round;
  }
  .worm-head {
    fill: var(--_fg);
  }
  .cube.wormy {
    background: repeating-linear-gradient(45deg, var(--_cheese) 0 4px, color-mix(in srgb, var(--_cheese) 55%, var(--_bg)) 4px 8px);
  }
  .sum {
    font-weight: 600;
  }
  .out {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4em;
    margin-top: 0.4rem;
  }
  .stolen {
    margin-top: 0.3rem;
  }

  /* The sheets. */
  .sheet,
  .match {
    ${framed}
  }
  .table-wrap {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: 0.25em 0.4em;
    border-bottom: 1px solid var(--_line);
    vertical-align: middle;
  }
  .num {
    text-align: right;
  }
  .points {
    font-weight: 700;
  }
`;
