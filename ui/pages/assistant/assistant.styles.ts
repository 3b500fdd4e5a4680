import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

/** The conversation: one turn after another, a question and its answer each. */
export const turns = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.l};
`;

export const turn = css`
  display: grid;
  gap: ${space.s};
`;

export const speaker = css`
  font-weight: 700;
  margin: 0 0 ${space.xs};
`;

/** The visitor's question on the right, like a message sent. */
export const question = css`
  justify-self: end;
  max-width: 90%;
  margin: 0;
  padding: ${space.s} ${space.m};
  border-radius: ${layout.radius};
  background: ${color.brandLight};
`;

export const answer = css`
  padding: ${space.m};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};

  p {
    margin: 0 0 ${space.s};
  }
`;

/** A quoted passage of our content and its source under it. */
export const passage = css`
  margin: 0 0 ${space.m};

  blockquote {
    margin: 0;
    padding: ${space.s} ${space.m};
    border-left: 4px solid ${color.brand};
    background: ${color.page};
  }

  figcaption {
    margin-top: ${space.xs};
    font-size: ${font.sizeSmall};
    color: ${color.textMuted};
  }
`;

export const seminarsHeading = css`
  font-size: ${font.sizeBody};
  margin: ${space.m} 0 ${space.s};
`;

/** A hint or error as a paragraph in the form's column: the column's gap spaces it. */
export const flush = css`
  margin: 0;
`;
