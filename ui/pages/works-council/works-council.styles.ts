import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

/** A listing's teasers one under another (each a card-list card). */
export const teasers = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.m};
`;

/** A law's table of contents: its norms in two columns where there is room. */
export const toc = css`
  padding: ${space.m} ${space.l};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};

  h2 {
    font-size: ${font.sizeLead};
    margin: 0 0 ${space.s};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    columns: 2 18rem;
  }

  li {
    break-inside: avoid;
    margin-bottom: ${space.xs};
  }
`;

/** One norm (§ 37): a link's target (#p37), marked when reached that way. */
export const norm = css`
  scroll-margin-top: ${space.l};

  h3 {
    font-size: ${font.sizeLead};
    margin: 0 0 ${space.xs};
  }

  &:target {
    background: ${color.brandLight};
    outline: 2px solid ${color.brand};
    outline-offset: ${space.s};
  }
`;

/** A norm's Absätze, numbered (1), (2) as the law writes them. */
export const paragraphs = css`
  margin: 0;
  padding-left: ${space.l};
  list-style: none;
  counter-reset: absatz;

  li {
    counter-increment: absatz;
    margin-bottom: ${space.s};
    line-height: 1.6;
  }

  li::before {
    content: '(' counter(absatz) ') ';
    font-weight: 600;
  }
`;

/** A to Z: a 44 px target per letter that has entries, the others greyed. */
export const letters = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin-bottom: ${space.l};

  a,
  span {
    display: inline-flex;
    justify-content: center;
    align-items: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    border-radius: ${layout.radius};
    font-weight: 700;
  }

  a {
    background: ${color.surface};
    border: 1px solid ${color.border};
    text-decoration: none;
  }

  span {
    color: ${color.textMuted};
  }
`;

/** One letter's entries, in as many columns as fit. */
export const letterGroup = css`
  scroll-margin-top: ${space.l};
  border-top: 1px solid ${color.border};
  padding-top: ${space.s};

  h2 {
    font-size: ${font.sizeH2};
    color: ${color.brandDark};
    margin: 0 0 ${space.s};
  }

  ul {
    list-style: none;
    padding: 0;
    margin: 0 0 ${space.l};
    columns: 3 14rem;
  }

  li {
    margin-bottom: ${space.xs};
  }
`;
