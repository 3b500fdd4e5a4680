import { css } from '@linaria/core';

/** A hotel's address reads as plain text, not in the browser's italics. */
export const address = css`
  font-style: normal;
`;
