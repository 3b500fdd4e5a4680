import { css } from '@linaria/core';
import { color, font, layout, space } from '../theme/tokens';

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
  align-items: center;
`;

export const compact = css`
  gap: ${space.xs};
`;

const button = `
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 44px;
  padding: ${space.s} ${space.m};
  border-radius: ${layout.radius};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

export const cartButton = css`
  ${button}
  background: ${color.accent};
  border: 1px solid ${color.accent};
  color: #fff;

  &:hover {
    background: ${color.accentDark};
  }
`;

export const wishButton = css`
  ${button}
  background: ${color.surface};
  border: 1px solid ${color.brand};
  color: ${color.brand};

  &:hover {
    background: ${color.brandLight};
  }

  &[aria-pressed='true'] {
    color: ${color.accentDark};
    border-color: ${color.accentDark};
  }
`;

export const wishText = css``;

export const status = css`
  flex-basis: 100%;
  /* No width of its own: the line that appears after a press wraps within the buttons' width
     instead of widening the row, which moved the buttons away under the pointer. */
  contain: inline-size;
  margin: 0;
  min-height: 1.25rem;
  font-size: ${font.sizeSmall};

  &:empty {
    min-height: 0;
  }
`;

export const ok = css`
  color: ${color.success};

  a {
    color: ${color.brand};
  }
`;

export const error = css`
  color: ${color.danger};
`;


/** A button's form (cart, Merken) takes no box of its own: the buttons sit in the row as before. */
export const buttonForm = css`
  display: contents;
`;
