import { css } from '@linaria/core';
import { color, font } from './tokens';

/** The small line above a page's title that says what kind of thing it is (Seminar, Kostenrechner). */
export const kicker = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
