import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const heading = css`
  font-size: ${font.sizeH1};
  color: ${color.brand};
  margin: ${space.l} 0 ${space.m};
`;

export const form = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
  align-items: flex-end;
  margin-bottom: ${space.l};

  label {
    display: grid;
    gap: ${space.xs};
    flex: 1 1 16rem;
    font-weight: 600;
  }

  input {
    min-height: 2.75rem;
    padding: 0 ${space.s};
    border: 1px solid ${color.textMuted};
    border-radius: ${layout.radius};
    font: inherit;
  }

  button {
    min-height: 2.75rem;
    padding: 0 ${space.l};
    border: 0;
    border-radius: ${layout.radius};
    background: ${color.accentDark};
    color: #fff;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

export const sectionHeading = css`
  font-size: ${font.sizeH2};
  color: ${color.brand};
  margin: ${space.l} 0 ${space.s};
`;

export const summary = css`
  margin: 0 0 ${space.m};
  color: ${color.textMuted};
`;

export const message = css`
  padding: ${space.s} ${space.m};
  border-left: 4px solid ${color.danger};
  background: ${color.surface};
`;

export const contentList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.s};

  li {
    background: ${color.surface};
    border: 1px solid ${color.border};
    border-radius: ${layout.radius};
    padding: ${space.m};
  }

  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${font.sizeLead};
  }

  a {
    color: ${color.brand};
  }

  p {
    margin: 0;
    color: ${color.textMuted};
  }
`;
