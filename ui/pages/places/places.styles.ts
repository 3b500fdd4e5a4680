import { css } from '@linaria/core';
import { layout, space } from '../../theme/tokens';

/** The hotel's picture: as wide as the text column at most, never wider than the screen. */
export const picture = css`
  display: block;
  max-width: min(100%, 48rem);
  height: auto;
  margin: 0 0 ${space.l};
  border-radius: ${layout.radius};
`;
