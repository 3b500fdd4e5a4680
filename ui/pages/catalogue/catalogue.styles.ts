import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const heading = css`
  font-size: ${font.sizeH1};
  color: ${color.brandDark};
  margin: ${space.l} 0 ${space.s};
`;

export const lead = css`
  font-size: ${font.sizeLead};
  color: ${color.textMuted};
  margin: 0 0 ${space.l};
`;

export const filters = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${space.m};
  align-items: end;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  padding: ${space.m};
  margin-bottom: ${space.l};

  label {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    font-size: ${font.sizeSmall};
    font-weight: 600;
    color: ${color.text};
  }

  input,
  select {
    font: inherit;
    font-weight: 400;
    padding: ${space.s};
    border: 1px solid ${color.border};
    border-radius: ${layout.radius};
    background: ${color.surface};
  }
`;

export const submit = css`
  font: inherit;
  font-weight: 600;
  padding: ${space.s} ${space.l};
  border: 0;
  border-radius: ${layout.radius};
  background: ${color.accent};
  color: #fff;
  cursor: pointer;

  &:hover {
    background: ${color.accentDark};
  }
`;

export const summary = css`
  color: ${color.textMuted};
  margin: 0 0 ${space.m};
`;

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.m};
`;

export const card = css`
  display: grid;
  grid-template-columns: 9.5rem 1fr auto;
  gap: ${space.m} ${space.l};
  align-items: center;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-left: 4px solid ${color.brand};
  border-radius: ${layout.radius};
  padding: ${space.m} ${space.l};

  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
`;

export const date = css`
  font-weight: 700;
  color: ${color.brandDark};

  small {
    display: block;
    font-weight: 400;
    color: ${color.textMuted};
  }
`;

export const title = css`
  margin: 0 0 ${space.xs};
  font-size: ${font.sizeLead};

  a {
    color: ${color.brand};
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

export const meta = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
`;

export const badge = css`
  display: inline-block;
  margin-right: ${space.s};
  padding: 0 ${space.s};
  border-radius: 999px;
  background: ${color.brandLight};
  color: ${color.brandDark};
  font-size: 0.8125rem;
  font-weight: 600;
`;

export const price = css`
  text-align: right;
  white-space: nowrap;

  small {
    display: block;
    color: ${color.textMuted};
    font-size: ${font.sizeSmall};
  }

  strong {
    font-size: ${font.sizeLead};
    color: ${color.text};
  }

  @media (max-width: 720px) {
    text-align: left;
  }
`;

export const pager = css`
  display: flex;
  justify-content: space-between;
  margin: ${space.l} 0;

  a {
    color: ${color.brand};
    font-weight: 600;
  }
`;
