import { css } from '@linaria/core';
import { secondaryButtonLook } from '../theme/button-look';
import { color, font, layout, space } from '../theme/tokens';

export const banner = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  /* Under the header (30): its mobile menu and popups, opened before answering, must cover the banner. */
  z-index: 20;
  background: ${color.surface};
  color: ${color.text};
  border-top: 4px solid ${color.brand};
  box-shadow: 0 -8px 24px rgba(8, 42, 74, 0.18);

  /* The marks of ui/consent/pre-paint.ts: no banner without scripts or once a choice is remembered. */
  html:not([data-js]) &,
  html[data-consent] & {
    display: none;
  }
`;

export const bannerInner = css`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: ${space.m};
  display: flex;
  flex-wrap: wrap;
  gap: ${space.m};
  align-items: center;
  justify-content: space-between;

  > div:first-child {
    flex: 1 1 24rem;
  }
`;

export const text = css`
  margin: 0;
  font-size: ${font.sizeSmall};
`;

export const buttons = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
`;

/*
 * The two answers, 'Nur notwendige' and 'Alle akzeptieren', look the same: the data-protection
 * authorities expect refusing to be as easy and as prominent as accepting. Only the way to the
 * detailed settings is quieter (the site's secondary button).
 */
export const choice = css`
  ${secondaryButtonLook}
  background: ${color.brand};
  color: #fff;

  &:hover {
    background: ${color.brandDark};
  }
`;

export const secondary = css`
  ${secondaryButtonLook}
`;

export const dialog = css`
  max-width: min(32rem, calc(100vw - 2rem));
  border: 0;
  border-radius: ${layout.radius};
  padding: ${space.l};
  color: ${color.text};

  &::backdrop {
    background: rgba(8, 42, 74, 0.5);
  }
`;

/** A cookie kind to tick (ui/forms checkbox), one under another. */
export const option = css`
  margin: ${space.m} 0;
  font-size: ${font.sizeSmall};
`;
