import { css } from 'lit';

/** The cells of the elements' tables (the rules table, the editor's comparison): ruled rows, numbers to the right. */
export const tableCellStyles = css`
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
