import { css } from '@linaria/core';
import { color, font, space } from '../../theme/tokens';

export const heading = css`
  font-size: ${font.sizeH1};
  color: ${color.brand};
  margin: ${space.l} 0 ${space.m};
`;

export const sectionHeading = css`
  font-size: ${font.sizeH2};
  color: ${color.brand};
  margin: ${space.l} 0 ${space.s};
`;

export const message = css`
  padding: ${space.s} ${space.m};
  border-left: 4px solid ${color.danger};
  background: ${color.surface};
`;

export const suggestions = css`
  font-size: ${font.sizeLead};
  margin: ${space.s} 0 ${space.m};
`;

export const dates = css`
  margin: 0;
  padding-left: ${space.m};
`;
