import { css } from '@linaria/core';

/** The thanks take the focus after sending (read out); the notice shows it, no extra ring. */
export const thanks = css`
  &:focus {
    outline: none;
  }
`;
