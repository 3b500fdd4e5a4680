import { css } from '@linaria/core';
import { color, font, space } from '../../theme/tokens';

/** Count, overnight choice and button in one row from 768 px, stacked on a phone. */
export const form = css`
  display: grid;
  gap: ${space.m};

  @media (min-width: 768px) {
    grid-template-columns: auto 1fr auto;
    align-items: end;
  }
`;

/** The two overnight choices side by side (in a field group), each a 44 px target. */
export const choices = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s} ${space.l};

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

export const summary = css`
  margin: 0;
  font-weight: 600;
`;

/** The cost table's own marks on the table part: amounts right, the total row large. */
export const costs = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  font-variant-numeric: tabular-nums;

  && th {
    font-weight: 400;
    hyphens: auto;
  }

  && td,
  && thead th:last-child {
    text-align: right;
    white-space: nowrap;
  }

  && thead th {
    font-weight: 600;
    background: ${color.page};
  }

  && tfoot th,
  && tfoot td {
    font-weight: 700;
    font-size: ${font.sizeLead};
    color: ${color.brandDark};
    border-top: 2px solid ${color.brandDark};
    border-bottom: 0;
  }
`;

export const groupRow = css`
  th {
    font-weight: 600 !important;
    color: ${color.brandDark};
    background: ${color.brandLight};
  }
`;

export const sumRow = css`
  th,
  td {
    font-weight: 600 !important;
  }
`;

export const discountRow = css`
  td {
    color: ${color.success};
    font-weight: 600;
    /* 'Sie sparen' may wrap above the amount on a phone (the amount keeps its no-break space). */
    white-space: normal !important;
  }
`;

export const detail = css`
  display: block;
  font-size: ${font.sizeSmall};
  font-weight: 400;
  color: ${color.textMuted};
`;

/** The date's actions and the way back, under a rule. */
export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.m} ${space.l};
  padding-top: ${space.l};
  border-top: 1px solid ${color.border};
`;
