import { css } from '@linaria/core';
import { color, layout, space } from '../../theme/tokens';

/** The error page's way on: a button-like link, so it reads as the next step and not as body text. */
export const homeLink = css`
  display: inline-block;
  font-weight: 600;
  padding: ${space.s} ${space.l};
  border-radius: ${layout.radius};
  background: ${color.brand};
  color: ${color.surface};
  text-decoration: none;

  &:hover {
    background: ${color.brandDark};
  }

  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;
