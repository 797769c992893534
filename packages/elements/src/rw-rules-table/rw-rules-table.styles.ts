import { css } from 'lit';
import { srOnly, theme } from '@regelwerk/board-kit';
import { tableStyles } from '../shared/table-styles.js';

export const styles = [
  theme,
  srOnly,
  tableStyles,
  css`
    /* Its own layout and paint: a game above it that grows or shrinks only moves the table's
       recorded paint instead of repainting its thousands of cells on every click (the margin
       keeps focus rings and the stale outline). */
    :host {
      contain: layout paint style;
      overflow-clip-margin: 0.5rem;
    }
    .wrap {
      overflow-x: auto;
    }
    /* Tables of an inline text that has since changed, while the new ones are made. */
    .stale {
      outline: 2px dashed var(--_line);
      outline-offset: 2px;
    }
    caption {
      font-weight: 600;
    }
    /* A narrow box shrinks every column to its longest word: the odds headings ("…, best play in 3
       throws") would then stand one word a line, a header row taller than the screen. They keep a
       width that holds a few words a line, and the table scrolls sideways instead. */
    thead th.long {
      min-width: 8.5em;
    }
    /* Short headings stand on the rule above the rows, beside the last line of a long one. */
    thead th {
      vertical-align: bottom;
    }
    /* A chance stays on one line (12.84 %, not 12.84 and % below it); the table scrolls instead. */
    td.num {
      white-space: nowrap;
    }
    /* Dice (1-1-1) never break at their hyphens. */
    .dice {
      white-space: nowrap;
    }
    /* Rows the linked game says decided the moment: marked by colour and by words. */
    tr.decided > * {
      background: color-mix(in srgb, var(--_accent) 14%, var(--_bg));
    }
    .decided-mark {
      font-weight: 400;
      font-size: 0.85em;
    }
    /* Compared rows: a word ("new", "changed") and a bar at the row's start, never colour alone. */
    tr.diff-new > :first-child,
    tr.diff-changed > :first-child {
      box-shadow: inset 4px 0 0 var(--_accent);
      padding-left: 0.5em;
    }
    .diff-mark {
      display: inline-block;
      margin-left: 0.3em;
      padding: 0 0.4em;
      border: 1px solid currentColor;
      border-radius: 0.6em;
      font-size: 0.78em;
      font-weight: 600;
      line-height: 1.4;
      white-space: nowrap;
    }
    .changed-cell {
      text-decoration: underline dotted;
      text-underline-offset: 0.2em;
    }
    .compare-summary {
      margin: 0 0 0.5em;
      font-size: 0.9em;
    }
    ul.others {
      margin: 0.25em 0 0;
      padding-left: 1.4em;
    }
    /* A statement in words may carry a long value without spaces to break at. */
    ul.others li {
      overflow-wrap: anywhere;
    }
    ul.others code {
      font-family: ui-monospace, 'Cascadia Mono', Menlo, monospace;
      font-size: 0.95em;
    }
    pre {
      white-space: pre-wrap;
      font-size: 0.9em;
      border-left: 4px solid var(--_accent);
      padding: 0.5em 0.8em;
      margin: 0;
    }
  `,
];
