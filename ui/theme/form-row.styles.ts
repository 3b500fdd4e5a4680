import { css } from '@linaria/core';

/**
 * A message under a one-row form (a search field and its button, a quantity and "Übernehmen"):
 * with `fieldError` from `ui/forms`, on a line of its own below the row, however wide the screen.
 */
export const rowMessage = css`
  flex-basis: 100%;
  margin: 0;
`;
