import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

/** The registration pages: one calm column in the middle, the form in a card, sections as fieldsets. */
export const column = css`
  width: 100%;
  max-width: 46rem;
  margin: 0 auto;
`;

/** A section of the form (a field group) with its legend as large as a section heading. */
export const section = css`
  display: flex;
  flex-direction: column;
  gap: ${space.m};

  && > legend {
    font-size: ${font.sizeH2};
    color: ${color.brandDark};
    margin-bottom: ${space.m};
  }
`;

/** A short choice (the salutation) on a row of its own, not stretched across the card. */
export const narrow = css`
  max-width: 16rem;
`;

export const footer = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.m};
  align-items: center;
  justify-content: space-between;
  border-top: 1px solid ${color.border};
  padding-top: ${space.l};
`;

/** The strength hint under the password: four bars, filled by the score, and the words for it. */
export const strength = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.s};
  min-height: 1.5rem;
  margin: 0;
  font-size: ${font.sizeSmall};
  color: ${color.text};
`;

export const bars = css`
  display: inline-grid;
  grid-template-columns: repeat(4, 2.25rem);
  gap: 3px;
`;

export const bar = css`
  height: 0.375rem;
  border-radius: ${layout.radius};
  background: ${color.border};
`;

export const barWeak = css`
  background: ${color.danger};
`;

export const barFair = css`
  background: ${color.accent};
`;

export const barStrong = css`
  background: ${color.success};
`;

