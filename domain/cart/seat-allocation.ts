import { seatsLeft } from '../event/booking-state';

/** What one participant of an order gets: a seat, or a place on the waiting list. */
export type SeatOutcome = 'seat' | 'waitlist';

/**
 * Seats for the participants of one order, in the order they were entered: the first ones get
 * the free seats, the others go on the waiting list. Capacity minus taken seats is what is free
 * (domain/event's seatsLeft, never negative even for an overbooked event).
 */
export const allocateSeats = (capacity: number, seatsTaken: number, participants: number): readonly SeatOutcome[] => {
  const free = seatsLeft({ capacity, seatsTaken });
  return Array.from({ length: participants }, (_, index) => (index < free ? 'seat' : 'waitlist'));
};

/** A holder of several seats at once (a group reservation) gets all of them or waits for all of them. */
export const allocateGroup = (capacity: number, seatsTaken: number, seats: number): SeatOutcome =>
  seats <= seatsLeft({ capacity, seatsTaken }) ? 'seat' : 'waitlist';
