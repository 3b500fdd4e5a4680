import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

/** The registration pages: one calm column, the form in a card, sections as fieldsets. */
export const page = css`
  max-width: 46rem;
  margin: 0 auto;
  padding: ${space.l} 0 ${space.xl};
  min-width: 0;
`;

export const heading = css`
  font-size: ${font.sizeH1};
  color: ${color.brandDark};
  margin: 0 0 ${space.s};
  overflow-wrap: anywhere;
`;

export const lead = css`
  color: ${color.textMuted};
  font-size: ${font.sizeLead};
  margin: 0 0 ${space.l};
`;

/** The first sentence inside a card: as large as the lead, without its outer margin. */
export const intro = css`
  margin: 0;
  font-size: ${font.sizeLead};
`;

export const form = css`
  display: flex;
  flex-direction: column;
  gap: ${space.l};
`;

export const section = css`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.m};

  & > legend {
    font-size: ${font.sizeH2};
    font-weight: 600;
    color: ${color.brandDark};
    padding: 0;
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

export const smallPrint = css`
  margin: 0;
  font-size: ${font.sizeSmall};
  color: ${color.textMuted};

  a {
    color: ${color.brand};
  }
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

/** The address the mail went to, as it must be read: large, never cut off. */
export const address = css`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const steps = css`
  margin: 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: ${space.s};
`;
