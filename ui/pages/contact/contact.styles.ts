import { css } from '@linaria/core';
import { color, font, space } from '../../theme/tokens';

export const page = css`
  max-width: 46rem;
`;

export const heading = css`
  font-size: ${font.sizeH1};
  color: ${color.brandDark};
  margin: ${space.l} 0 ${space.s};
`;

export const lead = css`
  font-size: ${font.sizeLead};
  color: ${color.textMuted};

  a {
    color: ${color.brand};
  }
`;

/** The fields one under another; the form parts bring their own look (ui/forms). */
export const form = css`
  display: grid;
  gap: ${space.m};
`;

/** The thanks take the focus after sending (read out); the notice shows it, no extra ring. */
export const thanks = css`
  margin-bottom: ${space.xl};

  &:focus {
    outline: none;
  }
`;
