import { css } from '@linaria/core';
import { color, font, space } from '../../../theme/tokens';

/** A row of small forms under a member or an invitation (role, remove, withdraw). */
export const rowActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
  margin-top: ${space.s};
  form {
    margin: 0;
  }
`;

/** The bookings filter: its fields side by side where there is room, one under another on a phone. */
export const filter = css`
  display: grid;
  gap: ${space.m};
  align-items: end;
  margin: ${space.m} 0;
  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  }
`;

export const facts = css`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space.xs} ${space.m};
  margin: 0;
  dt {
    font-weight: 600;
    color: ${color.text};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const badge = css`
  display: inline-block;
  font-size: ${font.sizeSmall};
  font-weight: 600;
  color: ${color.brandDark};
`;

/** "Aus dem Gremium entfernen": a link to the confirmation page, in the danger colour. */
export const dangerLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${space.xs};
  color: ${color.danger};
`;

export const cancelLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${space.s};
  color: ${color.brand};
`;
