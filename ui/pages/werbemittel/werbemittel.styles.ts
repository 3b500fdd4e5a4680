import { css } from '@linaria/core';
import { color, layout } from '../../theme/tokens';

/** An article's card: its texts close together, the quantity at the bottom whatever the text above. */
export const article = css`
  p {
    margin: 0;
  }
`;

export const picture = css`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  /* On a phone a full-width picture would push the quantity far down; the SVGs' own background fills the rest. */
  max-height: 12rem;
  object-fit: contain;
  border-radius: ${layout.radius};
  background: ${color.brandLight};
`;

/** The quantity field: narrow, at the bottom of the card whatever the text above. */
export const quantity = css`
  margin-top: auto;

  input {
    max-width: 8rem;
  }
`;
