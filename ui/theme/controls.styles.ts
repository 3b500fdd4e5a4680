import { css } from '@linaria/core';
import { primaryButtonLook } from './button-look';

/**
 * The site's one primary action button (send a form, search, accept an offer): every page uses
 * this class, so the main action looks and behaves the same everywhere. Placement (alignment in
 * a grid or flex form) stays with the page's own styles.
 */
export const primaryButton = css`
  ${primaryButtonLook}
  /* The same look as a link (Zu den Seminaren, Bestätigung als PDF). */
  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  text-decoration: none;
`;
