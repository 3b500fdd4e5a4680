import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FEW_SEATS_MAX, FEW_SEATS_PERCENT, bookingState, seatsLeft, type BookingState } from './booking-state';

const now = Temporal.Instant.from('2026-11-22T09:00:00Z');
const capacity = fc.integer({ min: 0, max: 500 });
const taken = fc.integer({ min: 0, max: 600 });
/** Seats near the end of the capacity, where the states change. */
const nearlyFull = capacity.chain((seats) =>
  fc.integer({ min: Math.max(0, seats - 30), max: seats + 2 }).map((seatsTaken) => ({ seats, seatsTaken })),
);
const future = fc.integer({ min: 1, max: 400 * 86_400 }).map((seconds) => now.add({ seconds }));

/** From most to least available; 'vorbei' is not about seats and stays out. */
const availability: readonly BookingState[] = ['frei', 'wenige Plätze', 'ausgebucht'];

describe('booking state properties', () => {
  it("an event that has begun is 'vorbei', whatever its seats", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400 }), capacity, taken, (secondsAgo, seats, seatsTaken) => {
        expect(bookingState({ startDate: now.subtract({ seconds: secondsAgo }), capacity: seats, seatsTaken }, now)).toBe('vorbei');
      }),
    );
  });

  it("a future event is 'ausgebucht' exactly when no seat is left", () => {
    fc.assert(
      fc.property(future, capacity, taken, (startDate, seats, seatsTaken) => {
        const state = bookingState({ startDate, capacity: seats, seatsTaken }, now);
        expect(state === 'ausgebucht').toBe(seatsLeft({ capacity: seats, seatsTaken }) === 0);
      }),
    );
  });

  it('taking one more seat never makes a date more available', () => {
    fc.assert(
      fc.property(future, capacity, taken, (startDate, seats, seatsTaken) => {
        const before = availability.indexOf(bookingState({ startDate, capacity: seats, seatsTaken }, now));
        const after = availability.indexOf(bookingState({ startDate, capacity: seats, seatsTaken: seatsTaken + 1 }, now));
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it("'wenige Plätze' means 1 to 3 seats left, or under 20 % of the seats; 'frei' means more", () => {
    fc.assert(
      fc.property(future, nearlyFull, (startDate, { seats, seatsTaken }) => {
        const state = bookingState({ startDate, capacity: seats, seatsTaken }, now);
        const left = seatsLeft({ capacity: seats, seatsTaken });
        const few = left >= 1 && (left <= FEW_SEATS_MAX || left / seats < FEW_SEATS_PERCENT / 100);
        expect(state === 'wenige Plätze').toBe(few);
        expect(state === 'frei').toBe(left > FEW_SEATS_MAX && left / seats >= FEW_SEATS_PERCENT / 100);
      }),
    );
  });

  it('seats left is never negative and never more than the capacity', () => {
    fc.assert(
      fc.property(capacity, taken, (seats, seatsTaken) => {
        const left = seatsLeft({ capacity: seats, seatsTaken });
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(seats);
      }),
    );
  });
});
