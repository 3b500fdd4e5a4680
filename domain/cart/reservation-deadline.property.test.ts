import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { instant } from './cart.arbitraries';
import { hasLapsed, reservationDeadline } from './reservation-deadline';

const compare = (a: Temporal.Instant, b: Temporal.Instant): number => Temporal.Instant.compare(a, b);

describe('reservation deadline properties', () => {
  it('the deadline is never after the event start', () => {
    fc.assert(
      fc.property(instant, instant, (reservedAt, eventStart) => {
        expect(compare(reservationDeadline(reservedAt, eventStart), eventStart)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('the deadline is never more than 14 days and one hour after the reservation', () => {
    fc.assert(
      fc.property(instant, instant, (reservedAt, eventStart) => {
        // A day across the change to winter time has 25 hours.
        expect(compare(reservationDeadline(reservedAt, eventStart), reservedAt.add({ hours: 14 * 24 + 1 }))).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('an event far enough ahead gets at least 13 days and 23 hours of hold', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 15, max: 400 }), (reservedAt, daysAhead) => {
        const deadline = reservationDeadline(reservedAt, reservedAt.add({ hours: daysAhead * 24 }));
        expect(compare(deadline, reservedAt.add({ hours: 14 * 24 - 1 }))).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a later reservation never gets an earlier deadline for the same event', () => {
    fc.assert(
      fc.property(instant, instant, instant, (a, b, eventStart) => {
        const [earlier, later] = compare(a, b) <= 0 ? [a, b] : [b, a];
        expect(compare(reservationDeadline(earlier, eventStart), reservationDeadline(later, eventStart))).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('a reservation has lapsed exactly when now is at or past its deadline', () => {
    fc.assert(
      fc.property(instant, instant, (deadline, now) => {
        expect(hasLapsed(deadline, now)).toBe(compare(now, deadline) >= 0);
      }),
    );
  });
});
