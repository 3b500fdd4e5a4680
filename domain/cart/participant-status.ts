import type { Temporal } from 'temporal-polyfill';
import type { BookingType } from './booking-type';
import { hasBegun } from '../event/booking-state';
import { hasLapsed } from './reservation-deadline';

/**
 * Where an ordered participant stands:
 * - booked: a binding seat;
 * - reserved: a seat held without obligation until the reservation deadline;
 * - waitlisted: the event was full, the participant waits for a seat;
 * - cancelled: given up before the event;
 * - lapsed: a reservation nobody turned into a booking before its deadline;
 * - expired: a seat was offered from the waiting list and not taken in time.
 */
export type ParticipantStatus = 'booked' | 'reserved' | 'waitlisted' | 'cancelled' | 'lapsed' | 'expired';

export const PARTICIPANT_STATUSES: readonly ParticipantStatus[] = ['booked', 'reserved', 'waitlisted', 'cancelled', 'lapsed', 'expired'];

/** Only a booking and a reservation take a seat of the event's capacity. */
export const takesSeat = (status: ParticipantStatus): boolean => status === 'booked' || status === 'reserved';

/** The status a participant gets with a seat: the booking type decides whether it binds. */
export const seatedStatus = (bookingType: BookingType): 'booked' | 'reserved' =>
  bookingType === 'Buchung' ? 'booked' : 'reserved';

export type CancellationRefusal = 'eventStarted' | 'notActive';

/**
 * Whether a participant can be cancelled now: before the event begins, and only while the
 * participant holds or waits for a seat. Undefined means yes.
 */
export const cancellationRefusal = (
  status: ParticipantStatus,
  eventStart: Temporal.Instant,
  now: Temporal.Instant,
): CancellationRefusal | undefined => {
  if (status !== 'booked' && status !== 'reserved' && status !== 'waitlisted') return 'notActive';
  return hasBegun(eventStart, now) ? 'eventStarted' : undefined;
};

export type ConfirmationRefusal = 'notReserved' | 'lapsed';

/**
 * Whether a reservation can be turned into a booking now: only a reservation, and only before
 * its deadline (which is never after the event's start). Undefined means yes.
 */
export const confirmationRefusal = (
  status: ParticipantStatus,
  reservedUntil: Temporal.Instant | null,
  now: Temporal.Instant,
): ConfirmationRefusal | undefined => {
  if (status === 'lapsed') return 'lapsed';
  if (status !== 'reserved' || reservedUntil === null) return 'notReserved';
  return hasLapsed(reservedUntil, now) ? 'lapsed' : undefined;
};
