import { css } from '@linaria/core';
import { color, space } from '../../../theme/tokens';

/** The venue's picture on its back-office page: a preview, never wider than the card. */
export const picture = css`
  display: block;
  max-width: min(100%, 32rem);
  height: auto;
  margin: 0 0 ${space.m};
  border: 1px solid ${color.border};
`;
