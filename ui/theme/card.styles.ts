import { css } from '@linaria/core';
import { color, font, layout, space } from './tokens';

/**
 * A card: one white box on the grey page for one thing (a cart item, a form, an order's
 * participants). Its parts stand one under another; a phone gets a smaller padding.
 */
export const card = css`
  display: flex;
  flex-direction: column;
  gap: ${space.m};
  min-width: 0;
  padding: ${space.l};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
  overflow-wrap: break-word;

  @media (max-width: 480px) {
    padding: ${space.m};
  }
`;

/** The card's heading (h2 or h3). */
export const cardTitle = css`
  margin: 0;
  font-size: ${font.sizeLead};
  color: ${color.brandDark};
  overflow-wrap: break-word;
`;

/** A card's heading row: the title on the left, a badge, price or link on the right; wraps. */
export const cardHead = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space.xs} ${space.m};
`;

/** A card that asks for attention (a warning, the next step): a coloured edge on top. */
export const cardAccent = css`
  border-top: 4px solid ${color.accent};
`;
