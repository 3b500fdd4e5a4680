import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { hasLapsed, reservationDeadline } from './reservation-deadline';

const at = (text: string) => Temporal.Instant.from(text);

describe('reservation deadline', () => {
  it('holds a seat 14 days from the order', () => {
    expect(reservationDeadline(at('2026-11-22T09:00:00Z'), at('2027-03-01T08:00:00Z'))).toEqual(at('2026-12-06T09:00:00Z'));
  });

  it('ends at the start of an event that begins sooner', () => {
    expect(reservationDeadline(at('2026-11-22T09:00:00Z'), at('2026-11-30T08:00:00Z'))).toEqual(at('2026-11-30T08:00:00Z'));
  });

  it('counts Berlin calendar days, so the clock time survives the change to summer time', () => {
    // 20 March 10:00 CET (09:00Z) + 14 days = 3 April 10:00 CEST (08:00Z): 13 days and 23 hours.
    expect(reservationDeadline(at('2027-03-20T09:00:00Z'), at('2027-06-01T08:00:00Z'))).toEqual(at('2027-04-03T08:00:00Z'));
  });

  it('has lapsed from the deadline on, not a moment before', () => {
    const deadline = at('2026-12-06T09:00:00Z');
    expect(hasLapsed(deadline, at('2026-12-06T08:59:59Z'))).toBe(false);
    expect(hasLapsed(deadline, deadline)).toBe(true);
    expect(hasLapsed(deadline, at('2026-12-07T00:00:00Z'))).toBe(true);
  });
});
