import { css } from '@linaria/core';
import { color, space } from './tokens';

/**
 * What became of each participant after an order (gebucht, reserviert, Warteliste): one item each,
 * its state as a coloured edge beside the words that say it.
 */
export const outcomes = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.m};
`;

export const outcome = css`
  border-left: 4px solid ${color.success};
  padding-left: ${space.m};
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
`;

export const outcomeReserved = css`
  border-left-color: ${color.brand};
`;

export const outcomeWaiting = css`
  border-left-color: ${color.accent};
`;

/** A participation that has ended since the order (cancelled, lapsed, expired). */
export const outcomeEnded = css`
  border-left-color: ${color.textMuted};
`;

/** The numbered next steps under them. */
export const steps = css`
  margin: 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`;
