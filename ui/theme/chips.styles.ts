import { css } from '@linaria/core';
import { color, font, space } from './tokens';

/**
 * Links as pills in a row that wraps (topics, tags, Handlungsfelder): on the `<ul>` (or any box)
 * whose links they are. Each pill is a target of 44 px height for a finger.
 */
export const chips = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${space.m};
    border: 1px solid ${color.border};
    border-radius: 999px;
    background: ${color.surface};
    font-size: ${font.sizeSmall};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    border-color: ${color.brand};
    text-decoration: underline;
  }
`;
