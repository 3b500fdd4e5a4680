import { css } from '@linaria/core';
import { color, font, layout, space } from '../theme/tokens';

/**
 * The header bar: brand blue, white text; logo left, main navigation, then the tools (search,
 * the popups' triggers, the mobile menu button) at the right. Flyouts and popups are white cards.
 */
export const header = css`
  position: relative;
  z-index: 30;
  background: ${color.brand};
  color: #fff;
`;

export const headerInner = css`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${space.m};
  min-height: 4.5rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space.l};
  align-items: center;
`;

export const logo = css`
  color: #fff;
  font-size: 1.375rem;
  font-weight: 800;
  letter-spacing: 0.01em;
  text-decoration: none;
  padding: ${space.s} 0;
  white-space: nowrap;

  span {
    color: ${color.focus};
  }
`;

/** Search, the popups' triggers (HeaderActions) and the menu button, pushed to the right. */
export const tools = css`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${space.xs};
`;

/** Where the header popups' triggers go (ui/header/popups). */
export const actionsSlot = css`
  display: flex;
  align-items: center;
  gap: ${space.xs};
`;

/** The bar's icon buttons and links: search, menu, the popups' triggers (with their cart badge). */
export const iconButton = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 ${space.s};
  gap: ${space.xs};
  border: 0;
  border-radius: ${layout.radius};
  background: transparent;
  color: #fff;
  font: inherit;
  font-size: ${font.sizeSmall};
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;

  &:hover,
  &[aria-expanded='true'] {
    background: rgba(255, 255, 255, 0.14);
  }

  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

/** The menu button only exists for the mobile navigation (below the flyout breakpoint). */
export const menuButton = css`
  @media (min-width: ${layout.desktopMin}) {
    display: none;
  }
`;

