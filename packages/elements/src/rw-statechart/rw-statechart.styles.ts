import { css } from 'lit';
import { theme } from '@regelwerk/board-kit';

// Sizes are CSS px at zoom 1 (the layout, made at build time, uses the same): state labels 14 px,
// compound titles 13 px, transition labels 12 px. The SVG is drawn at its own size and scrolls
// inside its viewport; it is never scaled down to fit, except by the reader's own zoom.
export const styles = [
  theme,
  css`
    /* Secondary text mixed from the text and background colours, so that it keeps its contrast
       when a page sets only --rw-fg and --rw-bg (say, a light element on a dark page). */
    :host {
      --_muted: var(--rw-muted, color-mix(in srgb, var(--_fg) 72%, var(--_bg)));
      /* Its own layout and paint: a move of the game beside it no longer lays out or repaints the
         chart, and a highlight in it repaints the chart alone (the margin keeps focus rings). */
      contain: layout paint style;
      overflow-clip-margin: 0.5rem;
    }
    figure {
      margin: 0;
    }
    .bar {
      display: flex;
      gap: 0.5rem;
      align-items: center;
      flex-wrap: wrap;
      margin: 0.5rem 0;
    }
    figcaption.bar {
      justify-content: space-between;
      align-items: flex-start;
    }
    output {
      min-width: 5.5em;
      text-align: center;
      font-variant-numeric: tabular-nums;
      color: var(--_muted);
    }
    .viewport {
      overflow: auto;
      max-height: var(--rw-chart-height, min(70vh, 36rem));
      border: 1px solid var(--_line);
      border-radius: var(--_radius);
      cursor: grab;
      user-select: none;
      -webkit-user-select: none;
      touch-action: pan-x pan-y;
      overscroll-behavior: contain;
      /* Its own compositor layer: following the game scrolls it smoothly without repainting the
         chart in every frame of the scroll. (No fade on the states' fill either: as an SVG fill it
         ran on the main thread, some 15 repaints of the chart after every move.) */
      will-change: scroll-position;
    }
    svg {
      display: block;
      margin: 0 auto;
      font-size: 14px;
    }
    .state rect {
      fill: var(--_bg);
      stroke: var(--_line);
      stroke-width: 1.5;
    }
    .state.atomic rect,
    .state.final rect {
      stroke: color-mix(in srgb, var(--_fg) 45%, var(--_bg));
    }
    .state.compound rect {
      fill: color-mix(in srgb, var(--_line) 22%, var(--_bg));
    }
    .state.compound text {
      font-weight: 700;
      font-size: 13px;
    }
    .state text {
      fill: var(--_fg);
    }
    .state.active rect {
      stroke: var(--_accent);
      stroke-width: 3;
    }
    .state.active.atomic rect,
    .state.active.final rect {
      fill: color-mix(in srgb, var(--_accent) 22%, var(--_bg));
    }
    /* A state the last step passed through: outlined; lit while the step is replayed. */
    .state.passed rect {
      stroke: var(--_accent);
      stroke-dasharray: 6 4;
      stroke-width: 2;
    }
    .state.flash rect {
      fill: color-mix(in srgb, var(--_accent) 40%, var(--_bg));
      stroke-dasharray: none;
      stroke-width: 3;
    }
    .state.selected rect {
      stroke-width: 3;
    }
    .state:focus {
      outline: none;
    }
    .state:focus-visible rect {
      stroke: var(--_fg);
      stroke-width: 4;
      stroke-dasharray: none;
    }
    .dot,
    marker path {
      fill: var(--_muted);
    }
    .edge {
      fill: none;
      stroke: var(--_muted);
      stroke-width: 1.25;
    }
    .label-box {
      fill: var(--_bg);
    }
    .edge-label {
      fill: var(--_muted);
      font-size: 12px;
    }
    /* Transitions an event can take now, and those the last step took. */
    .now .edge,
    .taken .edge {
      stroke: var(--_accent);
      stroke-width: 2.5;
    }
    .taken .edge {
      stroke-dasharray: 6 4;
    }
    .now .edge-label {
      fill: var(--_accent);
      font-weight: 700;
    }
    .now .label-box {
      stroke: var(--_accent);
    }
    .description {
      flex: 1 1 20rem;
    }
    .legend {
      flex: 1 1 100%;
      margin: 0;
      color: var(--_muted);
      font-size: 0.9em;
    }
    /* Keys of the legend: the active state, a transition possible now, the last step. */
    .key {
      display: inline-block;
      width: 1.6em;
      height: 0.9em;
      vertical-align: -0.1em;
      border: 3px solid var(--_accent);
      border-radius: 4px;
      background: color-mix(in srgb, var(--_accent) 22%, var(--_bg));
    }
    .key.k1 {
      height: 0;
      border-width: 2px 0 0;
      border-radius: 0;
      vertical-align: 0.3em;
    }
    .key.k2 {
      height: 0;
      border-width: 2px 0 0;
      border-style: dashed;
      border-radius: 0;
      vertical-align: 0.3em;
    }
    .description p {
      margin: 0 0 0.35rem;
    }
    .unsure {
      color: var(--_muted);
    }
  `,
];
