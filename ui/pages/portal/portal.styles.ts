import { css } from '@linaria/core';
import { space } from '../../theme/tokens';

/** One settings form with its heading; the jump links land here below the sticky header. */
export const settingsSection = css`
  scroll-margin-top: 6rem;
`;

/** A message the user wrote: their line breaks kept. */
export const givenMessage = css`
  white-space: pre-line;
  margin: ${space.xs} 0 0;
`;
