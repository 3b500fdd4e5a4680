import { css } from '@linaria/core';
import { color, space } from '../../../theme/tokens';

/** What a form sent, label above value: long messages wrap, nothing is wider than a phone. */
export const facts = css`
  display: grid;
  gap: ${space.s};
  margin: 0 0 ${space.l};

  div {
    display: grid;
    grid-template-columns: minmax(8rem, 14rem) minmax(0, 1fr);
    gap: ${space.m};
    padding-bottom: ${space.s};
    border-bottom: 1px solid ${color.border};
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  @media (max-width: 40rem) {
    div {
      grid-template-columns: minmax(0, 1fr);
      gap: ${space.xs};
    }
  }
`;
