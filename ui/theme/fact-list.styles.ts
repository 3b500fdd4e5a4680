import { css } from '@linaria/core';
import { color, font, space } from './tokens';

/**
 * A fact list: the facts about one thing as a `<dl>` (Termin, Ort, Preis; an order's Rechnung,
 * Referenz). Each `<dt>` small and quiet above its `<dd>`; long values break.
 */
export const factList = css`
  margin: 0;
  display: grid;
  gap: ${space.xs};
  min-width: 0;

  & dt {
    font-size: ${font.sizeSmall};
    color: ${color.textMuted};
  }

  & dd {
    margin: 0 0 ${space.s};
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  & dd:last-child {
    margin-bottom: 0;
  }
`;

/**
 * The same facts side by side where there is room (label column, value column), one under the
 * other on a phone: for a record with many short facts (a date in the back office).
 */
export const factGrid = css`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 ${space.m};
  min-width: 0;

  & dt {
    font-size: ${font.sizeSmall};
    color: ${color.textMuted};
  }

  & dd {
    margin: 0 0 ${space.s};
    overflow-wrap: anywhere;
  }

  @media (min-width: 600px) {
    grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
    gap: ${space.s} ${space.m};

    & dt {
      font-size: inherit;
    }

    & dd {
      margin: 0;
    }
  }
`;
