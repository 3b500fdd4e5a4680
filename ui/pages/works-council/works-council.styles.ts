import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';
import { primaryButtonLook } from '../../theme/button-look';

export const heading = css`
  font-size: ${font.sizeH1};
  color: ${color.brandDark};
  margin: ${space.l} 0 ${space.s};
  overflow-wrap: anywhere;
  hyphens: auto;
`;

export const lead = css`
  font-size: ${font.sizeLead};
  color: ${color.textMuted};
  margin: 0 0 ${space.l};
  max-width: 46rem;
`;

export const sectionHeading = css`
  font-size: ${font.sizeH2};
  color: ${color.brandDark};
  margin: 0 0 ${space.m};
`;

export const block = css`
  margin: ${space.xl} 0;
`;

export const breadcrumb = css`
  margin: ${space.l} 0 0;
  font-size: ${font.sizeSmall};

  a {
    color: ${color.brand};
  }
`;

export const article = css`
  max-width: 46rem;
`;

export const byline = css`
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
  margin: 0 0 ${space.m};
`;

export const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space.xs} ${space.m};
  margin: 0 0 ${space.m};
  font-size: ${font.sizeSmall};

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

export const prose = css`
  line-height: 1.65;

  h2 {
    font-size: ${font.sizeH2};
    color: ${color.brandDark};
    margin: ${space.xl} 0 ${space.s};
  }

  blockquote {
    margin: ${space.l} 0;
    padding: ${space.s} ${space.l};
    border-left: 4px solid ${color.accent};
    background: ${color.surface};
    font-style: italic;
  }
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

export const teasers = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.m};
`;

