import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const heading = css`
  font-size: ${font.sizeH1};
  line-height: 1.2;
  color: ${color.brandDark};
  margin: ${space.m} 0 ${space.s};
`;

export const lead = css`
  display: block;
  font-size: ${font.sizeLead};
  font-style: normal;
  color: ${color.textMuted};
  margin: 0 0 ${space.l};
`;

export const section = css`
  margin: ${space.xl} 0;
`;

export const sectionHeading = css`
  font-size: ${font.sizeH2};
  color: ${color.brandDark};
  margin: 0 0 ${space.m};
`;

export const venues = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.m};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));

  li {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    background: ${color.surface};
    border: 1px solid ${color.border};
    border-radius: ${layout.radius};
    padding: ${space.m};
  }

  a {
    color: ${color.brand};
    font-weight: 600;
  }

  address {
    font-style: normal;
  }

  small {
    color: ${color.textMuted};
  }
`;

export const more = css`
  display: inline-block;
  margin-top: ${space.m};
  font-weight: 600;
  color: ${color.brand};
`;

/** The hotel's picture: as wide as the text column at most, never wider than the screen. */
export const picture = css`
  display: block;
  max-width: min(100%, 48rem);
  height: auto;
  margin: 0 0 ${space.l};
  border-radius: ${layout.radius};
`;
