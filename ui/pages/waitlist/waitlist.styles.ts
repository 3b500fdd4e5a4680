import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const page = css`
  padding: ${space.l} 0 ${space.xl};
  max-width: 44rem;
`;

export const heading = css`
  font-size: ${font.sizeH1};
  color: ${color.brandDark};
  margin: 0 0 ${space.m};
`;

export const lead = css`
  font-size: ${font.sizeLead};
  margin: 0 0 ${space.l};
`;

export const link = css`
  color: ${color.brand};
  font-weight: 600;
`;

/** Label and value side by side from 768 px, stacked on a phone. */
export const facts = css`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${space.xs} ${space.m};
  margin: 0 0 ${space.l};
  padding: ${space.m};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};

  dt {
    font-weight: 600;
    color: ${color.textMuted};
  }

  dd {
    margin: 0 0 ${space.s};
  }

  @media (min-width: 768px) {
    grid-template-columns: 10rem 1fr;

    dd {
      margin: 0;
    }
  }
`;

export const deadline = css`
  font-weight: 600;
  color: ${color.brandDark};
  margin: 0 0 ${space.m};
`;

/** The offer's form: only its button (and the message when the offer is gone). */
export const accept = css`
  display: grid;
  gap: ${space.m};
  justify-items: start;
`;
