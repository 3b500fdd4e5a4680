import { css } from '@linaria/core';
import { font, space } from '../../theme/tokens';

/** The login: one short column in the middle, like a door rather than a page. */
export const column = css`
  width: 100%;
  max-width: 34rem;
  margin: 0 auto;
`;

/** The address the password is for, with the way to another one. */
export const emailLine = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.s};
  align-items: baseline;
  margin: 0;

  span {
    flex-basis: 100%;
    font-size: ${font.sizeSmall};
    font-weight: 600;
  }

  a {
    font-size: ${font.sizeSmall};
  }
`;
