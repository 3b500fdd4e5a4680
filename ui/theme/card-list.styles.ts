import { css } from '@linaria/core';
import { color, layout, space } from './tokens';

/**
 * Lists of items as boxes (downloads, guides, videos, the content found by the site search): as
 * many columns as fit, one on a phone. `cards` on the list, `card` on each item.
 */
export const cards = css`
  list-style: none;
  padding: 0;
  margin: 0 0 ${space.xl};
  display: grid;
  gap: ${space.m};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

export const card = css`
  display: grid;
  gap: ${space.s};
  align-content: start;
  padding: ${space.m};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
  overflow-wrap: anywhere;

  h2,
  h3 {
    margin: 0;
    font-size: 1.125rem;
    color: ${color.brandDark};
  }

  p {
    margin: 0;
  }
`;
