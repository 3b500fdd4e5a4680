import { css } from '@linaria/core';
import { color, font, layout, space } from './tokens';

/**
 * A tile grid: as many equal columns as fit (one on a phone) for a `<ul>` of tiles or cards
 * (a dashboard's figures, themes, guides). `list-style` off so it can be a list for screen readers.
 */
export const tileGrid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.m};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
`;

/** One tile: a small box with a figure and what it counts ("12 Bestellungen heute"). */
export const tile = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  min-width: 0;
  padding: ${space.m};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
  overflow-wrap: break-word;
`;

/** The tile's figure. */
export const tileFigure = css`
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.1;
  color: ${color.brandDark};
  font-variant-numeric: tabular-nums;
`;

/** What the figure counts, under it. */
export const tileLabel = css`
  font-size: ${font.sizeSmall};
  color: ${color.textMuted};
`;
