import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const cartItem = css`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${space.s};
  padding: ${space.s} 0;
  border-bottom: 1px solid ${color.border};
`;

/** Text beside an icon only where there is room (from the flyout breakpoint up); below, screen readers still read it. */
export const triggerText = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;

  @media (min-width: ${layout.desktopMin}) {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip-path: none;
  }
`;

/**
 * The login trigger's text: "Anmelden" in a page's HTML, "Hallo {Vorname}" once a cached page
 * knows the user after hydration. Its box keeps one width either way, so nothing in the header
 * moves (CLS 0); a long name ends in an ellipsis (screen readers still hear all of it).
 */
export const greetingText = css`
  @media (min-width: ${layout.desktopMin}) {
    display: inline-block;
    width: 8.5rem;
    overflow: hidden;
    text-overflow: ellipsis;
    text-align: start;
  }
`;

export const hideNarrow = css`
  display: none;

  @media (min-width: 768px) {
    display: inline-flex;
  }
`;

/** On the cart icon's top right corner, never over the label beside it. */
export const badge = css`
  position: absolute;
  top: 2px;
  left: 1.4rem;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.3rem;
  border-radius: 999px;
  background: ${color.focus};
  color: ${color.brandDark};
  font-size: 0.75rem;
  font-weight: 800;
  line-height: 1.25rem;
  text-align: center;

  &:empty {
    display: none;
  }
`;

export const popup = css`
  position: fixed;
  right: max(${space.m}, calc((100vw - ${layout.maxWidth}) / 2 + ${space.m}));
  z-index: 40;
  max-height: calc(100vh - 6rem);
  overflow-y: auto;
  background: ${color.surface};
  color: ${color.text};
  border-radius: ${layout.radius};
  box-shadow: 0 12px 32px rgba(8, 42, 74, 0.25);
  border-top: 4px solid ${color.accent};
  animation: popupIn 100ms ease-out;
  transition: opacity 100ms ease-in;

  @keyframes popupIn {
    from {
      opacity: 0;
    }
    to {
      opacity: 1;
    }
  }

  &:focus {
    outline: none;
  }
`;

export const popupFull = css`
  border-radius: 0;
`;

export const fading = css`
  opacity: 0;
  pointer-events: none;
`;

export const body = css`
  padding: ${space.l};
  display: flex;
  flex-direction: column;
  gap: ${space.s};

  p {
    margin: 0;
  }
`;

/** A popup's way on: the site's primary button (ui/theme controls), as wide as its text, with room above. */
export const primaryLink = css`
  align-self: flex-start;
  margin-top: ${space.s};
`;

/** A second, quieter way on beside it: an action link (ui/theme), as wide as its text. */
export const secondaryLink = css`
  align-self: flex-start;
`;

/** The cart's items: a stacked list (ui/theme) that scrolls on its own when long. */
export const items = css`
  max-height: 50vh;
  overflow-y: auto;
`;

export const deleteButton = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
  color: ${color.danger};
  cursor: pointer;

  &:hover {
    border-color: ${color.danger};
  }
`;

export const menuHeader = css`
  display: flex;
  justify-content: space-between;
  gap: ${space.m};
  padding-bottom: ${space.s};
  border-bottom: 1px solid ${color.border};
`;

export const linkButton = css`
  border: 0;
  padding: 0;
  background: none;
  color: ${color.brand};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** The links of a plain list (ui/theme) as menu rows. */
export const menu = css`
  a {
    display: block;
    padding: ${space.s};
    border-radius: ${layout.radius};
    color: ${color.text};
    text-decoration: none;
  }

  a:hover {
    background: ${color.brandLight};
  }

  a[aria-current='page'] {
    background: ${color.brandLight};
    color: ${color.brandDark};
    font-weight: 700;
    border-left: 4px solid ${color.accent};
  }
`;

export const banner = css`
  background: ${color.focus};
  color: ${color.text};
  padding: ${space.s} ${space.m};
  text-align: center;
  font-size: ${font.sizeSmall};

  button {
    margin-left: ${space.s};
  }
`;

/** A one-button form inside a line of text (the banner's "Übernahme beenden"). */
export const inlineForm = css`
  display: inline;
`;
