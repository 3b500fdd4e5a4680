import { color, layout, space } from './tokens';

/**
 * The primary button's declarations, as plain text at the level of the tokens: controls.styles'
 * primaryButton is made of them, and a page's own style file can give a button inside its part
 * the same look without importing controls.styles (whose class names would then travel in that
 * page's start-up chunk). Linaria inlines the text at build time; no script carries it.
 */
export const primaryButtonLook = `
  font: inherit;
  font-weight: 600;
  min-height: 2.75rem;
  padding: ${space.s} ${space.l};
  border: 0;
  border-radius: ${layout.radius};
  background: ${color.accentDark};
  color: #fff;
  cursor: pointer;

  &:hover {
    background: ${color.brand};
  }

  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }
`;

/**
 * The secondary button's declarations (a quieter action beside the primary one: save, change,
 * Merken, the cookie settings), as text for the same reason: ui/forms' secondaryButton, the
 * date's Merken button and the cookie banner's buttons are made of them.
 */
export const secondaryButtonLook = `
  font: inherit;
  font-weight: 600;
  min-height: 2.75rem;
  padding: ${space.s} ${space.m};
  border: 2px solid ${color.brand};
  border-radius: ${layout.radius};
  background: ${color.surface};
  color: ${color.brand};
  cursor: pointer;

  &:hover {
    background: ${color.brandLight};
  }
`;
