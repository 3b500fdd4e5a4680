import { css } from '@linaria/core';
import { color, font, space } from './tokens';

/**
 * A page's frame inside the site's main column: its parts one under another with one rhythm.
 * `min-width: 0` keeps a wide child (a table, a long German word) from widening the page.
 */
export const page = css`
  display: flex;
  flex-direction: column;
  gap: ${space.l};
  min-width: 0;
  padding: ${space.l} 0 ${space.xl};
`;

/** The small line over the h1 that says what kind of page it is (a seminar's field, 'Kostenrechner'). */
export const kicker = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** The page's one h1. */
export const pageHeading = css`
  font-size: ${font.sizeH1};
  line-height: 1.2;
  color: ${color.brandDark};
  margin: 0;
  overflow-wrap: break-word;
`;

/** The sentence under the h1 that says what the page is for. */
export const lead = css`
  margin: 0;
  font-size: ${font.sizeLead};
  color: ${color.textMuted};
  overflow-wrap: break-word;
`;

/** A section's h2 (in a card or on the page). */
export const sectionHeading = css`
  font-size: ${font.sizeH2};
  color: ${color.brandDark};
  margin: 0;
  overflow-wrap: break-word;
`;

/** A box's h2 over the site (a header popup, the cookie banner and its settings, the quick login). */
export const boxHeading = css`
  margin: 0 0 ${space.xs};
  font-size: ${font.sizeLead};
  color: ${color.brandDark};
`;

/** Notes under a form or a sum (terms, "inkl. MwSt."): small and quiet. */
export const smallPrint = css`
  margin: 0;
  font-size: ${font.sizeSmall};
  color: ${color.textMuted};
`;

/** Parts one under another with the smaller rhythm (inside a card or a column). */
export const stack = css`
  display: flex;
  flex-direction: column;
  gap: ${space.m};
  min-width: 0;
`;

/** A single form or text reads best at a line length, not across the whole page. */
export const narrow = css`
  max-width: 48rem;
  width: 100%;
`;
