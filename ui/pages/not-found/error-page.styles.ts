import { css } from '@linaria/core';
import { primaryButtonLook } from '../../theme/button-look';

/**
 * The error page's way on: a link with the primary button's look, so it reads as the next step
 * and not as body text (the look as text: the error page is in the start-up chunk). It stands in
 * the page's flex column at its own width.
 */
export const homeLink = css`
  ${primaryButtonLook}
  align-self: flex-start;
  text-decoration: none;
`;

/** The hint under the lead (say, where staff log in): spaced by the page's gap, not its own margins. */
export const hint = css`
  margin: 0;
`;
