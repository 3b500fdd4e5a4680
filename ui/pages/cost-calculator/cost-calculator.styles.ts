import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const page = css`
  padding: ${space.l} 0 ${space.xl};
  max-width: 48rem;
`;

export const kicker = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const heading = css`
  font-size: ${font.sizeH1};
  line-height: 1.2;
  color: ${color.brandDark};
  margin: ${space.xs} 0 ${space.s};
  overflow-wrap: break-word;
  hyphens: auto;
  text-wrap: balance;
`;

export const when = css`
  font-size: ${font.sizeLead};
  margin: 0 0 ${space.l};
`;

/** Count, overnight choice and button in one row from 768 px, stacked on a phone. */
export const form = css`
  display: grid;
  gap: ${space.m};
  margin: 0 0 ${space.m};
  padding: ${space.m};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};

  @media (min-width: 768px) {
    grid-template-columns: auto 1fr auto;
    align-items: end;
  }
`;

export const field = css`
  display: grid;
  gap: ${space.xs};

  label {
    font-weight: 600;
  }

  select {
    font: inherit;
    min-height: 2.75rem;
    min-width: 6rem;
    padding: 0 ${space.s};
    border: 1px solid ${color.textMuted};
    border-radius: ${layout.radius};
    background: ${color.surface};
    color: ${color.text};
  }
`;

export const choices = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s} ${space.l};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${space.xs};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${space.s};
    min-height: 2.75rem;
    cursor: pointer;
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${color.brand};
  }
`;

export const error = css`
  color: ${color.danger};
  font-weight: 600;
  margin: 0 0 ${space.m};
`;

export const sectionHeading = css`
  font-size: ${font.sizeH2};
  color: ${color.brandDark};
  margin: ${space.l} 0 ${space.s};
`;

export const summary = css`
  margin: 0 0 ${space.m};
  font-weight: 600;
`;

/**
 * Two columns fit a phone; should they not (a long hotel name, 200 % zoom), the table scrolls
 * here, not the page. Focusable, so a keyboard can scroll it too.
 */
export const tableWrap = css`
  max-width: 100%;
  overflow-x: auto;
  margin: 0 0 ${space.m};

  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

export const table = css`
  width: 100%;
  border-collapse: collapse;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  font-variant-numeric: tabular-nums;

  caption {
    text-align: left;
    color: ${color.textMuted};
    font-size: ${font.sizeSmall};
    padding: 0 0 ${space.xs};
  }

  th,
  td {
    padding: ${space.s} ${space.m};
    border-bottom: 1px solid ${color.border};
    vertical-align: top;
  }

  th {
    text-align: left;
    font-weight: 400;
    overflow-wrap: break-word;
    hyphens: auto;
  }

  td {
    text-align: right;
    white-space: nowrap;
  }

  thead th {
    font-size: ${font.sizeSmall};
    font-weight: 600;
    color: ${color.textMuted};
    background: ${color.page};
  }

  thead th:last-child {
    text-align: right;
  }

  tfoot th,
  tfoot td {
    font-weight: 700;
    font-size: ${font.sizeLead};
    color: ${color.brandDark};
    border-top: 2px solid ${color.brandDark};
    border-bottom: 0;
  }

  @media (max-width: 479px) {
    th,
    td {
      padding: ${space.s};
    }
  }
`;

export const groupRow = css`
  th {
    font-weight: 600;
    color: ${color.brandDark};
    background: ${color.brandLight};
  }
`;

export const sumRow = css`
  th,
  td {
    font-weight: 600;
  }
`;

export const discountRow = css`
  td {
    color: ${color.success};
    font-weight: 600;
    /* 'Sie sparen' may wrap above the amount on a phone (the amount keeps its no-break space). */
    white-space: normal;
  }
`;

export const detail = css`
  display: block;
  font-size: ${font.sizeSmall};
  font-weight: 400;
  color: ${color.textMuted};
`;

export const note = css`
  font-size: ${font.sizeSmall};
  color: ${color.textMuted};
  margin: 0 0 ${space.s};
`;

export const pdfLink = css`
  color: ${color.brand};
  font-weight: 600;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.m} ${space.l};
  margin-top: ${space.l};
  padding-top: ${space.l};
  border-top: 1px solid ${color.border};
`;

export const backLink = css`
  color: ${color.brand};
  font-weight: 600;
`;
