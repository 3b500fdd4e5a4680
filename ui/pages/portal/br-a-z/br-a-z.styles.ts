import { css } from '@linaria/core';
import { color, font, layout, space } from '../../../theme/tokens';

export const search = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space.s} ${space.m};
  margin: 0 0 ${space.l};

  label {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    font-weight: 600;
    flex: 1 1 16rem;
    max-width: 32rem;
  }

  input {
    min-height: 2.75rem;
    padding: 0 ${space.s};
    border: 1px solid ${color.textMuted};
    border-radius: ${layout.radius};
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`;

export const fieldError = css`
  color: ${color.danger};
  font-size: ${font.sizeSmall};
  margin: 0;
  flex-basis: 100%;
`;


export const recommendations = css`
  list-style: none;
  margin: 0 0 ${space.l};
  padding: 0;
  display: grid;
  gap: ${space.s};
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));

  li {
    background: ${color.brandLight};
    border-radius: ${layout.radius};
    padding: ${space.s} ${space.m};
    /* Long German compounds break at syllables (lang="de"), not at any letter. */
    overflow-wrap: break-word;
    hyphens: auto;
  }

  a {
    color: ${color.brandDark};
    font-weight: 700;
  }
`;

export const reason = css`
  display: block;
  color: ${color.text};
  font-size: ${font.sizeSmall};
  margin-top: ${space.xs};
`;

export const teaser = css`
  display: block;
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
`;

/** An entry with its teaser stays in one column of the letter's list. */
export const entry = css`
  break-inside: avoid;
  margin-bottom: ${space.s};
`;
