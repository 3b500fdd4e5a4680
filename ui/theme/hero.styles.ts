import { css } from '@linaria/core';
import { color, font, layout, space } from './tokens';

/**
 * A home page's opening box (the seminar site's and the works-council site's): white text on the
 * brand colour, the h1, a sentence, a search row and a few links. Its text stays at a line length.
 */
export const hero = css`
  display: flex;
  flex-direction: column;
  gap: ${space.m};
  padding: ${space.xl} ${space.l};
  border-radius: ${layout.radius};
  background: linear-gradient(135deg, ${color.brand} 0%, ${color.brandDark} 100%);
  color: #fff;

  & > * {
    margin: 0;
    max-width: 40rem;
  }

  @media (max-width: 767px) {
    padding: ${space.l} ${space.m};
  }
`;

export const heroTitle = css`
  font-size: ${font.sizeH1};
  line-height: 1.15;
`;

/** The sentence under the title. */
export const heroLead = css`
  font-size: ${font.sizeLead};
  color: #e6edf5;
`;

/** Links on to the rest of the site, white on the brand colour. */
export const heroLinks = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s} ${space.l};

  a {
    color: #fff;
    font-weight: 600;
  }
`;
