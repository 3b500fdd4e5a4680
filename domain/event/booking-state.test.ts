import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATE_LABELS, bookingState, seatsLeft } from './booking-state';

const now = Temporal.Instant.from('2026-11-22T09:00:00Z');
const tomorrow = now.add({ hours: 24 });

const stateOf = (capacity: number, seatsTaken: number, startDate = tomorrow) => bookingState({ startDate, capacity, seatsTaken }, now);

describe('bookingState', () => {
  it.each([
    [20, 0, 'frei'],
    [20, 16, 'frei'],
    [20, 17, 'wenige Plätze'],
    [20, 19, 'wenige Plätze'],
    [20, 20, 'ausgebucht'],
    [20, 23, 'ausgebucht'],
    [40, 32, 'frei'],
    [40, 33, 'wenige Plätze'],
    [3, 0, 'wenige Plätze'],
    [0, 0, 'ausgebucht'],
  ] as const)('capacity %i with %i seats taken is %s', (capacity, taken, state) => {
    expect(stateOf(capacity, taken)).toBe(state);
  });

  it("is 'vorbei' from the start of the event on, full or not", () => {
    expect(stateOf(20, 0, now)).toBe('vorbei');
    expect(stateOf(20, 20, now.subtract({ hours: 48 }))).toBe('vorbei');
    expect(stateOf(20, 0, now.add({ seconds: 1 }))).toBe('frei');
  });

  it('labels each state in words a visitor understands', () => {
    expect(BOOKING_STATE_LABELS).toEqual({
      frei: 'Plätze frei',
      'wenige Plätze': 'Nur noch wenige Plätze frei',
      ausgebucht: 'Ausgebucht',
      vorbei: 'Nicht mehr buchbar',
    });
  });
});

describe('seatsLeft', () => {
  it('is the capacity minus the seats taken, and 0 when overbooked', () => {
    expect(seatsLeft({ capacity: 18, seatsTaken: 5 })).toBe(13);
    expect(seatsLeft({ capacity: 18, seatsTaken: 21 })).toBe(0);
  });
});
