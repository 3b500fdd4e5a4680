import { css } from '@linaria/core';

/** Words that belong together on one line (a narrow screen breaks elsewhere, never inside them). */
export const noWrap = css`
  white-space: nowrap;
`;
