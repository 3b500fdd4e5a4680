import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const heading = css`
  font-size: ${font.sizeH1};
  line-height: 1.2;
  color: ${color.brandDark};
  margin: ${space.m} 0 ${space.s};
`;

export const lead = css`
  font-size: ${font.sizeLead};
  color: ${color.textMuted};
  margin: 0 0 ${space.l};
`;

export const facts = css`
  display: grid;
  gap: ${space.m};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  padding: ${space.m};
  margin: 0 0 ${space.l};

  dt {
    font-size: ${font.sizeSmall};
    color: ${color.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }

  a {
    color: ${color.brand};
  }
`;

export const text = css`
  max-width: 48rem;
`;

export const sectionHeading = css`
  font-size: ${font.sizeH2};
  color: ${color.brandDark};
  margin: ${space.xl} 0 ${space.m};
`;

export const program = css`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: grid;
    gap: ${space.xs} ${space.l};
    padding: ${space.s} 0;
    border-bottom: 1px solid ${color.border};

    @media (min-width: 768px) {
      grid-template-columns: 14rem 1fr;
    }
  }

  time {
    color: ${color.brandDark};
    font-weight: 600;
  }

  span {
    display: block;
    color: ${color.textMuted};
    font-size: ${font.sizeSmall};
  }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s} ${space.m};
  align-items: center;
  margin: 0 0 ${space.l};

  & > a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    text-decoration: none;
    text-align: center;
  }
`;
