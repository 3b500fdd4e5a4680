import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

/** Layout of the Fachtagung booking, confirmation and sign-up pages; fields, notices and buttons come from ui/forms. */

export const page = css`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 0 ${space.xl};
  display: flex;
  flex-direction: column;
  gap: ${space.l};
  min-width: 0;
`;

export const heading = css`
  font-size: ${font.sizeH1};
  line-height: 1.2;
  color: ${color.brandDark};
  margin: 0;
  overflow-wrap: anywhere;
`;

export const lead = css`
  margin: 0;
  font-size: ${font.sizeLead};
  color: ${color.textMuted};
  overflow-wrap: anywhere;
`;

/** Form on the left, the summary with the one button beside it (below it on phones). */
export const columns = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.l};
  align-items: start;

  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) 22rem;
  }
`;

export const main = css`
  display: flex;
  flex-direction: column;
  gap: ${space.l};
  min-width: 0;
`;

export const stack = css`
  display: flex;
  flex-direction: column;
  gap: ${space.m};
  min-width: 0;
`;

export const summary = css`
  display: flex;
  flex-direction: column;
  gap: ${space.m};

  @media (min-width: 960px) {
    position: sticky;
    top: ${space.m};
  }
`;

export const sectionTitle = css`
  font-size: ${font.sizeH2};
  margin: 0;
  color: ${color.brandDark};
`;

export const smallPrint = css`
  margin: 0;
  font-size: ${font.sizeSmall};
  color: ${color.textMuted};
`;

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

export const facts = css`
  margin: 0;
  display: grid;
  gap: ${space.xs};

  & dt {
    font-size: ${font.sizeSmall};
    color: ${color.textMuted};
  }

  & dd {
    margin: 0 0 ${space.s};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const totals = css`
  margin: 0;
  padding-top: ${space.m};
  border-top: 2px solid ${color.border};
  display: grid;
  grid-template-columns: 1fr auto;
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

export const grandTotal = css`
  font-size: ${font.sizeLead};
  color: ${color.brandDark};
`;

export const fullWidth = css`
  width: 100%;
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

/** A single form reads best at a line length, not across the whole page. */
export const narrow = css`
  max-width: 52rem;
  width: 100%;
`;

/** An order number is read and typed as one word: never broken at its dashes. */
export const orderNumber = css`
  white-space: nowrap;
`;
