import { css } from '@linaria/core';
import { color, font, space } from './tokens';

/**
 * The summary aside of `pageColumns` (order summary, booking summary): it stays in view while the
 * main column scrolls on a wide screen, and comes after it on a phone. Put cards in it.
 */
export const summaryAside = css`
  display: flex;
  flex-direction: column;
  gap: ${space.m};
  min-width: 0;

  @media (min-width: 960px) {
    position: sticky;
    top: ${space.m};
  }
`;

/**
 * The sum lines of a summary (Zwischensumme, MwSt., Gesamt) as a `<dl>`: the label left, the
 * amount right-aligned and never broken.
 */
export const totals = css`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space.xs} ${space.m};

  & dt {
    color: ${color.textMuted};
  }

  & dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
    white-space: nowrap;
  }
`;

/** The totals after the items they sum: a rule above them. */
export const totalsRuled = css`
  padding-top: ${space.m};
  border-top: 2px solid ${color.border};
`;

/** The grand total's `<dt>` and `<dd>`: larger and darker. */
export const grandTotal = css`
  font-size: ${font.sizeLead};
  color: ${color.brandDark};
`;

/** The one action button of a summary fills its width. */
export const fullWidth = css`
  width: 100%;
`;
