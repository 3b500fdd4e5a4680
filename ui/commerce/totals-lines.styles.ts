import { css } from '@linaria/core';
import { color } from '../theme/tokens';

/** What the customer saves reads as good news. */
export const saving = css`
  color: ${color.success};
`;

/** A part of the total, indented under it: it explains the total, it does not add to it. */
export const share = css`
  padding-left: 1em;
  font-size: 0.95em;
`;
