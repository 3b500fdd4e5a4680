import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const heading = css`
  font-size: ${font.sizeH1};
  color: ${color.brandDark};
  margin: 0 0 ${space.s};
`;

export const lead = css`
  font-size: ${font.sizeLead};
  color: ${color.text};
  margin: 0 0 ${space.m};
`;

export const hint = css`
  color: ${color.textMuted};
  margin: 0 0 ${space.l};
`;

export const page = css`
  padding: ${space.l} 0 ${space.xl};
  max-width: 60rem;
  /* A grid or flex child would otherwise grow to its widest table. */
  min-width: 0;
`;

export const subheading = css`
  font-size: ${font.sizeH2};
  color: ${color.brandDark};
  margin: ${space.xl} 0 ${space.m};
`;

export const searchForm = css`
  display: grid;
  gap: ${space.m};
  max-width: 32rem;
`;

export const found = css`
  margin-top: ${space.m};
  max-width: 32rem;
  overflow-wrap: anywhere;
`;



export const button = css`
  font: inherit;
  font-weight: 600;
  padding: ${space.xs} ${space.m};
  border: 2px solid ${color.brand};
  border-radius: ${layout.radius};
  background: ${color.surface};
  color: ${color.brandDark};
  cursor: pointer;

  &:hover {
    background: ${color.brand};
    color: ${color.surface};
  }

  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

export const problems = css`
  margin: ${space.m} 0 ${space.l};
  padding: ${space.m};
  border-left: 6px solid ${color.danger};
  background: ${color.surface};
  overflow-wrap: anywhere;
`;

export const problemsHeading = css`
  font-size: ${font.sizeLead};
  margin: 0 0 ${space.s};
`;


export const details = css`
  color: ${color.textMuted};
  font-size: 0.9em;
`;

export const paging = css`
  margin-top: ${space.m};
  display: flex;
  flex-wrap: wrap;
  gap: ${space.m};
  align-items: center;
`;
