import { css } from '@linaria/core';
import { primaryButtonLook } from '../../theme/button-look';

/**
 * The error page's way on: a link with the primary button's look, so it reads as the next step
 * and not as body text (the look as text: the error page is in the start-up chunk).
 */
export const homeLink = css`
  ${primaryButtonLook}
  display: inline-block;
  text-decoration: none;
`;
