import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const page = css`
  padding: ${space.l} 0;
  overflow-wrap: break-word;
`;

export const bodies = css`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.s};
    list-style: none;
    margin: 0;
    padding: 0;
  }

  a {
    display: inline-block;
    padding: ${space.xs} ${space.m};
    border: 1px solid ${color.border};
    border-radius: 999px;
    color: ${color.brand};
    text-decoration: none;
    font-weight: 600;
  }

  a[aria-current='page'] {
    background: ${color.brand};
    border-color: ${color.brand};
    color: ${color.surface};
  }
`;

export const heading = css`
  font-size: ${font.sizeH1};
  line-height: 1.2;
  color: ${color.brandDark};
  margin: ${space.l} 0 ${space.s};
  hyphens: auto;
`;

export const lead = css`
  font-size: ${font.sizeLead};
  max-width: 48rem;
  margin: 0 0 ${space.m};
`;

export const notice = css`
  max-width: 48rem;
  margin: 0 0 ${space.l};
  padding: ${space.s} ${space.m};
  border-left: 4px solid ${color.accent};
  background: ${color.surface};
  font-size: ${font.sizeSmall};
`;

/** minmax(0, …): long German words never widen the page on a phone. */
export const columns = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.l};

  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) 16rem;
    align-items: start;
  }
`;

export const sectionHeading = css`
  font-size: ${font.sizeH2};
  color: ${color.brandDark};
  margin: ${space.l} 0 ${space.s};
`;

export const smallHeading = css`
  font-size: ${font.sizeLead};
  color: ${color.brandDark};
  margin: 0 0 ${space.s};
`;

export const text = css`
  max-width: 48rem;
  margin: 0 0 ${space.m};

  a {
    color: ${color.brand};
  }
`;

export const basis = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-top: 4px solid ${color.accent};
  border-radius: ${layout.radius};
  padding: ${space.m};
  margin-top: ${space.l};

  ul {
    margin: 0;
    padding-left: ${space.l};
  }
`;

export const seminars = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${space.m};
  list-style: none;
  margin: 0 0 ${space.m};
  padding: 0;

  li {
    background: ${color.surface};
    border: 1px solid ${color.border};
    border-top: 3px solid ${color.brand};
    border-radius: ${layout.radius};
    padding: ${space.m};
  }

  a {
    color: ${color.brand};
  }
`;

export const seminarTitle = css`
  font-size: ${font.sizeLead};
  line-height: 1.3;
  hyphens: auto;
  margin: 0 0 ${space.xs};
`;

export const seminarText = css`
  margin: 0 0 ${space.xs};
  font-size: ${font.sizeSmall};
`;

export const seminarDate = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
  font-weight: 600;
`;
