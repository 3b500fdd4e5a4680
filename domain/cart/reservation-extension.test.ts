import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { extensionRefusal } from './reservation-deadline';

const now = Temporal.Instant.from('2027-03-01T09:00:00Z');
const start = Temporal.Instant.from('2027-04-01T07:00:00Z');
const held = { status: 'reserved', reservedUntil: Temporal.Instant.from('2027-03-10T09:00:00Z') };

describe('extending a reservation (staff)', () => {
  it('allows a later deadline up to the start', () => {
    expect(extensionRefusal(held, Temporal.Instant.from('2027-03-20T22:59:59Z'), start, now)).toBeUndefined();
    expect(extensionRefusal(held, start, start, now)).toBeUndefined();
  });

  it('refuses a deadline after the start', () => {
    expect(extensionRefusal(held, start.add({ seconds: 1 }), start, now)).toBe('afterStart');
  });

  it('refuses a deadline not later than the current one', () => {
    expect(extensionRefusal(held, held.reservedUntil, start, now)).toBe('notLater');
  });

  it('refuses what is no reservation, or one that has lapsed', () => {
    expect(extensionRefusal({ status: 'booked', reservedUntil: null }, start, start, now)).toBe('notReserved');
    expect(extensionRefusal(held, start, start, Temporal.Instant.from('2027-03-10T09:00:00Z'))).toBe('lapsed');
  });
});
