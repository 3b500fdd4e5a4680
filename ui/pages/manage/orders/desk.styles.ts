import { css } from '@linaria/core';
import { color, font, space } from '../../../theme/tokens';

/** The actions of a participant, or of the order: buttons and links in a row. */
export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s} ${space.m};
  margin: 0;
  padding: 0;
  list-style: none;
`;

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
