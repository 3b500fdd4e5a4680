import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { nightsBetween } from './nights';

const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);

describe('nightsBetween', () => {
  it('counts two nights from Monday morning to Wednesday noon', () => {
    expect(nightsBetween(at('2027-03-08T08:00:00Z'), at('2027-03-10T11:00:00Z'))).toBe(2);
  });

  it('counts no night for a one-day seminar', () => {
    expect(nightsBetween(at('2027-03-08T08:00:00Z'), at('2027-03-08T15:30:00Z'))).toBe(0);
  });

  it('counts Berlin calendar days, not UTC days: 23:30 to 00:30 Berlin is one night', () => {
    expect(nightsBetween(at('2027-01-10T22:30:00Z'), at('2027-01-10T23:30:00Z'))).toBe(1);
  });

  it('counts the night of the spring DST change like any other', () => {
    expect(nightsBetween(at('2027-03-27T08:00:00Z'), at('2027-03-29T14:00:00Z'))).toBe(2);
  });

  it('gives no night for an end before the start', () => {
    expect(nightsBetween(at('2027-03-10T08:00:00Z'), at('2027-03-08T08:00:00Z'))).toBe(0);
  });
});
