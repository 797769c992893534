import { css } from 'lit';

/** The elements' tables (the rules table, the editor's comparison): full width, figures in columns, ruled rows, numbers to the right. */
export const tableStyles = css`
  table {
    border-collapse: collapse;
    width: 100%;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    padding-bottom: 0.4em;
  }
  th,
  td {
    border-bottom: 1px solid var(--_line);
    padding: 0.3em 0.6em 0.3em 0;
    text-align: left;
    vertical-align: top;
  }
  .num {
    text-align: right;
  }
`;
