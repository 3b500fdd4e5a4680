import { describe, expect, it } from 'vitest';
import { BOOKING_TYPES, BOOKING_TYPE_MESSAGE, bookingTypeRule, isBookingType } from './booking-type';

describe('booking type', () => {
  it('offers Buchung and Reservierung, in that order', () => {
    expect(BOOKING_TYPES).toEqual(['Buchung', 'Reservierung']);
  });

  it('accepts exactly the two German words', () => {
    expect(isBookingType('Buchung')).toBe(true);
    expect(isBookingType('Reservierung')).toBe(true);
    expect(isBookingType('buchung')).toBe(false);
    expect(isBookingType('Booking')).toBe(false);
  });

  it('asks for a choice when none or another word is given', () => {
    expect(bookingTypeRule(' Reservierung ')).toBeUndefined();
    expect(bookingTypeRule('')).toBe('Bitte wählen Sie Buchung oder Reservierung aus');
    expect(bookingTypeRule('Option')).toBe(BOOKING_TYPE_MESSAGE);
  });
});
