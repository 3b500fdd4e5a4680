import { css } from '@linaria/core';
import { space } from '../../../theme/tokens';

/** The downloads side by side, wrapping on a phone. */
export const downloads = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s} ${space.l};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One card per participant, one under another: a table would scroll sideways on a phone. */
export const participants = css`
  display: grid;
  gap: ${space.m};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Where the attendance stands and the button that changes it, in one line where there is room. */
export const attendanceForm = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s} ${space.m};
`;
