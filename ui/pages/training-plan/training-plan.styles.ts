import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const page = css`
  padding: ${space.l} 0 ${space.xl};
  max-width: ${layout.maxWidth};
  overflow-wrap: anywhere;
`;

export const heading = css`
  font-size: ${font.sizeH1};
  color: ${color.brandDark};
  margin: 0 0 ${space.s};
`;

export const lead = css`
  color: ${color.textMuted};
  margin: 0 0 ${space.l};
  max-width: 46rem;
`;

export const sectionHeading = css`
  font-size: ${font.sizeH2};
  color: ${color.brandDark};
  margin: ${space.xl} 0 ${space.m};
`;

/** Plans and entries as cards: a table would scroll sideways on a phone. */
export const cards = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.m};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
`;

export const card = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  padding: ${space.m};
  display: grid;
  gap: ${space.xs};
  align-content: start;

  h2,
  h3 {
    font-size: ${font.sizeLead};
    margin: 0;
    color: ${color.brandDark};
  }

  a {
    color: ${color.brand};
  }
`;

export const facts = css`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.xs} ${space.m};
  font-size: ${font.sizeSmall};

  dt {
    color: ${color.textMuted};
  }

  dd {
    margin: 0;
  }
`;

/** The cost summary: one line per seminar, the total set apart below. */
export const cost = css`
  background: ${color.brandLight};
  border-radius: ${layout.radius};
  padding: ${space.m} ${space.l};
  max-width: 40rem;
  margin-top: ${space.xl};

  h2 {
    margin-top: 0;
  }

  ul {
    list-style: none;
    margin: 0 0 ${space.s};
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

export const small = css`
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
  margin: ${space.xs} 0 0;
`;

export const share = css`
  display: grid;
  gap: ${space.xs};
  max-width: 40rem;
  margin-top: ${space.l};

  input {
    font: inherit;
    width: 100%;
    min-width: 0;
    padding: ${space.s};
    border: 1px solid ${color.border};
    border-radius: ${layout.radius};
    background: ${color.surface};
  }
`;

export const links = css`
  list-style: none;
  margin: ${space.l} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s} ${space.l};

  a {
    color: ${color.brand};
    font-weight: 600;
  }
`;

export const form = css`
  display: grid;
  gap: ${space.m};
  max-width: 40rem;
  margin-top: ${space.m};
`;

export const entryActions = css`
  margin: ${space.xs} 0 0;
`;

/** Choosing the date of an entry, inside its card. */
export const entryForm = css`
  display: grid;
  gap: ${space.s};
  margin-top: ${space.s};
  justify-items: start;

  & > div {
    width: 100%;
  }
`;
