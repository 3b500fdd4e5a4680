import { css } from '@linaria/core';
import { color, font } from './tokens';

/** Where a page sits (Seminare › Rubrik › Seminar) or the way back to its list: small and quiet. */
export const breadcrumbs = css`
  margin: 0;
  font-size: ${font.sizeSmall};
  color: ${color.textMuted};
`;