export const teaserGrid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.m};
  grid-template-columns: 1fr;

  @media (min-width: 768px) {
    grid-template-columns: repeat(2, 1fr);
  }

  @media (min-width: 1200px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export const teaser = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  padding: ${space.m} ${space.l};
`;

export const kicker = css`
  margin: 0 0 ${space.xs};
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
`;

export const teaserTitle = css`
  margin: 0 0 ${space.xs};
  font-size: ${font.sizeLead};
  overflow-wrap: anywhere;

  a {
    color: ${color.brand};
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

export const teaserText = css`
  margin: 0;
  color: ${color.text};
`;

export const pager = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${space.m};
  margin: ${space.l} 0;

  a {
    color: ${color.brand};
    font-weight: 600;
  }
`;

export const related = css`
  margin-top: ${space.xl};

  h2 {
    font-size: ${font.sizeH2};
    color: ${color.brandDark};
  }

  a {
    color: ${color.brand};
  }
`;

/** The assistant's question form on the knowledge home and beside articles. */
export const askQuestion = css`
  margin-top: ${space.xl};
  padding: ${space.m} ${space.l};
  border-radius: ${layout.radius};
  background: ${color.brandLight};

  h2 {
    margin-top: 0;
    font-size: ${font.sizeH2};
    color: ${color.brandDark};
  }

  form {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.s};
    align-items: center;
  }

  label {
    width: 100%;
    font-weight: 600;
  }

  input {
    flex: 1 1 14rem;
    min-width: 0;
    font: inherit;
    min-height: 2.75rem;
    padding: ${space.s} ${space.m};
    border: 1px solid ${color.border};
    border-radius: ${layout.radius};
  }

  button {
    ${primaryButtonLook}
  }
`;

export const tags = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
  margin-top: ${space.xl};
  padding-top: ${space.m};
  border-top: 1px solid ${color.border};

  a {
    color: ${color.brand};
    padding: ${space.xs} ${space.s};
    border: 1px solid ${color.border};
    border-radius: 999px;
    background: ${color.surface};
    text-decoration: none;
  }
`;

export const toc = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  padding: ${space.m} ${space.l};
  margin-bottom: ${space.l};

  h2 {
    font-size: ${font.sizeLead};
    margin: 0 0 ${space.s};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    columns: 2 18rem;
  }

  li {
    break-inside: avoid;
    margin-bottom: ${space.xs};
  }

  a {
    color: ${color.brand};
  }
`;

export const lawPart = css`
  h2 {
    font-size: ${font.sizeH2};
    color: ${color.brandDark};
    margin: ${space.xl} 0 ${space.m};
  }
`;

export const norm = css`
  scroll-margin-top: ${space.l};
  margin-bottom: ${space.l};

  h3 {
    font-size: ${font.sizeLead};
    margin: 0 0 ${space.xs};
  }

  &:target {
    background: ${color.brandLight};
    outline: 2px solid ${color.brand};
    outline-offset: ${space.s};
  }
`;

export const chapter = css`
  margin: 0 0 ${space.s};
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
`;

export const paragraphs = css`
  margin: 0;
  padding-left: ${space.l};
  list-style: none;
  counter-reset: absatz;

  li {
    counter-increment: absatz;
    margin-bottom: ${space.s};
    line-height: 1.6;
  }

  li::before {
    content: '(' counter(absatz) ') ';
    font-weight: 600;
  }
`;

export const tabs = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
  margin-bottom: ${space.m};

  a {
    padding: ${space.s} ${space.m};
    border: 1px solid ${color.brand};
    border-radius: ${layout.radius};
    color: ${color.brand};
    text-decoration: none;
    font-weight: 600;
  }

  a[aria-current='page'] {
    background: ${color.brand};
    color: #fff;
  }
`;

export const letters = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin-bottom: ${space.l};

  a,
  span {
    display: inline-flex;
    justify-content: center;
    align-items: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    border-radius: ${layout.radius};
    font-weight: 700;
  }

  a {
    background: ${color.surface};
    border: 1px solid ${color.border};
    color: ${color.brand};
    text-decoration: none;
  }

  span {
    color: ${color.textMuted};
  }
`;

export const letterGroup = css`
  scroll-margin-top: ${space.l};
  border-top: 1px solid ${color.border};
  padding-top: ${space.s};

  h2 {
    font-size: ${font.sizeH2};
    color: ${color.brandDark};
    margin: 0 0 ${space.s};
  }

  ul {
    list-style: none;
    padding: 0;
    margin: 0 0 ${space.l};
    columns: 3 14rem;
  }

  li {
    margin-bottom: ${space.xs};
  }

  a {
    color: ${color.brand};
  }
`;

export const topicGrid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.m};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));

  li {
    background: ${color.surface};
    border: 1px solid ${color.border};
    border-radius: ${layout.radius};
    padding: ${space.m};
  }
`;

export const twoColumns = css`
  display: grid;
  gap: ${space.xl};
  grid-template-columns: 1fr;

  @media (min-width: 1200px) {
    grid-template-columns: 2fr 1fr;
  }
`;

export const seminars = css`
  background: ${color.brandLight};
  border-radius: ${layout.radius};
  padding: ${space.m} ${space.l};
  align-self: start;

  ul {
    padding-left: ${space.l};
  }

  a {
    color: ${color.brandDark};
    font-weight: 600;
  }
`;

export const hero = css`
  margin: ${space.l} 0;
  padding: ${space.xl} ${space.l};
  border-radius: ${layout.radius};
  background: ${color.brand};
  color: #fff;

  p {
    font-size: ${font.sizeLead};
    max-width: 40rem;
  }

  @media (max-width: 767px) {
    padding: ${space.l} ${space.m};
  }
`;

export const heroTitle = css`
  font-size: ${font.sizeH1};
  margin: 0 0 ${space.s};
`;

export const heroSearch = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
  align-items: center;
  max-width: 40rem;

  label {
    width: 100%;
    font-weight: 600;
  }

  input {
    flex: 1 1 14rem;
    font: inherit;
    padding: ${space.s} ${space.m};
    min-height: 2.75rem;
    border: 0;
    border-radius: ${layout.radius};
  }

  button {
    font: inherit;
    font-weight: 600;
    min-height: 2.75rem;
    padding: ${space.s} ${space.l};
    border: 0;
    border-radius: ${layout.radius};
    background: ${color.accentDark};
    color: #fff;
    cursor: pointer;
  }
`;

export const moreLinks = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.l};
  margin-top: ${space.m};

  a {
    color: ${color.brand};
    font-weight: 600;
  }
`;

export const entryPoints = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.m};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));

  a {
    display: block;
    padding: ${space.m} ${space.l};
    background: ${color.surface};
    border: 1px solid ${color.border};
    border-left: 4px solid ${color.accent};
    border-radius: ${layout.radius};
    color: ${color.brand};
    text-decoration: none;
  }

  strong {
    display: block;
    font-size: ${font.sizeLead};
  }

  span {
    color: ${color.textMuted};
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
    padding: ${space.s} ${space.m};
    border-radius: 999px;
    background: ${color.surface};
    border: 1px solid ${color.border};
    color: ${color.brand};
    text-decoration: none;
    font-weight: 600;
  }

  a:hover,
  a:focus-visible {
    border-color: ${color.brand};
  }
`;

export const plainList = css`
  margin: 0;
  padding-left: ${space.l};

  li {
    margin-bottom: ${space.xs};
  }

  a {
    color: ${color.brand};
  }
`;

/** The visible link to a page's feed, under its lead. */
export const feedLink = css`
  margin: calc(-1 * ${space.s}) 0 ${space.l};
  font-size: ${font.sizeSmall};

  a {
    color: ${color.brand};
  }
`;
