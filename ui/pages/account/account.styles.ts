import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const page = css`
  max-width: 34rem;
  margin: 0 auto;
  padding: ${space.l} 0 ${space.xl};
`;

export const heading = css`
  font-size: ${font.sizeH1};
  color: ${color.brandDark};
  margin: 0 0 ${space.s};
`;

export const lead = css`
  color: ${color.textMuted};
  margin: 0 0 ${space.l};
`;

export const card = css`
  display: flex;
  flex-direction: column;
  gap: ${space.m};
  padding: ${space.l};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
`;

export const emailLine = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.s};
  align-items: baseline;
  margin: 0;

  span {
    flex-basis: 100%;
    font-size: ${font.sizeSmall};
    font-weight: 600;
  }

  a {
    color: ${color.brand};
    font-size: ${font.sizeSmall};
  }
`;




export const hint = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};

  a {
    color: ${color.brand};
  }
`;



/** The login form: its parts one under another (the parts bring their look, ui/forms). */
export const loginForm = css`
  display: flex;
  flex-direction: column;
  gap: ${space.m};
`;
