import { css } from '@linaria/core';
import { color, space } from '../../theme/tokens';

/** Layout of the Fachtagung booking and confirmation pages; fields, notices and buttons come from ui/forms. */

/** One participant: a fieldset whose legend names the tier ('2. Teilnehmer') and its price. */
export const participant = css`
  border: 0;
  border-top: 1px solid ${color.border};
  margin: 0;
  padding: ${space.m} 0 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.m};

  &:first-of-type {
    border-top: 0;
    padding-top: 0;
  }

  & > legend {
    float: left;
    width: 100%;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space.xs} ${space.m};
    font-weight: 700;
    color: ${color.brandDark};
  }

  & > legend + * {
    clear: both;
  }
`;

export const price = css`
  white-space: nowrap;
  color: ${color.text};
`;

/** A participant's outcome with its price at the right. */
export const outcomeRow = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space.xs} ${space.m};
`;
