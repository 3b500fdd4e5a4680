import { css } from '@linaria/core';
import { color, space } from '../../../theme/tokens';

/** The seats of a date as four numbers in a row (two on a phone). */
export const seats = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${space.s};
  margin: 0 0 ${space.l};
  padding: 0;
  list-style: none;

  & strong {
    display: block;
    font-size: 1.5rem;
    color: ${color.brandDark};
  }
`;

/** The form's sections: fieldsets without the browser's frame, spaced like the page's cards. */
export const form = css`
  display: grid;
  gap: ${space.l};

  & fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }

  & legend {
    font-weight: 600;
    margin-bottom: ${space.s};
  }
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
