import { describe, expect, it } from 'vitest';
import { bookReservationsStep, cancellationWords, ORDER_WORDS, orderOutcome, unbookedSeatsFreed } from './order-wording';

describe('orderOutcome', () => {
  it('is a booking when anyone is booked, a reservation when only seats are held, and waiting otherwise', () => {
    expect(orderOutcome(['reserved', 'booked', 'waitlisted'])).toBe('booking');
    expect(orderOutcome(['reserved', 'waitlisted'])).toBe('reservation');
    expect(orderOutcome(['reserved'])).toBe('reservation');
    expect(orderOutcome(['waitlisted'])).toBe('waiting');
  });
});

describe('the words of an order', () => {
  it('speak of a reservation, never of an order or an invoice, when the order only reserves', () => {
    const words = Object.values(ORDER_WORDS.reservation).join(' ');
    expect(words).toContain('Reservierung');
    expect(words).not.toMatch(/Bestell|Rechnung/);
  });

  it('say the seats that will be freed in the singular or the plural, as it is', () => {
    expect(unbookedSeatsFreed(1)).toBe('sonst wird der Platz wieder frei');
    expect(unbookedSeatsFreed(3)).toBe('sonst werden die 3 Plätze wieder frei');
    expect(bookReservationsStep(2, 2)).toBe(
      'Bis zum Ablauf der Frist wandeln Sie die Reservierungen in meinifb in eine verbindliche Buchung um; sonst werden die 2 Plätze wieder frei.',
    );
  });
});

describe('cancellationWords', () => {
  it('calls only the cancellation of a booking binding; a reservation is given back free, a waiting place given up', () => {
    expect(cancellationWords('booked').button).toBe('Verbindlich stornieren');
    expect(cancellationWords('reserved')).toEqual({ heading: 'Reservierung stornieren', button: 'Reservierung kostenfrei stornieren' });
    expect(cancellationWords('waitlisted').button).toBe('Von der Warteliste abmelden');
  });
});
