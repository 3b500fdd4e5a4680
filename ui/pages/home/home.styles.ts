import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const hero = css`
  margin: ${space.l} 0 0;
  padding: ${space.xl} ${space.l};
  border-radius: ${layout.radius};
  background: linear-gradient(135deg, ${color.brand} 0%, ${color.brandDark} 100%);
  color: #fff;

  @media (max-width: 767px) {
    padding: ${space.l} ${space.m};
  }
`;

export const heroTitle = css`
  font-size: ${font.sizeH1};
  line-height: 1.15;
  margin: 0 0 ${space.s};
  max-width: 40rem;
`;

export const heroLead = css`
  font-size: ${font.sizeLead};
  margin: 0 0 ${space.l};
  max-width: 40rem;
  color: #e6edf5;
`;

export const search = css`
  max-width: 40rem;
`;

export const searchLabel = css`
  display: block;
  font-weight: 600;
  margin-bottom: ${space.xs};
`;

export const searchRow = css`
  display: flex;
  gap: ${space.s};

  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    padding: ${space.s} ${space.m};
    border: 0;
    border-radius: ${layout.radius};
  }

  button {
    font: inherit;
    font-weight: 700;
    padding: ${space.s} ${space.l};
    border: 0;
    border-radius: ${layout.radius};
    background: ${color.accentDark};
    color: #fff;
    cursor: pointer;
  }
`;

export const heroLinks = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s} ${space.l};
  margin: ${space.l} 0 0;

  a {
    color: #fff;
    font-weight: 600;
  }
`;

export const section = css`
  margin: ${space.xl} 0;
`;

export const sectionHeading = css`
  font-size: ${font.sizeH2};
  color: ${color.brandDark};
  margin: 0 0 ${space.m};
`;


export const trust = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.m};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));

  li {
    background: ${color.surface};
    border: 1px solid ${color.border};
    border-radius: ${layout.radius};
    padding: ${space.m};
  }

  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${font.sizeLead};
    color: ${color.brandDark};
  }

  p {
    margin: 0;
    color: ${color.textMuted};
    font-size: ${font.sizeSmall};
  }
`;

export const rubrics = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.s};
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));

  a {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    height: 100%;
    padding: ${space.m};
    background: ${color.surface};
    border: 1px solid ${color.border};
    border-left: 4px solid ${color.accent};
    border-radius: ${layout.radius};
    color: ${color.brand};
    font-weight: 600;
    text-decoration: none;
    /* A rubric's name may be one long compound (Schwerbehindertenvertretung): it breaks inside the card. */
    overflow-wrap: break-word;
    hyphens: auto;
  }

  a:hover,
  a:focus-visible {
    border-color: ${color.brand};
  }

  small {
    color: ${color.textMuted};
    font-weight: 400;
    white-space: nowrap;
  }
`;

export const more = css`
  display: inline-block;
  margin-top: ${space.m};
  font-weight: 600;
  color: ${color.brand};
`;
