import { css } from 'lit';
import { theme } from '@regelwerk/board-kit';

export const styles = [
  theme,
  css`
    figure {
      margin: 0;
    }
    .wrap {
      overflow: auto;
      border: 1px solid var(--_line);
      border-radius: var(--_radius);
    }
    svg {
      display: block;
      min-width: 640px;
      width: 100%;
      height: auto;
      font-size: 12px;
    }
    .state rect {
      fill: var(--_bg);
      stroke: var(--_line);
      stroke-width: 1.2;
    }
    .state.compound rect {
      fill: color-mix(in srgb, var(--_line) 18%, var(--_bg));
    }
    .state.active rect {
      stroke: var(--_accent);
      stroke-width: 3;
    }
    .state.active.atomic rect,
    .state.active.final rect {
      fill: color-mix(in srgb, var(--_accent) 25%, var(--_bg));
    }
    .state.selected rect {
      stroke-dasharray: 5 3;
    }
    .state:focus {
      outline: none;
    }
    .state:focus-visible rect {
      stroke: var(--_accent);
      stroke-width: 4;
    }
    .state text {
      fill: var(--_fg);
    }
    .edge {
      fill: none;
      stroke: var(--_muted);
    }
    .edge-label {
      fill: var(--_muted);
      font-size: 10px;
    }
    .arrow {
      fill: var(--_muted);
    }
    .bar {
      display: flex;
      gap: 0.75rem;
      align-items: center;
      justify-content: space-between;
      margin-top: 0.5rem;
      flex-wrap: wrap;
    }
    .description {
      margin: 0;
    }
  `,
];
