import { Temporal } from 'temporal-polyfill';
import { hasLapsed } from './reservation-deadline';

/** How long before its deadline a reservation's holder is reminded to book: three days. */
export const REMINDER_LEAD: Temporal.DurationLike = { hours: 72 };

/**
 * The latest deadline that is due for a reminder at `now`: every reservation whose deadline is
 * at or before it (and not yet past) gets its reminder. The store's query asks with this.
 */
export const reminderHorizon = (now: Temporal.Instant): Temporal.Instant => now.add(REMINDER_LEAD);

/** A reservation is reminded from three days before its deadline until the deadline itself. */
export const isReminderDue = (deadline: Temporal.Instant, now: Temporal.Instant): boolean =>
  !hasLapsed(deadline, now) && Temporal.Instant.compare(deadline, reminderHorizon(now)) <= 0;
