import { css } from '@linaria/core';
import { space } from '../../theme/tokens';

/** The offer's form: only its button (and the message when the offer is gone), the button at its own width. */
export const accept = css`
  display: grid;
  gap: ${space.m};
  justify-items: start;
`;
