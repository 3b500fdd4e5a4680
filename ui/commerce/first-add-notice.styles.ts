import { css } from '@linaria/core';
import { color, font, layout, space } from '../theme/tokens';

export const region = css`
  position: fixed;
  top: 5.5rem;
  right: max(${space.m}, calc((100vw - ${layout.maxWidth}) / 2 + ${space.m}));
  z-index: 45;
  width: 22rem;
`;

export const notice = css`
  background: ${color.surface};
  color: ${color.text};
  border-radius: ${layout.radius};
  border-left: 6px solid ${color.success};
  box-shadow: 0 12px 32px rgba(8, 42, 74, 0.25);
  padding: ${space.m};
  animation: noticeIn 200ms ease-out;

  @keyframes noticeIn {
    from {
      opacity: 0;
      transform: translateY(-0.5rem);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
`;

export const title = css`
  margin: 0 0 ${space.xs};
  font-weight: 700;
  color: ${color.brandDark};
`;

export const text = css`
  margin: 0 0 ${space.s};
  font-size: ${font.sizeSmall};
`;

export const row = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${space.s};
`;

export const link = css`
  font-weight: 700;
`;

export const close = css`
  min-height: 44px;
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  font-size: ${font.sizeSmall};
  cursor: pointer;
`;
