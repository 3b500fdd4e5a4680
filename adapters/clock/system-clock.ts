import { Temporal } from 'temporal-polyfill';
import type { Clock } from '../../application/ports/clock';

export const systemClock: Clock = { now: () => Temporal.Now.instant() };

/** A clock that stands still unless moved: tests and demo data use it. */
export const fixedClock = (at: Temporal.Instant): Clock & { advance(duration: Temporal.DurationLike): void } => {
  let now = at;
  return {
    now: () => now,
    advance: (duration) => {
      now = now.add(duration);
    },
  };
};
