import { css } from 'lit';

// Colours are mixed from the theme's foreground, so they darken on a light page and lighten on a
// dark one by themselves: chopsticks and fish keep ≥ 3:1 against the background in both themes
// (graphics), and text stays on --_fg / --_muted over faint tints (≥ 4.5:1).
export const boardStyles = css`
  :host {
    --_blue: color-mix(in srgb, #2f6fdf 60%, var(--_fg));
    --_red: color-mix(in srgb, #d03a2f 60%, var(--_fg));
    --_fish: color-mix(in srgb, #e8742f 65%, var(--_fg));
    --_sushi-tint: color-mix(in srgb, #e8742f 12%, var(--_bg));
    --_bones-tint: color-mix(in srgb, #6f86a0 14%, var(--_bg));
    /* Six dice in a row: smaller and closer than board-kit's diceRow would have them. */
    --_die-size: 3.25rem;
    --_die-padding: 0.25rem;
    --_dice-gap: 0.5rem;
    display: grid;
    gap: 0.75rem;
    background: transparent;
    min-width: 0;
  }
  svg {
    display: block;
  }
  /* The symbols. */
  .face-bg {
    fill: var(--_bg);
    stroke: var(--_fg);
    stroke-width: 5;
  }
  .face-text {
    fill: var(--_fg);
    font-size: 30px;
  }
  .rice {
    fill: var(--_bg);
    stroke: var(--_fg);
    stroke-width: 5;
  }
  .fish {
    fill: var(--_fish);
    stroke: var(--_fg);
    stroke-width: 4;
  }
  .fish-line {
    stroke: var(--_bg);
    stroke-width: 4;
    fill: none;
  }
  .bone-head {
    fill: var(--_fg);
  }
  .bone-line,
  .bone-tail {
    stroke: var(--_fg);
    stroke-width: 6;
    stroke-linecap: round;
    fill: none;
  }
  .stick {
    stroke-width: 9;
    stroke-linecap: round;
    fill: none;
  }
  .sym-blue .stick {
    stroke: var(--_blue);
  }
  .sym-red .stick {
    stroke: var(--_red);
  }
  .stick-joint {
    fill: var(--_bg);
    stroke: var(--_red);
    stroke-width: 5;
  }
  .icon {
    width: 1.4em;
    height: 1.4em;
    flex: none;
  }
  /* Tiles: the picture and the value; sushi and bones differ by picture, sign and tint. */
  .tile {
    display: inline-flex;
    align-items: center;
    gap: 0.1em;
    min-width: 3.1em;
    padding: 0.15em 0.3em;
    border: 2px solid var(--_fg);
    border-radius: 6px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    background: var(--_sushi-tint);
    box-sizing: border-box;
  }
  .tile.bones {
    background: var(--_bones-tint);
    border-style: solid;
    border-radius: 2px;
  }
  .tile.empty {
    border-style: dashed;
    border-color: var(--_line);
    background: transparent;
    font-weight: 400;
    color: var(--_muted);
  }
  .centre {
    display: grid;
    gap: 0.4rem;
  }
  .row {
    display: grid;
    gap: 0.2rem;
  }
  .row-name {
    display: inline-flex;
    align-items: center;
    gap: 0.3em;
    font-weight: 600;
  }
  .row-empty {
    margin: 0;
    color: var(--_muted);
  }
  .tiles {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.15rem;
  }
  .tiles .tile {
    min-width: 2.5em;
    justify-content: center;
  }
  .tiles li {
    display: grid;
    justify-items: center;
    padding: 1px;
    border: 3px solid transparent;
    border-radius: 8px;
  }
  .tiles .pos {
    font-size: 0.75em;
    color: var(--_muted);
  }
  /* A tile a legal take would take: an accent frame and a raised look, not colour alone. */
  .tiles li.offered {
    cursor: pointer;
    border-color: var(--_accent);
    border-style: double;
  }
  .tiles li.offered .pos {
    color: var(--_fg);
    font-weight: 700;
  }
  .muted,
  .throws {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .stacks {
    display: inline-flex;
    gap: 0.6rem;
    flex-wrap: wrap;
  }
  .stack {
    display: inline-flex;
    align-items: center;
    gap: 0.25em;
    padding: 2px;
    border: 3px solid transparent;
    border-radius: 8px;
  }
  /* A stack of more than one tile shows an edge below its top tile. */
  .stack.deep .tile {
    box-shadow:
      3px 3px 0 -1px var(--_bg),
      3px 3px 0 1px var(--_fg);
  }
  .stack.target {
    border-color: var(--_accent);
    border-style: double;
  }
  .height {
    font-size: 0.9em;
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }
  .die:disabled {
    opacity: 1;
  }
  .die:disabled:not(.aside) .face {
    opacity: 0.85;
  }
  .cap {
    position: absolute;
    bottom: -1.3rem;
    left: -0.3rem;
    right: -0.3rem;
    font-size: 0.75rem;
    text-align: center;
    color: var(--_muted);
  }
  /* Room above the row for the marks of lifted dice: they stood on the seat box above. */
  .dice {
    padding-top: 1.1rem;
  }
  .aside-mark {
    position: absolute;
    top: -0.9rem;
    left: -0.3rem;
    right: -0.3rem;
    font-size: 0.7rem;
    text-align: center;
    color: var(--_fg);
    background: var(--_bg);
    line-height: 1;
  }
  .counts,
  .hint,
  .note,
  .why {
    margin: 0;
  }
  .hint,
  .note {
    color: var(--_muted);
    font-size: 0.92em;
  }
  .actions {
    display: flex;
    gap: 0.6rem;
    flex-wrap: wrap;
    align-items: center;
  }
  .offers {
    display: grid;
    gap: 0.4rem;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    padding: 0.5rem 0.6rem;
  }
  .offers.forced {
    border: 2px solid var(--_accent);
  }
  .offers h3 {
    margin: 0;
    font-size: 1em;
  }
  .offer-list,
  .steal-group {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  .offer {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
    text-align: left;
  }
  .last-turn {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3em;
  }
  .mini-dice {
    display: inline-flex;
    gap: 0.15em;
  }
  .mini-die {
    display: inline-block;
    width: 1.5em;
    height: 1.5em;
  }
  .mini-die .face {
    width: 100%;
    height: 100%;
  }
  .stack-cell {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2em;
  }
  .stack-cell .tile {
    min-width: 2.3em;
    justify-content: center;
    font-size: 0.9em;
  }
  .struck {
    text-decoration: none;
    position: relative;
    display: inline-block;
  }
  /* Worthless sushi: struck through by a line across the tile, and faded. */
  .struck::after {
    content: '';
    position: absolute;
    left: -2px;
    right: -2px;
    top: 50%;
    border-top: 3px solid var(--_fg);
    transform: rotate(-14deg);
  }
  .tile.worthless .v {
    text-decoration: line-through;
  }
  .total {
    font-weight: 700;
  }
`;
