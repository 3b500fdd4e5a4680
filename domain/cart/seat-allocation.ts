import { seatsLeft } from '../event/booking-state';

/** What one request for seats gets: its seats, or a place on the waiting list. */
export type SeatOutcome = 'seat' | 'waitlist';

/**
 * Seats for the requests of one order on one date, in the order they were entered: a request
 * (one participant's seat, or a group's seats held together) gets its seats while they fit into
 * what is free; the first that does not fit waits, and so does every one after it, so nobody
 * entered later overtakes someone entered earlier. Capacity minus taken seats is what is free
 * (domain/event's seatsLeft, never negative even for an overbooked date).
 */
export const allocateRequests = (capacity: number, seatsTaken: number, requests: readonly number[]): readonly SeatOutcome[] => {
  let free = seatsLeft({ capacity, seatsTaken });
  let waiting = false;
  return requests.map((seats) => {
    waiting ||= seats > free;
    if (waiting) return 'waitlist';
    free -= seats;
    return 'seat';
  });
};
