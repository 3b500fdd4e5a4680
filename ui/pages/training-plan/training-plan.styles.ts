import { css } from '@linaria/core';
import { color, font, space } from '../../theme/tokens';

/** The cost card's lines: one per seminar, its amount on the right. */
export const cost = css`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space.xs};
  }

  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${space.m};
  }
`;

/** The plan's sum, set apart below the lines. */
export const total = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.m};
  font-size: ${font.sizeLead};
  font-weight: 700;
  color: ${color.brandDark};
  border-top: 1px solid ${color.border};
  padding-top: ${space.s};
  margin: 0;
`;

/** Choosing the date of an entry, inside its card: the button keeps its own width. */
export const entryForm = css`
  display: grid;
  gap: ${space.s};
  justify-items: start;

  & > div {
    width: 100%;
  }
`;
