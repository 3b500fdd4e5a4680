import { css } from '@linaria/core';
import { color, font, layout, space } from '../theme/tokens';

export const list = css`
  list-style: none;
  margin: 0 0 ${space.m};
  padding: 0;
  display: grid;
  gap: ${space.s};
  max-height: 50vh;
  overflow-y: auto;
`;

export const entry = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space.s} ${space.m};
  padding: ${space.m};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
`;

export const entryText = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  min-width: 12rem;
  flex: 1;
`;

export const title = css`
  font-weight: 700;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export const remove = css`
  align-self: flex-start;
  min-height: 44px;
  padding: ${space.s} ${space.m};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
  color: ${color.danger};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${color.danger};
  }
`;

export const empty = css`
  color: ${color.textMuted};
`;

export const error = css`
  color: ${color.danger};
`;

export const announcement = css`
  margin: 0;
  font-size: ${font.sizeSmall};
  color: ${color.success};

  &:empty {
    display: none;
  }
`;
