import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { PARTICIPANT_STATUSES, cancellationRefusal, confirmationRefusal, seatedStatus, takesSeat } from './participant-status';

const start = Temporal.Instant.from('2027-01-10T08:00:00Z');
const before = Temporal.Instant.from('2027-01-09T08:00:00Z');

describe('participant status', () => {
  it('takes a seat while booked or reserved only', () => {
    expect(PARTICIPANT_STATUSES.filter(takesSeat)).toEqual(['booked', 'reserved']);
  });

  it('seats a Buchung as booked and a Reservierung as reserved', () => {
    expect(seatedStatus('Buchung')).toBe('booked');
    expect(seatedStatus('Reservierung')).toBe('reserved');
  });

  it('can be cancelled before the event while holding or waiting for a seat', () => {
    expect(cancellationRefusal('booked', start, before)).toBeUndefined();
    expect(cancellationRefusal('reserved', start, before)).toBeUndefined();
    expect(cancellationRefusal('waitlisted', start, before)).toBeUndefined();
  });

  it('cannot be cancelled once the event has begun, nor twice', () => {
    expect(cancellationRefusal('booked', start, start)).toBe('eventStarted');
    expect(cancellationRefusal('cancelled', start, before)).toBe('notActive');
    expect(cancellationRefusal('lapsed', start, before)).toBe('notActive');
    expect(cancellationRefusal('expired', start, before)).toBe('notActive');
  });

  it('turns a reservation into a booking before its deadline only', () => {
    const deadline = Temporal.Instant.from('2026-12-06T09:00:00Z');
    expect(confirmationRefusal('reserved', deadline, deadline.subtract({ seconds: 1 }))).toBeUndefined();
    expect(confirmationRefusal('reserved', deadline, deadline)).toBe('lapsed');
    expect(confirmationRefusal('lapsed', deadline, before)).toBe('lapsed');
    expect(confirmationRefusal('booked', null, before)).toBe('notReserved');
    expect(confirmationRefusal('reserved', null, before)).toBe('notReserved');
  });
});
