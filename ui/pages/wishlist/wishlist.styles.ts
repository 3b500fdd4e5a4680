import { css } from '@linaria/core';
import { color, space } from '../../theme/tokens';

/** A kept date's further dates, folded away under a rule until asked for. */
export const nextDates = css`
  border-top: 1px solid ${color.border};
  padding-top: ${space.s};

  summary {
    cursor: pointer;
    color: ${color.brand};
    font-weight: 600;
    padding: ${space.xs} 0;
  }
`;
