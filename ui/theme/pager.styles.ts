import { css } from '@linaria/core';
import { color, layout, space } from './tokens';

/**
 * Paging under a list (Vorherige, Seite 2 von 5, Nächste; a week back and ahead): a `<nav>` with
 * the links at its ends, wrapping on a phone. Plain links, so paging works without JavaScript.
 */
export const pager = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.s} ${space.m};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    font-weight: 600;
  }
`;

/** The page numbers between them, each a 44 px target (WCAG 2.5.5), the current page filled. */
export const pageNumbers = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.xs};
  list-style: none;
  margin: 0;
  padding: 0;

  /* On a phone the numbers take a row of their own under 'Vorherige' and 'Nächste'. */
  @media (max-width: 767px) {
    order: 3;
    flex-basis: 100%;
  }

  a {
    justify-content: center;
    min-width: 2.75rem;
    border-radius: ${layout.radius};
    font-weight: 400;
    text-decoration: none;
  }

  a:hover {
    background: ${color.brandLight};
  }

  a[aria-current='page'] {
    background: ${color.brand};
    color: ${color.surface};
  }
`;
