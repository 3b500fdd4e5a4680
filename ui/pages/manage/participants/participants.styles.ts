import { css } from '@linaria/core';
import { color, font, space } from '../../../theme/tokens';

/** The downloads side by side, wrapping on a phone. */
export const downloads = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s} ${space.l};
  margin: 0 0 ${space.l};
  padding: 0;
  list-style: none;
`;

/** One card per participant: a table would scroll sideways on a phone. */
export const participants = css`
  display: grid;
  gap: ${space.m};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const name = css`
  margin: 0 0 ${space.s};
  font-size: ${font.sizeLead};
`;

export const facts = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${space.s} ${space.m};
  margin: 0 0 ${space.m};

  dt {
    color: ${color.textMuted};
    font-size: ${font.sizeSmall};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const attendanceForm = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s} ${space.m};
`;
