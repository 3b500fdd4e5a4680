import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

/** The dates one under another. */
export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.m};
`;

/** One date: when, what, and its price and links; three columns from 768 px, stacked on a phone. */
export const card = css`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${space.s} ${space.l};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-left: 4px solid ${color.brand};
  border-radius: ${layout.radius};
  padding: ${space.m};

  @media (min-width: 768px) {
    grid-template-columns: 12.5rem 1fr auto;
    align-items: center;
    padding: ${space.m} ${space.l};
  }
`;

export const when = css`
  display: flex;
  flex-direction: column;
  color: ${color.brandDark};

  small {
    color: ${color.textMuted};
  }
`;

export const date = css`
  font-weight: 700;
`;

export const what = css`
  min-width: 0;
`;

export const title = css`
  margin: 0 0 ${space.xs};
  font-size: ${font.sizeLead};
  line-height: 1.3;

  a {
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

export const meta = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
`;

/** The kind of date (Präsenz, Online, Ausbildung) as a small pill before the place. */
export const badge = css`
  display: inline-block;
  margin-right: ${space.s};
  padding: 0 ${space.s};
  border-radius: 999px;
  background: ${color.brandLight};
  color: ${color.brandDark};
  font-size: 0.8125rem;
  font-weight: 600;
`;

export const buy = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.s} ${space.m};

  @media (min-width: 768px) {
    flex-direction: column;
    align-items: flex-end;
  }
`;

export const price = css`
  margin: 0;
  white-space: nowrap;

  small {
    display: block;
    color: ${color.textMuted};
    font-size: ${font.sizeSmall};
  }

  strong {
    font-size: ${font.sizeLead};
  }

  @media (min-width: 768px) {
    text-align: right;
  }
`;

export const calculatorLink = css`
  font-size: ${font.sizeSmall};
  font-weight: 600;
  display: inline-flex;
  align-items: center;
  min-height: 24px;
`;

/** The date's own links (Kostenrechner, reservation) side by side, wrapping on phones. */
export const dateLinks = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space.m};
`;
