import { css } from '@linaria/core';
import { color, font, layout, space } from '../theme/tokens';

export const globals = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }

    html {
      font-family: ${font.body};
      font-size: 100%;
      line-height: 1.5;
      color: ${color.text};
      background: ${color.page};
    }

    body {
      margin: 0;
    }

    /* German compounds are longer than a phone is wide: hyphenate where the browser can, else break. */
    h1,
    h2,
    h3 {
      overflow-wrap: break-word;
      hyphens: auto;
    }

    :focus-visible {
      outline: 3px solid ${color.focus};
      outline-offset: 2px;
    }

    /*
     * Links in running text look like the site, not like the browser's blue. :where() keeps these
     * rules at zero specificity, so any class that styles a link (header, footer, buttons, cards)
     * still wins over them without having to undo them.
     */
    :where(a) {
      color: ${color.brand};
      text-decoration: underline;
      text-decoration-thickness: 1px;
      text-underline-offset: 0.15em;
    }

    :where(a:hover),
    :where(a:focus-visible) {
      color: ${color.brandDark};
      text-decoration-thickness: 2px;
    }
  }
`;

export const skipLink = css`
  position: absolute;
  left: ${space.m};
  top: -3rem;
  padding: ${space.s} ${space.m};
  background: ${color.surface};
  color: ${color.brand};
  z-index: 10;

  &:focus {
    top: ${space.s};
  }
`;

export const main = css`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${space.m} ${space.xl};
`;

