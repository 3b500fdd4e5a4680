import { css } from '@linaria/core';
import { color, layout } from '../../../theme/tokens';

/** A photo in its tile: cut to one height, so the tiles of a row line up. */
export const image = css`
  display: block;
  width: 100%;
  height: 10rem;
  object-fit: cover;
  border-radius: ${layout.radius};
  background: ${color.page};
`;

export const confirmImage = css`
  display: block;
  max-width: 100%;
  width: 20rem;
  height: auto;
  border-radius: ${layout.radius};
`;
