import { css } from '@linaria/core';
import { color, font, space } from '../../theme/tokens';

export const page = css`
  padding: ${space.l} 0 ${space.xl};
`;

export const heading = css`
  font-size: ${font.sizeH1};
  color: ${color.brandDark};
  margin: 0 0 ${space.s};
`;

export const lead = css`
  color: ${color.textMuted};
  margin: 0 0 ${space.l};
`;
