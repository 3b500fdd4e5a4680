import { css } from '@linaria/core';

/** Legal texts carry long addresses and compounds: they break rather than widen a phone's page. */
export const section = css`
  p,
  li {
    overflow-wrap: anywhere;
  }
`;
