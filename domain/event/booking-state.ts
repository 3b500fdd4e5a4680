import { Temporal } from 'temporal-polyfill';

/**
 * Whether a visitor can still book a date, as the catalogue shows it beside the date:
 * - 'vorbei': the event has begun (or is over): nobody can join any more;
 * - 'ausgebucht': no seat is left;
 * - 'wenige Plätze': at most FEW_SEATS_MAX seats left, or fewer than FEW_SEATS_PERCENT % of
 *   the seats, so a large event with 4 of 40 seats left is also "few";
 * - 'frei': seats are available.
 * The beginning counts before the seats: a past event is 'vorbei' even when it was full.
 */
export type BookingState = 'frei' | 'wenige Plätze' | 'ausgebucht' | 'vorbei';

export const BOOKING_STATES: readonly BookingState[] = ['frei', 'wenige Plätze', 'ausgebucht', 'vorbei'];

/** The text a visitor reads next to the date. */
export const BOOKING_STATE_LABELS: Readonly<Record<BookingState, string>> = {
  frei: 'Plätze frei',
  'wenige Plätze': 'Nur noch wenige Plätze frei',
  ausgebucht: 'Ausgebucht',
  vorbei: 'Nicht mehr buchbar',
};

export const FEW_SEATS_MAX = 3;
export const FEW_SEATS_PERCENT = 20;

export interface SeatSituation {
  readonly startDate: Temporal.Instant;
  /** Seats the event offers (whole number, 0 or more). */
  readonly capacity: number;
  /** Seats booked or reserved; may exceed the capacity when the organiser overbooks. */
  readonly seatsTaken: number;
}

/** Seats still free; never negative, also when more seats are taken than offered. */
export const seatsLeft = ({ capacity, seatsTaken }: Pick<SeatSituation, 'capacity' | 'seatsTaken'>): number =>
  Math.max(0, capacity - seatsTaken);

/** "Few" in whole numbers: left * 100 < capacity * percent avoids rounding a share. */
const isFew = (left: number, capacity: number): boolean => left <= FEW_SEATS_MAX || left * 100 < capacity * FEW_SEATS_PERCENT;

/**
 * Whether a date (a seminar date or a Fachtagung) has begun at `now`: from its start on nobody
 * can book, reserve, cancel or take a seat any more. The one place of that rule.
 */
export const hasBegun = (startDate: Temporal.Instant, now: Temporal.Instant): boolean => Temporal.Instant.compare(startDate, now) <= 0;

export const bookingState = (situation: SeatSituation, now: Temporal.Instant): BookingState => {
  if (hasBegun(situation.startDate, now)) return 'vorbei';
  const left = seatsLeft(situation);
  if (left === 0) return 'ausgebucht';
  return isFew(left, situation.capacity) ? 'wenige Plätze' : 'frei';
};
