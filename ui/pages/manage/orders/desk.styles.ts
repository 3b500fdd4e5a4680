import { css } from '@linaria/core';
import { color, font, space } from '../../../theme/tokens';

/** The dashboard's figures side by side, wrapping on a phone. */
export const figures = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.m};
  margin: 0 0 ${space.l};
  padding: 0;
  list-style: none;

  li {
    flex: 1 1 10rem;
    padding: ${space.m};
    border: 1px solid ${color.border};
    border-radius: 6px;
    background: ${color.surface};
  }

  strong {
    display: block;
    font-size: ${font.sizeH2};
    color: ${color.brandDark};
  }
`;

/** Label and value pairs of an order (address, reference, notes). */
export const facts = css`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${space.xs} ${space.m};
  margin: 0 0 ${space.l};

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

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
