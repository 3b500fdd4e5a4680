import { css } from '@linaria/core';
import { color, font, space } from '../../theme/tokens';

/** The full-screen mobile navigation (below 1200 px): white pages sliding over each other. */
export const panel = css`
  position: fixed;
  inset: 0;
  z-index: 40;
  display: flex;
  flex-direction: column;
  background: ${color.surface};
  color: ${color.text};
  overflow: hidden;

  /* The page shown, in every row and section: in the brand colour, bold. */
  & [aria-current='page'] {
    color: ${color.brand};
    font-weight: 700;
  }
`;

export const panelHeader = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.s};
  min-height: 3.5rem;
  padding: 0 ${space.m};
  background: ${color.brand};
  color: #fff;
  font-weight: 700;
`;

export const banner = css`
  padding: ${space.m};
  background: ${color.brandLight};
  color: ${color.brand};

  a {
    font-weight: 700;
  }

  p {
    margin: 0 0 ${space.xs};
  }
`;

export const pages = css`
  position: relative;
  flex: 1;
  overflow: hidden;
`;

/** One page of the stack; the popped page slides back out for 500 ms (MOBILE_BACK_MS). */
export const page = css`
  position: absolute;
  inset: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${color.surface};
  padding-bottom: ${space.xl};

  &[data-leaving='true'] {
    animation: mobile-page-out 500ms ease forwards;
    pointer-events: none;
  }

  /* From where the page stands (no transform). */
  @keyframes mobile-page-out {
    to {
      transform: translateX(100%);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-leaving='true'] {
      animation: none;
      visibility: hidden;
    }
  }
`;

/** A sub-page's title: a section heading (ui/theme) with the rows' inset. */
export const pageTitle = css`
  padding: ${space.m} ${space.m} ${space.s};
`;

/** The rows: a plain list (ui/theme) with a rule under each. */
export const list = css`
  li {
    border-bottom: 1px solid ${color.border};
  }
`;

/** A row of the menu: a link, a button to a sub-page or a section toggle; 48 px targets. */
export const row = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.s};
  width: 100%;
  min-height: 3rem;
  padding: ${space.s} ${space.m};
  border: 0;
  background: transparent;
  color: ${color.text};
  font: inherit;
  font-size: ${font.sizeLead};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    color: ${color.brand};
    transition: transform 300ms ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const overviewLink = css`
  font-weight: 700;
  color: ${color.brand};
`;

/** The links of a collapsible section: height transition of 300 ms (ACCORDION_MS). */
export const section = css`
  display: grid;
  grid-template-rows: 1fr;
  transition: grid-template-rows 300ms ease;
  background: ${color.page};

  &[data-collapsing='true'] {
    grid-template-rows: 0fr;
  }

  > ul {
    overflow: hidden;
    min-height: 0;
  }

  a {
    display: block;
    padding: ${space.s} ${space.m} ${space.s} ${space.l};
    color: ${color.text};
    text-decoration: none;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
