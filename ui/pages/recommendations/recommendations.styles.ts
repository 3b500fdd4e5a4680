import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

/** In the seminar page's start-up chunk: its own classes, so no layout part's module travels with it. */
export const related = css`
  margin: ${space.xl} 0;
`;

export const heading = css`
  font-size: ${font.sizeH2};
  color: ${color.brandDark};
  margin: 0 0 ${space.m};
`;

/** min(100%, …): a card never forces the page wider than a 390 px phone. */
export const cards = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${space.m};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const card = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-top: 3px solid ${color.brand};
  border-radius: ${layout.radius};
  padding: ${space.m};
  overflow-wrap: anywhere;
`;

export const kind = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
  font-weight: 600;
`;

export const title = css`
  margin: 0;
  font-size: ${font.sizeLead};
  line-height: 1.3;
  hyphens: auto;

  a {
    color: ${color.brand};
  }
`;

export const teaser = css`
  margin: 0;
  font-size: ${font.sizeSmall};
`;

export const reason = css`
  margin: auto 0 0;
  padding-top: ${space.xs};
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
`;
