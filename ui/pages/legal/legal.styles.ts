import { css } from '@linaria/core';
import { color, font, space } from '../../theme/tokens';

export const article = css`
  max-width: 46rem;
  padding-bottom: ${space.xl};
`;

export const heading = css`
  font-size: ${font.sizeH1};
  color: ${color.brandDark};
  margin: ${space.l} 0 ${space.s};
  overflow-wrap: anywhere;
  hyphens: auto;
`;

export const lead = css`
  font-size: ${font.sizeLead};
  color: ${color.textMuted};
`;

export const section = css`
  h2 {
    font-size: ${font.sizeH2};
    color: ${color.brandDark};
    margin: ${space.xl} 0 ${space.s};
  }

  p,
  li {
    overflow-wrap: anywhere;
  }
`;

export const revised = css`
  margin-top: ${space.xl};
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
`;
