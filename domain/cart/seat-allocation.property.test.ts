import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capacity, seatsTaken } from './cart.arbitraries';
import { allocateGroup, allocateSeats } from './seat-allocation';

describe('seat allocation properties', () => {
  it('the seats given never exceed the free seats, so an event is never oversold', () => {
    fc.assert(
      fc.property(capacity, seatsTaken, fc.integer({ min: 0, max: 30 }), (cap, taken, participants) => {
        const seated = allocateSeats(cap, taken, participants).filter((outcome) => outcome === 'seat').length;
        expect(taken + seated <= Math.max(cap, taken)).toBe(true);
        expect(seated).toBe(Math.min(participants, Math.max(0, cap - taken)));
      }),
    );
  });

  it('nobody entered later gets a seat while someone entered earlier waits', () => {
    fc.assert(
      fc.property(capacity, seatsTaken, fc.integer({ min: 0, max: 30 }), (cap, taken, participants) => {
        const outcomes = allocateSeats(cap, taken, participants);
        const firstWaiting = outcomes.indexOf('waitlist');
        if (firstWaiting !== -1) expect(outcomes.slice(firstWaiting).every((outcome) => outcome === 'waitlist')).toBe(true);
      }),
    );
  });

  it('a group is seated exactly when all its seats are free', () => {
    fc.assert(
      fc.property(capacity, seatsTaken, fc.integer({ min: 1, max: 20 }), (cap, taken, seats) => {
        expect(allocateGroup(cap, taken, seats) === 'seat').toBe(taken + seats <= cap);
      }),
    );
  });
});
