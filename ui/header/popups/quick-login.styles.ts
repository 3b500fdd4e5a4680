import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const card = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`;

export const navigationBar = css`
  h2 {
    font-size: ${font.sizeBody};
    color: ${color.text};
  }
`;

export const label = css`
  font-size: ${font.sizeSmall};
  font-weight: 600;
`;

export const row = css`
  display: flex;
  align-items: stretch;
  border: 1px solid ${color.textMuted};
  border-radius: ${layout.radius};
  overflow: hidden;

  &:focus-within {
    outline: 3px solid ${color.focus};
    outline-offset: 1px;
  }
`;

export const rounded = css`
  border-radius: 999px;
`;

export const input = css`
  flex: 1;
  min-width: 0;
  border: 0;
  padding: ${space.s} ${space.m};
  font: inherit;
  color: ${color.text};
  background: ${color.surface};

  &:focus-visible {
    outline: none;
  }

  &[aria-invalid='true'] {
    background: #fdf3f2;
  }
`;

export const submit = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  border: 0;
  background: ${color.accent};
  color: #fff;
  cursor: pointer;

  &:hover {
    background: ${color.accentDark};
  }

  &:disabled {
    cursor: progress;
  }
`;

export const spinner = css`
  width: 1rem;
  height: 1rem;
  border: 2px solid rgba(255, 255, 255, 0.5);
  border-top-color: #fff;
  border-radius: 50%;
  animation: spin 0.8s linear infinite;

  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export const error = css`
  margin: 0;
  color: ${color.danger};
  font-size: ${font.sizeSmall};

  &:empty {
    display: none;
  }
`;
