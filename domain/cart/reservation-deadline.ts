import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../calendar/calendar';

/** How long a reservation holds its seat: 14 calendar days (Berlin) from the order. */
export const RESERVATION_HOLD: Temporal.DurationLike = { days: 14 };

const earlierOf = (a: Temporal.Instant, b: Temporal.Instant): Temporal.Instant =>
  Temporal.Instant.compare(a, b) <= 0 ? a : b;

/**
 * Until when a reservation holds its seat: 14 days from when it was made, but never past the
 * start of the event (a seat that is still only reserved when the event begins is free again).
 * Days are Berlin calendar days, so a hold across the change to summer time keeps its clock time.
 */
export const reservationDeadline = (reservedAt: Temporal.Instant, eventStart: Temporal.Instant): Temporal.Instant =>
  earlierOf(reservedAt.toZonedDateTimeISO(BERLIN).add(RESERVATION_HOLD).toInstant(), eventStart);

/** A reservation has lapsed from its deadline on: the deadline itself is the first moment it no longer holds. */
export const hasLapsed = (deadline: Temporal.Instant, now: Temporal.Instant): boolean =>
  Temporal.Instant.compare(now, deadline) >= 0;

export type ExtensionRefusal = 'notReserved' | 'lapsed' | 'notLater' | 'afterStart';

/**
 * Whether staff may move a reservation's deadline to `until`: only a reservation that still
 * holds, only later than it holds now, and never past the event's start (a seat still only
 * reserved when the event begins helps nobody). Undefined means yes.
 */
export const extensionRefusal = (
  reservation: { readonly status: string; readonly reservedUntil: Temporal.Instant | null },
  until: Temporal.Instant,
  eventStart: Temporal.Instant,
  now: Temporal.Instant,
): ExtensionRefusal | undefined => {
  if (reservation.status !== 'reserved' || reservation.reservedUntil === null) return 'notReserved';
  if (hasLapsed(reservation.reservedUntil, now)) return 'lapsed';
  if (Temporal.Instant.compare(until, reservation.reservedUntil) <= 0) return 'notLater';
  return Temporal.Instant.compare(until, eventStart) > 0 ? 'afterStart' : undefined;
};
