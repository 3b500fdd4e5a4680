import { css } from '@linaria/core';

/**
 * A link that is the next step rather than running text (Alle Rubriken, Teilnehmer hinzufügen,
 * Zum Kostenrechner): bold, and a 44 px target for a finger.
 */
export const actionLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 600;
`;
