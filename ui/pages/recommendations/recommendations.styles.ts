import { css } from '@linaria/core';
import { color, font, space } from '../../theme/tokens';

/** Apart from the page's content above it: what else may interest the reader. */
export const related = css`
  margin: ${space.xl} 0;
`;

/** A recommendation's tile, marked on top like the seminar cards. */
export const card = css`
  border-top: 3px solid ${color.brand};
`;

/** Why it is recommended: at the tile's foot, so the reasons of a row line up. */
export const reason = css`
  margin: auto 0 0;
  padding-top: ${space.xs};
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
`;
