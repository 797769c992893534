import { css } from 'lit';

/**
 * Declarations that keep an element out of sight but not out of the page (screen readers, tests
 * and screen magnifiers still find it); for a board's own selector: `.x { ${visuallyHidden} }`.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** `.sr`: text for screen readers (and tests) only. */
export const srOnly = css`
  .sr {
    ${visuallyHidden}
  }
`;
