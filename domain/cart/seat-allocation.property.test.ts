import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capacity, seatsTaken } from './cart.arbitraries';
import { allocateRequests } from './seat-allocation';

const ones = (count: number): readonly number[] => Array.from({ length: count }, () => 1);

describe('seat allocation properties', () => {
  it('the seats given never exceed the free seats, so an event is never oversold', () => {
    fc.assert(
      fc.property(capacity, seatsTaken, fc.integer({ min: 0, max: 30 }), (cap, taken, participants) => {
        const seated = allocateRequests(cap, taken, ones(participants)).filter((outcome) => outcome === 'seat').length;
        expect(taken + seated <= Math.max(cap, taken)).toBe(true);
        expect(seated).toBe(Math.min(participants, Math.max(0, cap - taken)));
      }),
    );
  });

  it('nobody entered later gets a seat while someone entered earlier waits', () => {
    fc.assert(
      fc.property(capacity, seatsTaken, fc.integer({ min: 0, max: 30 }), (cap, taken, participants) => {
        const outcomes = allocateRequests(cap, taken, ones(participants));
        const firstWaiting = outcomes.indexOf('waitlist');
        if (firstWaiting !== -1) expect(outcomes.slice(firstWaiting).every((outcome) => outcome === 'waitlist')).toBe(true);
      }),
    );
  });

  it('a group is seated exactly when all its seats are free', () => {
    fc.assert(
      fc.property(capacity, seatsTaken, fc.integer({ min: 1, max: 20 }), (cap, taken, seats) => {
        expect(allocateRequests(cap, taken, [seats])[0] === 'seat').toBe(taken + seats <= cap);
      }),
    );
  });

  it('requests of mixed sizes never take more than the free seats, and a request waits only when it does not fit or one before it waits', () => {
    fc.assert(
      fc.property(capacity, seatsTaken, fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 12 }), (cap, taken, requests) => {
        const outcomes = allocateRequests(cap, taken, requests);
        const seated = requests.filter((_, index) => outcomes[index] === 'seat').reduce((sum, seats) => sum + seats, 0);
        expect(seated).toBeLessThanOrEqual(Math.max(0, cap - taken));
        const firstWaiting = outcomes.indexOf('waitlist');
        if (firstWaiting === -1) return;
        expect(outcomes.slice(firstWaiting).every((outcome) => outcome === 'waitlist')).toBe(true);
        const seatedBefore = requests.slice(0, firstWaiting).reduce((sum, seats) => sum + seats, 0);
        expect(seatedBefore + (requests[firstWaiting] ?? 0)).toBeGreaterThan(Math.max(0, cap - taken));
      }),
    );
  });
});
