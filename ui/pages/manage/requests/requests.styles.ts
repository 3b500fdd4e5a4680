import { css } from '@linaria/core';

/** A sent message keeps its line breaks, as the visitor typed them. */
export const message = css`
  white-space: pre-wrap;
`;
