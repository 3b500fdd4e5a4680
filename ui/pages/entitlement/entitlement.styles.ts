import { css } from '@linaria/core';
import { color, space } from '../../theme/tokens';

/** The three bodies (BR, SBV, JAV) as pills; the one shown is filled. */
export const bodies = css`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.s};
    list-style: none;
    margin: 0;
    padding: 0;
  }

  a {
    display: inline-block;
    padding: ${space.xs} ${space.m};
    border: 1px solid ${color.border};
    border-radius: 999px;
    text-decoration: none;
    font-weight: 600;
  }

  a[aria-current='page'] {
    background: ${color.brand};
    border-color: ${color.brand};
    color: ${color.surface};
  }
`;
