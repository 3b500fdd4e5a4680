import { css } from '@linaria/core';
import { color, space } from './tokens';

/**
 * A list without bullets, indent or margins, to be laid out by another part (`halves`,
 * `tileGrid`): a list for screen readers, quiet on the page.
 */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

/** A list without bullets whose items stand one under another (documents, participants, dates to choose from). */
export const stackedList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.s};
`;

/** The items of a `stackedList` separated by a rule, as lines inside a card. */
export const ruledList = css`
  gap: 0;

  & > li {
    padding: ${space.s} 0;
    border-top: 1px solid ${color.border};
  }
`;
