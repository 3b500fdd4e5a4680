import { css } from '@linaria/core';
import { color, font, layout, space } from './tokens';

/**
 * Ways in as whole-box links (the rubrics on the home page, the lexica): a `<ul>` whose items
 * each hold one link with a name and a quiet line under it (`<span>` then `<small>`). The accent
 * edge says "go here"; long German names break inside the box.
 */
export const linkTiles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.s};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));

  a {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    height: 100%;
    padding: ${space.m};
    border: 1px solid ${color.border};
    border-left: 4px solid ${color.accent};
    border-radius: ${layout.radius};
    background: ${color.surface};
    font-weight: 600;
    text-decoration: none;
    overflow-wrap: break-word;
    hyphens: auto;
  }

  a:hover,
  a:focus-visible {
    border-color: ${color.brand};
  }

  small {
    font-size: ${font.sizeSmall};
    font-weight: 400;
    color: ${color.textMuted};
  }
`;
