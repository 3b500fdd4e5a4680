import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

/*
 * The seminar page's head keeps its own grid, price box and "more" link instead of the
 * columns, card and action-link parts: each part is a chunk of its own, and this page's
 * start-up JavaScript stands at its ceiling (.ci/start-up-budget.test.ts).
 */

/** Title and price box side by side from 768 px. minmax(0, …): German titles are long words. */
export const head = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.l};

  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 1fr) 18rem;
    align-items: start;
  }
`;

/** The price box beside the title: the price large, the facts under it one a line. */
export const priceBox = css`
  padding: ${space.m};
  border: 1px solid ${color.border};
  border-top: 4px solid ${color.accent};
  border-radius: ${layout.radius};
  background: ${color.surface};

  p {
    margin: 0 0 ${space.s};
  }

  p:last-child {
    margin: 0;
    font-size: ${font.sizeSmall};
  }

  small {
    display: block;
    color: ${color.textMuted};
    font-size: ${font.sizeSmall};
  }

  strong {
    font-size: 1.75rem;
    color: ${color.text};
  }
`;

/** The sub-pages (Übersicht, Termine, Inhouse …) as tabs; only the row scrolls on a phone. */
export const tabs = css`
  display: flex;
  gap: ${space.xs};
  overflow-x: auto;
  border-bottom: 2px solid ${color.border};

  a {
    flex: none;
    padding: ${space.s} ${space.m};
    text-decoration: none;
    font-weight: 600;
    border-bottom: 3px solid transparent;
    margin-bottom: -2px;
  }

  a:hover {
    border-bottom-color: ${color.border};
  }

  a[aria-current='page'] {
    color: ${color.brandDark};
    border-bottom-color: ${color.accent};
  }
`;

/** A sub-page's sections, their headings and text at a line length. */
export const body = css`
  section {
    margin-bottom: ${space.xl};
  }

  section > h2 {
    margin-bottom: ${space.m};
  }

  section > h3 {
    font-size: ${font.sizeLead};
    color: ${color.brandDark};
    margin: ${space.l} 0 ${space.s};
  }

  section > p {
    max-width: 48rem;
  }
`;

export const more = css`
  display: inline-block;
  margin-top: ${space.m};
  font-weight: 600;
`;

/** The inhouse request: its fields one under another, the parts bring their look (ui/forms). */
export const inhouseForm = css`
  display: grid;
  gap: ${space.m};
  max-width: 46rem;
`;
