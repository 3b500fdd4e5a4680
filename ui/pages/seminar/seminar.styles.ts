import { css } from '@linaria/core';
import { color, font, space } from '../../theme/tokens';

/** The title between the kicker and the subtitle. */
export const title = css`
  margin: ${space.xs} 0 ${space.s};
`;

/** The price box beside the title: the price large, the facts under it one a line. */
export const priceBox = css`
  && {
    gap: ${space.s};
  }

  p {
    margin: 0;
  }

  p:last-child {
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
`;

/** The sub-pages (Übersicht, Termine, Inhouse …) as tabs; only the row scrolls on a phone. */
export const tabs = css`
  display: flex;
  gap: ${space.xs};
  overflow-x: auto;
  border-bottom: 2px solid ${color.border};

  a {
    flex: none;
    padding: ${space.s} ${space.m};
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

/** A sub-page's sections, their headings and text at a line length. */
export const body = css`
  section {
    margin-bottom: ${space.xl};
  }

  section > h2 {
    margin-bottom: ${space.m};
  }

  section > h3 {
    font-size: ${font.sizeLead};
    color: ${color.brandDark};
    margin: ${space.l} 0 ${space.s};
  }

  section > p {
    max-width: 48rem;
  }
`;

/** The inhouse request: its fields one under another, the parts bring their look (ui/forms). */
export const inhouseForm = css`
  display: grid;
  gap: ${space.m};
  max-width: 46rem;
`;
