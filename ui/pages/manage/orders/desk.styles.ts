import { css } from '@linaria/core';
import { color, font, space } from '../../../theme/tokens';

export const history = css`
  margin: 0 0 ${space.l};
  padding-left: ${space.l};

  li {
    margin-bottom: ${space.xs};
    overflow-wrap: anywhere;
  }

  time {
    color: ${color.textMuted};
    margin-right: ${space.s};
  }
`;

/** The fee before a cancellation: what staff must see before they confirm. */
export const fee = css`
  font-size: ${font.sizeLead};
  font-weight: 700;
  color: ${color.brandDark};
`;
