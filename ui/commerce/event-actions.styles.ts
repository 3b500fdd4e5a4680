import { css } from '@linaria/core';
import { primaryButtonLook, secondaryButtonLook } from '../theme/button-look';
import { color, font, space } from '../theme/tokens';

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
  align-items: center;

  & button {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
  }

  & button[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

export const compact = css`
  gap: ${space.xs};
`;

/** "In den Warenkorb" is the site's primary button, as narrow as Merken so both fit a phone's row. */
export const cartButton = css`
  ${primaryButtonLook}
  padding: ${space.s} ${space.m};
`;

/** "Merken" is a secondary button; kept, it turns to the accent colour. */
export const wishButton = css`
  ${secondaryButtonLook}

  &[aria-pressed='true'] {
    color: ${color.accentDark};
    border-color: ${color.accentDark};
  }
`;

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
`;

export const error = css`
  color: ${color.danger};
`;

/** A button's form (cart, Merken) takes no box of its own: the buttons sit in the row as before. */
export const buttonForm = css`
  display: contents;
`;
