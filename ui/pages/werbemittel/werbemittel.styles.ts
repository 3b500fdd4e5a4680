import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const page = css`
  max-width: ${layout.maxWidth};
`;

export const heading = css`
  font-size: ${font.sizeH1};
  color: ${color.brandDark};
  margin: ${space.l} 0 ${space.s};
`;

export const lead = css`
  font-size: ${font.sizeLead};
  color: ${color.textMuted};
  max-width: 46rem;
`;

export const topLinks = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space.s} ${space.m};

  a {
    color: ${color.brand};
  }
`;

export const sectionHeading = css`
  font-size: ${font.sizeH2};
  color: ${color.brandDark};
  margin: ${space.l} 0 ${space.m};
`;

/** The articles: as many columns as fit, one on a phone. */
export const articles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${space.m};
`;

export const article = css`
  display: flex;
  flex-direction: column;
  gap: ${space.s};
  padding: ${space.m};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};

  h3 {
    font-size: ${font.sizeLead};
    color: ${color.brandDark};
    margin: 0;
  }

  p {
    margin: 0;
  }
`;

export const picture = css`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  /* On a phone a full-width picture would push the quantity far down; the SVGs' own background fills the rest. */
  max-height: 12rem;
  object-fit: contain;
  border-radius: ${layout.radius};
  background: ${color.brandLight};
`;

export const stock = css`
  font-size: ${font.sizeSmall};
  color: ${color.success};
  font-weight: 600;
`;

export const soldOut = css`
  font-size: ${font.sizeSmall};
  color: ${color.danger};
  font-weight: 600;
`;

/** The quantity field: narrow, at the bottom of the card whatever the text above. */
export const quantity = css`
  margin-top: auto;

  input {
    max-width: 8rem;
  }
`;

export const address = css`
  margin-top: ${space.l};
`;

export const lines = css`
  margin: 0 0 ${space.m};
  padding-left: ${space.l};
`;

export const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space.xs} ${space.m};
  margin: 0 0 ${space.m};

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
