import { css } from '@linaria/core';

/** Words that belong together on one line (a narrow screen breaks elsewhere, never inside them). */
export const noWrap = css`
  white-space: nowrap;
`;

/** An `<address>` read as plain text, not in the browser's italics (a hotel's, an invoice address). */
export const upright = css`
  font-style: normal;
`;
