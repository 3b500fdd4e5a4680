import { css } from '@linaria/core';
import { space } from './tokens';

/**
 * Page columns: the main column and an aside beside it (the order summary, the price box, a
 * dashboard's side list); on screens under 960 px the aside goes below. `minmax(0, …)` because an
 * implicit column is as wide as its longest word, and German words are long.
 */
export const pageColumns = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.l};
  align-items: start;

  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) 21rem;
  }
`;

/** The main column of `pageColumns`: its parts one under another. */
export const mainColumn = css`
  display: flex;
  flex-direction: column;
  gap: ${space.l};
  min-width: 0;
`;

/** Two equal columns from 768 px (a form beside its preview, two lists), one on a phone. */
export const halves = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.l};
  align-items: start;

  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
