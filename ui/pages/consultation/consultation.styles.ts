import { css } from '@linaria/core';
import { color, space } from '../../theme/tokens';

/** A consultant: a card-list card (ui/theme) with the portrait left, name, role, topics and regions beside it. */
export const card = css`
  && {
    grid-template-columns: auto 1fr;
    column-gap: ${space.m};
  }

  & > :not(:first-child) {
    grid-column: 2;
  }
`;

/** The portrait's place: initials on the brand colour until a photo exists. */
export const avatar = css`
  grid-row: span 4;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: ${color.brand};
  color: #fff;
  font-size: 1.25rem;
  font-weight: 700;
  object-fit: cover;
`;

/** Consultant beside the booking on wide screens, above it on narrow ones. */
export const booking = css`
  display: grid;
  gap: ${space.l};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;

  @media (min-width: 960px) {
    grid-template-columns: 20rem minmax(0, 1fr);
  }
`;

export const times = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr));
  gap: ${space.xs};
`;

/** One time as a choice tile (ui/forms), centred; the native radio stays visible and keyboard-usable. */
export const time = css`
  && {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${space.xs};
    padding: ${space.s};
    font-variant-numeric: tabular-nums;
  }

  && input {
    margin: 0;
  }

  &:has(input:checked) {
    font-weight: 600;
  }
`;

/** A topic's badge may be a long name: it wraps inside the card, hyphenated where the browser can. */
export const topic = css`
  white-space: normal;
  hyphens: auto;
`;
