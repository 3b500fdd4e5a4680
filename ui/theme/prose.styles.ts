import { css } from '@linaria/core';
import { color, font, space } from './tokens';

/**
 * Running text (an article's body, a seminar's description, a Fachtagung's programme text): at a
 * line length that reads well, with room between lines and the site's headings and quotes.
 */
export const prose = css`
  max-width: 46rem;
  line-height: 1.65;
  overflow-wrap: break-word;

  & > :first-child {
    margin-top: 0;
  }

  & > :last-child {
    margin-bottom: 0;
  }

  h2 {
    font-size: ${font.sizeH2};
    color: ${color.brandDark};
    margin: ${space.xl} 0 ${space.s};
  }

  h3 {
    font-size: ${font.sizeLead};
    color: ${color.brandDark};
    margin: ${space.l} 0 ${space.s};
  }

  ul,
  ol {
    padding-left: ${space.l};
  }

  li {
    margin-bottom: ${space.xs};
  }

  blockquote {
    margin: ${space.l} 0;
    padding: ${space.s} ${space.l};
    border-left: 4px solid ${color.accent};
    background: ${color.surface};
    font-style: italic;
  }
`;
