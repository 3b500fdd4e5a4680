import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

/** The back office's bar: quieter than the site's header, no Merkliste, no Warenkorb. */
export const bar = css`
  background: ${color.brandDark};
  color: ${color.surface};

  a {
    color: ${color.surface};
  }
`;

export const barInner = css`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: ${space.s} ${space.m};
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.s} ${space.l};
`;

export const brand = css`
  font-size: ${font.sizeLead};
  font-weight: 700;
  text-decoration: none;
`;

export const who = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s} ${space.m};
  font-size: ${font.sizeSmall};
`;

export const nav = css`
  background: ${color.brandLight};
  border-bottom: 1px solid ${color.border};

  ul {
    max-width: ${layout.maxWidth};
    margin: 0 auto;
    padding: ${space.s} ${space.m};
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.l};
  }

  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: none;
  }
`;
