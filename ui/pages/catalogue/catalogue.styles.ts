import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

/** A rubric or seminar in a tile grid: what it is, its title, and its next dates at the foot. */
export const tile = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  height: 100%;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-top: 4px solid ${color.brand};
  border-radius: ${layout.radius};
  padding: ${space.m};

  h2,
  h3 {
    margin: 0;
    font-size: ${font.sizeLead};
    line-height: 1.3;
    hyphens: auto;
    overflow-wrap: break-word;
  }

  a {
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }

  p {
    margin: 0;
    color: ${color.textMuted};
    font-size: ${font.sizeSmall};
  }
`;

export const tileFacts = css`
  margin-top: auto !important;
  padding-top: ${space.s};
  color: ${color.text} !important;
`;

/** "Nur eintägige Termine" in the filter form: the box beside its words, not a full-width field. */
export const checkbox = css`
  && {
    display: flex;
    flex-direction: row;
    align-items: center;
    gap: ${space.s};
    font-weight: 400;
  }

  && input {
    width: 1.25rem;
    height: 1.25rem;
    min-height: 0;
  }
`;

/** Seminare von A bis Z: one block per letter, in as many columns as fit. */
export const letterGroups = css`
  columns: 18rem;
  column-gap: ${space.xl};

  section {
    break-inside: avoid;
    margin-bottom: ${space.l};
  }

  h2 {
    font-size: ${font.sizeH2};
    color: ${color.brandDark};
    margin: 0 0 ${space.s};
    border-bottom: 2px solid ${color.border};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  li {
    padding: ${space.xs} 0;
  }
`;
