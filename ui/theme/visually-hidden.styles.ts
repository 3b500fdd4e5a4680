import { css } from '@linaria/core';

/**
 * Text for screen readers only (which date a repeated "In den Warenkorb" is for, a count's
 * words): the one definition every part uses.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
`;
