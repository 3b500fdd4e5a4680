import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

/**
 * Desktop navigation in the brand-blue bar, with white flyout layers below it. Below the flyout
 * breakpoint the enhanced header hides it (the mobile menu takes over); without JavaScript it
 * stays, wrapping into a row of links.
 */
export const nav = css`
  order: 3;
  flex-basis: 100%;
  border-top: 1px solid rgba(255, 255, 255, 0.15);

  /* Below the flyout breakpoint the menu button opens it: a link to it (:target) before the
     scripts run, the mobile menu dialog after; hidden until then, so hydration shifts nothing. */
  @media (max-width: 1199.98px) {
    display: none;

    &:target {
      display: block;
    }

    [data-enhanced] & {
      display: none;
    }
  }
`;

export const topList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space.xs};
  list-style: none;
  margin: 0 0 0 -${space.s};
  padding: 0;
`;

export const topItem = css`
  display: flex;
`;

export const topLink = css`
  display: inline-flex;
  align-items: center;
  gap: 0.2rem;
  padding: ${space.s} ${space.s};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: #fff;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;

  svg {
    width: 1rem;
    height: 1rem;
    transition: transform 200ms ease;
  }

  &:hover {
    border-bottom-color: rgba(255, 255, 255, 0.6);
  }

  &[aria-expanded='true'] {
    border-bottom-color: ${color.focus};

    svg {
      transform: rotate(180deg);
    }
  }

  &[data-current='true'],
  &[aria-current='page'] {
    border-bottom-color: #fff;
  }
`;

/**
 * Dims the page behind an open layer; a click on it closes the layer (spec §4). Below the
 * header's own content (z-index -1 in the header's stacking context), so the other top-level
 * buttons stay clickable while a layer is open.
 */
export const underlay = css`
  position: fixed;
  inset: 0;
  z-index: -1;
  background: rgba(8, 42, 74, 0.45);
`;

export const layer = css`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: 2;
  background: ${color.surface};
  color: ${color.text};
  border-top: 1px solid ${color.border};
  box-shadow: 0 18px 40px rgba(8, 42, 74, 0.25);
  transition: opacity 500ms ease, transform 500ms ease;

  &[data-closing='true'] {
    opacity: 0;
    transform: translateY(-0.5rem);
    pointer-events: none;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const layerInner = css`
  position: relative;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: ${space.l} ${space.m} ${space.m};
`;

/** The layer's own buttons (close, the slider's arrows): white, framed, in the brand colour. */
export const layerButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
  color: ${color.brand};
  font: inherit;
  cursor: pointer;

  svg {
    width: 1rem;
    height: 1rem;
  }

  &:disabled {
    color: ${color.textMuted};
    cursor: default;
    opacity: 0.6;
  }
`;

export const closeButton = css`
  position: absolute;
  top: ${space.s};
  right: ${space.m};
  padding: ${space.xs} ${space.s};
  font-size: ${font.sizeSmall};
`;

/** The rows of links above and below a layer's columns. */
export const linkRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s} ${space.l};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const topLinks = css`
  margin: 0 8rem ${space.m} 0;
  padding-bottom: ${space.s};
  border-bottom: 1px solid ${color.border};

  a {
    color: ${color.brand};
    font-weight: 700;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

/** The columns of a layer: links, then the slider; the layouts differ in how many link columns. */
export const columns = css`
  display: grid;
  gap: ${space.l};

  &[data-style='2-col'] {
    grid-template-columns: 1fr 1fr;
  }

  &[data-style='3-col'] {
    grid-template-columns: repeat(3, 1fr);
  }

  &[data-style='3-col'][data-slider='true'] {
    grid-template-columns: repeat(3, 1fr) 18rem;
  }

  &[data-style='4-col-grid-headline'] {
    grid-template-columns: 15rem 1fr 18rem;
  }

  &[data-style='4-col-grid-headline'][data-slider='false'] {
    grid-template-columns: 15rem 1fr;
  }
`;

/** A column's links: a plain list (ui/theme), each link with its description under it. */
export const linkList = css`
  display: grid;
  gap: ${space.xs};
  align-content: start;

  a {
    display: block;
    padding: ${space.xs} 0;
    color: ${color.text};
    text-decoration: none;
  }

  a:hover,
  a[aria-current='page'] {
    color: ${color.brand};
    text-decoration: underline;
  }

  small {
    display: block;
    color: ${color.textMuted};
    font-size: ${font.sizeSmall};
  }
`;

/** The theme links of a tab: two columns under the tab's headline. */
export const gridLinks = css`
  grid-template-columns: 1fr 1fr;
  column-gap: ${space.l};
`;

export const bottomLinks = css`
  margin-top: ${space.m};
  padding-top: ${space.s};
  border-top: 1px solid ${color.border};
  font-size: ${font.sizeSmall};
`;

export const tabList = css`
  display: grid;
  gap: 2px;
  align-content: start;
  border-right: 1px solid ${color.border};
  padding-right: ${space.s};
`;

export const tab = css`
  display: block;
  width: 100%;
  padding: ${space.s} ${space.s};
  border: 0;
  border-left: 3px solid transparent;
  border-radius: 0 ${layout.radius} ${layout.radius} 0;
  background: transparent;
  color: ${color.text};
  font: inherit;
  font-size: 0.9375rem;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${color.page};
  }

  &[aria-selected='true'] {
    border-left-color: ${color.accent};
    background: ${color.brandLight};
    color: ${color.brand};
    font-weight: 700;
  }
`;

export const tabHeadline = css`
  margin: 0 0 ${space.xs};
  font-size: ${font.sizeH2};
  color: ${color.brand};
`;

export const tabDescription = css`
  margin: 0 0 ${space.s};
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
  max-width: 40rem;
`;

export const tabLink = css`
  display: inline-block;
  margin-bottom: ${space.m};
  color: ${color.accentDark};
  font-weight: 700;
`;

export const slider = css`
  background: ${color.page};
  border-radius: ${layout.radius};
  padding: ${space.m};
  align-self: start;
`;

export const slide = css`
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${layout.radius};
    margin-bottom: ${space.s};
  }

  p {
    margin: 0 0 ${space.s};
    font-size: ${font.sizeSmall};
  }

  a {
    color: ${color.accentDark};
    font-weight: 700;
  }
`;

export const sliderControls = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.s};
  margin-top: ${space.s};
`;

/** A layer button, round (later in this file than the frame's radius). */
export const arrow = css`
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
`;

/** A plain list (ui/theme) of the slides' dots. */
export const dots = css`
  display: flex;
  gap: ${space.xs};
`;

/** 24 px targets (WCAG 2.5.8) around a small visible dot. */
export const dot = css`
  width: 1.5rem;
  height: 1.5rem;
  border: 0;
  background: transparent;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;

  &::before {
    content: '';
    width: 0.625rem;
    height: 0.625rem;
    border-radius: 50%;
    border: 2px solid ${color.brand};
  }

  &[aria-current='true']::before {
    background: ${color.brand};
  }
`;
