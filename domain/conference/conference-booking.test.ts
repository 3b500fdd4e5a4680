import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import { conferenceBookingFieldErrors, conferenceBookingTotals } from './conference-booking';

const person = { salutation: 'Frau', firstname: 'Anna', lastname: 'Lange', email: 'anna@example.org' };

describe('conferenceBookingTotals', () => {
  it('prices every participant at the conference price: the total is n times it, without group discount', () => {
    expect(conferenceBookingTotals(cents(49_000), 3)).toEqual({ participantPrices: [49_000, 49_000, 49_000], total: 147_000, groupDiscount: 0 });
  });
});

describe('conferenceBookingFieldErrors', () => {
  it('names each message by its path in the request, with the §5 German texts', () => {
    expect(conferenceBookingFieldErrors({ ...person, email: 'x' }, [person, { ...person, firstname: 'A' }], true)).toEqual({
      'contact.email': 'Bitte geben Sie eine gültige E-Mail-Adresse an',
      'participants.1.firstname': 'Bitte tragen Sie den vollständigen Vornamen ein',
    });
    expect(conferenceBookingFieldErrors(person, [person], true)).toEqual({});
  });

  it('asks for the terms with the other messages, as the checkout does', () => {
    expect(conferenceBookingFieldErrors(person, [person], false)).toEqual({ acceptTerms: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen' });
  });
});
