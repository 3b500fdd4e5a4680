import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

/**
 * minmax(0, …): an implicit grid column is as wide as its longest word, and German titles
 * ("Schwerbehindertenvertretung") made the page 425–500 px wide on a 390 px phone.
 */
export const head = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.l};
  margin: ${space.m} 0 ${space.l};

  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 1fr) 18rem;
    align-items: start;
  }
`;

export const kicker = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const title = css`
  font-size: ${font.sizeH1};
  line-height: 1.2;
  color: ${color.brandDark};
  margin: ${space.xs} 0 ${space.s};
`;

export const subtitle = css`
  font-size: ${font.sizeLead};
  color: ${color.textMuted};
  margin: 0;
`;

export const priceBox = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-top: 4px solid ${color.accent};
  border-radius: ${layout.radius};
  padding: ${space.m};

  p {
    margin: 0 0 ${space.s};
  }

  p:last-child {
    margin: 0;
    font-size: ${font.sizeSmall};
  }

  small {
    display: block;
    color: ${color.textMuted};
    font-size: ${font.sizeSmall};
  }

  strong {
    font-size: 1.75rem;
    color: ${color.text};
  }

  a {
    color: ${color.brand};
  }
`;

export const tabs = css`
  display: flex;
  gap: ${space.xs};
  overflow-x: auto;
  border-bottom: 2px solid ${color.border};

  a {
    flex: none;
    padding: ${space.s} ${space.m};
    color: ${color.brand};
    text-decoration: none;
    font-weight: 600;
    border-bottom: 3px solid transparent;
    margin-bottom: -2px;
  }

  a:hover {
    border-bottom-color: ${color.border};
  }

  a[aria-current='page'] {
    color: ${color.brandDark};
    border-bottom-color: ${color.accent};
  }
`;

export const body = css`
  padding: ${space.l} 0;

  section {
    margin-bottom: ${space.xl};
  }
`;

export const sectionHeading = css`
  font-size: ${font.sizeH2};
  color: ${color.brandDark};
  margin: 0 0 ${space.m};
`;

export const smallHeading = css`
  font-size: ${font.sizeLead};
  color: ${color.brandDark};
  margin: ${space.l} 0 ${space.s};
`;

export const text = css`
  max-width: 48rem;
  margin: 0 0 ${space.m};
`;

export const bullets = css`
  margin: 0 0 ${space.m};
  padding-left: ${space.l};

  li {
    margin-bottom: ${space.xs};
  }

  a {
    color: ${color.brand};
  }
`;

export const chips = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};

  a {
    display: inline-block;
    padding: ${space.xs} ${space.m};
    border: 1px solid ${color.border};
    border-radius: 999px;
    background: ${color.surface};
    color: ${color.brand};
    text-decoration: none;
    font-size: ${font.sizeSmall};
  }
`;

export const more = css`
  display: inline-block;
  margin-top: ${space.m};
  font-weight: 600;
  color: ${color.brand};
`;

export const pdfLinks = css`
  margin: 0;
  padding-left: ${space.l};
  font-size: ${font.sizeSmall};

  a {
    color: ${color.brand};
  }
`;

/** The inhouse request: its fields one under another, the parts bring their look (ui/forms). */
export const inhouseForm = css`
  display: grid;
  gap: ${space.m};
  max-width: 46rem;

  h2 {
    margin: 0;
  }
`;
