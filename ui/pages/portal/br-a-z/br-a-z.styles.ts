import { css } from '@linaria/core';
import { color, font, space } from '../../../theme/tokens';

/** An entry with its teaser stays in one column of the letter's list. */
export const entry = css`
  break-inside: avoid;
  margin-bottom: ${space.s};
`;

export const teaser = css`
  display: block;
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
`;
