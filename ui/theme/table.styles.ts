import { css } from '@linaria/core';
import { color, font, space } from './tokens';

/**
 * A data table (audit log, caches, orders, a date's participants): rows ruled, cells at the top,
 * long words break. Wrap it in `tableScroll` so a wide one never widens the page on a phone.
 */
export const table = css`
  border-collapse: collapse;
  width: 100%;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${space.s};
  }

  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${space.s};
    border-bottom: 1px solid ${color.border};
    overflow-wrap: anywhere;
  }

  thead th {
    font-size: ${font.sizeSmall};
    color: ${color.textMuted};
    border-bottom-width: 2px;
  }
`;

/**
 * The box around a table: only it scrolls on a phone, never the page. Give it
 * `role="region"`, `aria-labelledby` (the caption's id) and `tabIndex={0}` so a keyboard can
 * scroll it.
 */
export const tableScroll = css`
  overflow-x: auto;
  /* The table's width must not widen the page around it: only the box scrolls. */
  contain: inline-size;
  width: 100%;

  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

/** Amounts and counts: right-aligned, figures of one width, never broken. */
export const numeric = css`
  text-align: right !important;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
