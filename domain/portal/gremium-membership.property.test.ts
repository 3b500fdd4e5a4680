import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seatChangeProblem, type GremiumSeat } from './gremium-membership';
import { gremiumMembersArb } from './portal.arbitraries';

const apply = (seats: readonly GremiumSeat[], userId: number, role: GremiumSeat['role'] | null): readonly GremiumSeat[] =>
  role === null ? seats.filter((seat) => seat.userId !== userId) : seats.map((seat) => (seat.userId === userId ? { userId, role } : seat));

describe('seatChangeProblem (properties)', () => {
  it('a Gremium with an admin keeps at least one admin after every allowed change', () => {
    fc.assert(
      fc.property(
        gremiumMembersArb.filter((seats) => seats.some((seat) => seat.role === 'admin')),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), fc.constantFrom('member' as const, 'admin' as const, null)), { maxLength: 10 }),
        (start, changes) => {
          let seats: readonly GremiumSeat[] = start;
          for (const [userId, role] of changes) {
            if (seatChangeProblem(seats, userId, role) === undefined) seats = apply(seats, userId, role);
            expect(seats.some((seat) => seat.role === 'admin')).toBe(true);
          }
        },
      ),
    );
  });

  it('making someone an admin is always allowed for a member', () => {
    fc.assert(
      fc.property(gremiumMembersArb, fc.nat(), (seats, pick) => {
        const seat = seats[pick % seats.length]!;
        expect(seatChangeProblem(seats, seat.userId, 'admin')).toBeUndefined();
      }),
    );
  });
});
