import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const page = css`
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

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.m};
`;

export const card = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  padding: ${space.m};
  overflow-wrap: anywhere;
`;

export const cardTitle = css`
  font-size: ${font.sizeLead};
  margin: 0 0 ${space.xs};

  a {
    color: ${color.brand};
  }
`;

export const meta = css`
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
  margin: 0 0 ${space.s};

  strong {
    color: ${color.text};
  }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space.s} ${space.m};
`;

export const removeButton = css`
  min-height: 2.75rem;
  padding: 0 ${space.m};
  border: 1px solid ${color.danger};
  border-radius: ${layout.radius};
  background: ${color.surface};
  color: ${color.danger};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: #fdecea;
  }

  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

export const nextDates = css`
  margin-top: ${space.m};
  border-top: 1px solid ${color.border};
  padding-top: ${space.s};

  summary {
    cursor: pointer;
    color: ${color.brand};
    font-weight: 600;
    padding: ${space.xs} 0;
  }
`;

export const dateList = css`
  list-style: none;
  margin: ${space.s} 0 0;
  padding: 0;
  display: grid;
  gap: ${space.s};
`;

export const dateItem = css`
  padding: ${space.s} 0;
  border-bottom: 1px solid ${color.border};
`;

export const compare = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.m};
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
`;

/** Each fact as a label over its value: cards are narrow, and words like 'Präsenzseminar' stay whole. */
export const facts = css`
  display: grid;
  gap: 0;
  margin: ${space.s} 0 ${space.m};

  dt {
    color: ${color.textMuted};
    font-size: ${font.sizeSmall};
    margin-top: ${space.s};
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: normal;
  }
`;

export const best = css`
  display: inline-block;
  background: ${color.brandLight};
  color: ${color.brandDark};
  border-radius: ${layout.radius};
  padding: 0 ${space.s};
  font-size: ${font.sizeSmall};
  font-weight: 600;
`;

export const countForm = css`
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
  }

  input {
    width: 6rem;
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
  margin: ${space.xs} 0 0;
  flex-basis: 100%;
`;
