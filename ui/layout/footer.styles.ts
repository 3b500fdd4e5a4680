import { css } from '@linaria/core';
import { color, font, layout, space } from '../theme/tokens';

export const footer = css`
  background: ${color.brandDark};
  color: #dbe4ee;
  font-size: ${font.sizeSmall};
  margin-top: ${space.xl};

  /* The site's links (ui/layout/site.styles) in white; hovered, their line thickens as everywhere. */
  a {
    color: #fff;
  }
`;

export const columns = css`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: ${space.xl} ${space.m} ${space.l};
  display: grid;
  gap: ${space.l};
  grid-template-columns: 1fr;

  @media (min-width: 768px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export const heading = css`
  margin: 0 0 ${space.s};
  font-size: ${font.sizeBody};
  color: #fff;
`;

export const address = css`
  font-style: normal;
  margin-bottom: ${space.s};
`;

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.xs};
`;

export const social = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};

  a {
    display: inline-block;
    padding: ${space.xs} ${space.m};
    border: 1px solid #dbe4ee;
    border-radius: 999px;
    text-decoration: none;
    min-height: 2.75rem;
    line-height: 2.25rem;
  }

  a:hover,
  a:focus-visible {
    background: ${color.brand};
  }
`;

export const copyright = css`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: ${space.m};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
`;
