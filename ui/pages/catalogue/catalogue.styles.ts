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
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
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

export const summary = css`
  color: ${color.textMuted};
  margin: 0 0 ${space.m};
`;

/** The nearest dates under an empty result: one block per filter let go. */
export const nearestDates = css`
  margin: ${space.l} 0;

  h2 {
    margin: 0 0 ${space.s};
  }
`;

export const pager = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.s};
  margin: ${space.l} 0;

  a {
    color: ${color.brand};
    font-weight: 600;
  }
`;

/** The numbers as targets of at least 44 px (WCAG 2.5.5), the current page filled. */
export const pageNumbers = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.xs};
  list-style: none;
  margin: 0;
  padding: 0;

  /* On a phone the numbers take a row of their own under 'Vorherige' and 'Nächste'. */
  @media (max-width: 767px) {
    order: 3;
    flex-basis: 100%;
  }

  li {
    display: flex;
    align-items: center;
  }

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    border-radius: ${layout.radius};
    text-decoration: none;
  }

  a:hover {
    background: ${color.brandLight};
  }

  a[aria-current='page'] {
    background: ${color.brand};
    color: ${color.surface};
  }
`;

export const breadcrumbs = css`
  font-size: ${font.sizeSmall};
  color: ${color.textMuted};
  margin-top: ${space.m};

  a {
    color: ${color.brand};
  }
`;

export const checkbox = css`
  && {
    flex-direction: row;
    align-items: center;
    gap: ${space.s};
    font-weight: 400;
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
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

export const tiles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.m};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
`;

export const tile = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  height: 100%;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-top: 4px solid ${color.brand};
  border-radius: ${layout.radius};
  padding: ${space.m};

  h2,
  h3 {
    margin: 0;
    font-size: ${font.sizeLead};
    line-height: 1.3;
    hyphens: auto;
    overflow-wrap: break-word;
  }

  a {
    color: ${color.brand};
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }

  p {
    margin: 0;
    color: ${color.textMuted};
    font-size: ${font.sizeSmall};
  }
`;

export const tileFacts = css`
  margin-top: auto !important;
  padding-top: ${space.s};
  color: ${color.text} !important;
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

  a:hover,
  a:focus-visible {
    border-color: ${color.brand};
  }
`;

export const moreLink = css`
  display: inline-block;
  margin-top: ${space.m};
  font-weight: 600;
  color: ${color.brand};
`;

export const letterGroups = css`
  columns: 18rem;
  column-gap: ${space.xl};

  section {
    break-inside: avoid;
    margin-bottom: ${space.l};
  }

  h2 {
    font-size: ${font.sizeH2};
    color: ${color.brandDark};
    margin: 0 0 ${space.s};
    border-bottom: 2px solid ${color.border};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  li {
    padding: ${space.xs} 0;
  }

  a {
    color: ${color.brand};
  }
`;
