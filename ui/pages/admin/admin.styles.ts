import { css } from '@linaria/core';
import { font, space } from '../../theme/tokens';

/** The first line of a refusal notice that lists the problems under it. */
export const problemsHeading = css`
  font-size: ${font.sizeLead};
  margin: 0 0 ${space.s};
`;
