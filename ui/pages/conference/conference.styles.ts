import { css } from '@linaria/core';
import { color, font, space } from '../../theme/tokens';

/** Termin, Ort, Preis side by side where there is room. */
export const facts = css`
  && {
    gap: ${space.m};
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
`;

/** The programme: time left, talk and speaker right from 768 px. */
export const program = css`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: grid;
    gap: ${space.xs} ${space.l};
    padding: ${space.s} 0;
    border-bottom: 1px solid ${color.border};

    @media (min-width: 768px) {
      grid-template-columns: 14rem 1fr;
    }
  }

  time {
    color: ${color.brandDark};
    font-weight: 600;
  }

  span {
    display: block;
    color: ${color.textMuted};
    font-size: ${font.sizeSmall};
  }
`;
