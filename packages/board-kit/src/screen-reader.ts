import { css } from 'lit';

/** `.sr`: text for screen readers (and tests) only, kept out of sight but not out of the page. */
export const srOnly = css`
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
