import { css } from '@linaria/core';
import { color, layout, space } from './tokens';

/**
 * Switches: the few sibling pages of one list as a row of framed links, the one shown filled
 * (the lexica BR, SBV, JAV; a job or news category; whose training entitlement). On a `<nav>`
 * holding the links, or on its `<ul>`.
 */
export const switches = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: inline-block;
    padding: ${space.s} ${space.m};
    border: 1px solid ${color.brand};
    border-radius: ${layout.radius};
    text-decoration: none;
    font-weight: 600;
  }

  & a[aria-current='page'] {
    background: ${color.brand};
    color: #fff;
  }
`;
