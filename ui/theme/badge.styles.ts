import { css } from '@linaria/core';
import { color, font } from './tokens';

/**
 * A status word in a pill (gebucht, reserviert, Warteliste, storniert, neu): `badge` plus one
 * tone. The word carries the meaning; the colour only repeats it.
 */
export const badge = css`
  display: inline-block;
  padding: 0 0.5rem;
  border-radius: 999px;
  border: 1px solid currentColor;
  background: ${color.surface};
  font-size: ${font.sizeSmall};
  font-weight: 600;
  white-space: nowrap;
  color: ${color.brandDark};
`;

export const badgeSuccess = css`
  color: ${color.success};
`;

export const badgeAccent = css`
  color: ${color.accentDark};
`;

export const badgeDanger = css`
  color: ${color.danger};
`;

export const badgeMuted = css`
  color: ${color.textMuted};
`;
