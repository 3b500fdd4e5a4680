import { css } from '@linaria/core';
import { color, layout, space } from './tokens';

/**
 * The site's one primary action button (send a form, search, accept an offer): every page uses
 * this class, so the main action looks and behaves the same everywhere. Placement (alignment in
 * a grid or flex form) stays with the page's own styles.
 */
export const primaryButton = css`
  font: inherit;
  font-weight: 600;
  min-height: 2.75rem;
  padding: ${space.s} ${space.l};
  border: 0;
  border-radius: ${layout.radius};
  background: ${color.accentDark};
  color: #fff;
  cursor: pointer;
  /* The same look as a link (Zu den Seminaren, Bestätigung als PDF). */
  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  text-decoration: none;

  &:hover {
    background: ${color.brand};
  }

  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }
`;
