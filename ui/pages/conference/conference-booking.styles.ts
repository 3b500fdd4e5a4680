import { css } from '@linaria/core';
import { color, space } from '../../theme/tokens';

/** Layout of the Fachtagung booking, confirmation and sign-up pages; fields, notices and buttons come from ui/forms. */

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

export const rowLinks = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s} ${space.l};
`;

export const textLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 600;
  color: ${color.brand};
`;

export const outcomes = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.m};

  & li {
    border-left: 4px solid ${color.success};
    padding-left: ${space.m};
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${space.xs} ${space.m};
  }

  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const waiting = css`
  border-left-color: ${color.accent} !important;
`;

export const steps = css`
  margin: 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`;

/** Links that look like the buttons of ui/forms: centred text, no underline. */
export const linkButtons = css`
  & > a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    text-align: center;
    text-decoration: none;
  }
`;

/** An order number is read and typed as one word: never broken at its dashes. */
export const orderNumber = css`
  white-space: nowrap;
`;
