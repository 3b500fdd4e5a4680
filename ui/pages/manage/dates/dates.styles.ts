import { css } from '@linaria/core';
import { color, space } from '../../../theme/tokens';

/** The seats' four figure tiles (ui/theme tile grid): narrower ones, two to a phone's row. Doubled: stronger than the grid's own columns. */
export const seats = css`
  && {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  }
`;

/** The form's sections (ui/forms fieldGroup), spaced like the page's cards. */
export const form = css`
  display: grid;
  gap: ${space.l};
`;

/** The modules' rows: numbered by their own legends, so no list markers; a rule between two rows. */
export const modules = css`
  display: grid;
  gap: ${space.s};
`;

export const moduleList = css`
  display: grid;
  gap: ${space.m};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: 1px solid ${color.border};
    padding-top: ${space.m};
  }
`;
