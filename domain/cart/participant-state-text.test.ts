import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { participantStateText } from './participant-state-text';

describe('the participant state as the portal names it', () => {
  it('names the four states of the portal with deadline and place', () => {
    expect(participantStateText({ status: 'booked', reservedUntil: null, waitlistPosition: null })).toBe('gebucht');
    // 23:30 UTC on 11 March is already 12 March in Berlin.
    const until = Temporal.Instant.from('2027-03-11T23:30:00Z');
    expect(participantStateText({ status: 'reserved', reservedUntil: until, waitlistPosition: null })).toBe('reserviert bis 12.03.2027');
    expect(participantStateText({ status: 'waitlisted', reservedUntil: null, waitlistPosition: 3 })).toBe('auf der Warteliste Platz 3');
    expect(participantStateText({ status: 'cancelled', reservedUntil: null, waitlistPosition: null })).toBe('storniert');
  });

  it('names a lapsed reservation and an expired offer', () => {
    expect(participantStateText({ status: 'lapsed', reservedUntil: null, waitlistPosition: null })).toBe('Reservierung abgelaufen');
    expect(participantStateText({ status: 'expired', reservedUntil: null, waitlistPosition: null })).toBe('Angebot der Warteliste abgelaufen');
  });

  it('says how many seats are held for colleagues not named yet', () => {
    const until = Temporal.Instant.from('2027-03-11T23:30:00Z');
    expect(participantStateText({ status: 'reserved', reservedUntil: until, waitlistPosition: null, heldSeats: 3 })).toBe('3 Plätze reserviert bis 12.03.2027');
    expect(participantStateText({ status: 'booked', reservedUntil: null, waitlistPosition: null, heldSeats: 2 })).toBe('2 Plätze gebucht');
    expect(participantStateText({ status: 'lapsed', reservedUntil: null, waitlistPosition: null, heldSeats: 3 })).toBe('Reservierung für 3 Plätze abgelaufen');
    expect(participantStateText({ status: 'reserved', reservedUntil: until, waitlistPosition: null, heldSeats: 1 })).toBe('1 Platz reserviert bis 12.03.2027');
  });
});
