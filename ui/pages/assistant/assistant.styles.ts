import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const page = css`
  padding: ${space.l} 0;
  max-width: 48rem;
  overflow-wrap: break-word;
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
  margin: 0 0 ${space.l};
`;

export const conversation = css`
  margin: 0 0 ${space.l};
`;

export const conversationHeading = css`
  font-size: ${font.sizeH2};
  color: ${color.brandDark};
  margin: 0 0 ${space.m};
`;

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

export const seminars = css`
  margin: 0 0 ${space.m};
  padding-left: ${space.l};
`;

export const disclaimer = css`
  font-size: ${font.sizeSmall};
  color: ${color.textMuted};
`;

export const form = css`
  display: grid;
  gap: ${space.s};

  label {
    font-weight: 700;
  }

  textarea {
    width: 100%;
    box-sizing: border-box;
    font: inherit;
    padding: ${space.s};
    border: 1px solid ${color.textMuted};
    border-radius: ${layout.radius};
  }

  textarea[aria-invalid='true'] {
    border-color: ${color.danger};
  }

  button {
    justify-self: start;
    font: inherit;
    font-weight: 700;
    padding: ${space.s} ${space.l};
    border: 0;
    border-radius: ${layout.radius};
    background: ${color.brand};
    color: ${color.surface};
    cursor: pointer;
  }
`;

export const hint = css`
  margin: 0;
  font-size: ${font.sizeSmall};
  color: ${color.textMuted};
`;

export const error = css`
  margin: 0;
  color: ${color.danger};
  font-weight: 600;
`;

export const otherAssistant = css`
  margin-top: ${space.l};
`;
