import { describe, expect, it } from 'vitest';
import { normalizeValues, validateForm } from '../validation/form-validation';
import { participantForm } from './participant-form';

const anna = {
  salutation: 'Frau',
  firstname: 'Anna',
  lastname: 'Schmidt',
  email: 'anna.schmidt@example.org',
  function: 'Betriebsratsvorsitzende',
  bookingType: 'Buchung',
  hotelOverNightOption: 'Übernachtung mit Frühstück',
};

describe('participant form', () => {
  it('accepts a complete participant of a presence seminar', () => {
    expect(validateForm(participantForm(false), anna)).toEqual({});
  });

  it('answers the spec messages for each wrong field', () => {
    expect(validateForm(participantForm(false), { function: 'x'.repeat(201) })).toEqual({
      salutation: 'Bitte wählen Sie eine Anrede aus',
      firstname: 'Bitte tragen Sie einen Vornamen ein',
      lastname: 'Bitte tragen Sie einen Nachnamen ein',
      email: 'Bitte geben Sie eine E-Mail-Adresse an',
      function: 'Die Funktion darf höchstens 200 Zeichen enthalten',
      bookingType: 'Bitte wählen Sie Buchung oder Reservierung aus',
      hotelOverNightOption: 'Bitte geben Sie eine Verpflegungs-/Übernachtungsoption an',
    });
  });

  it('does not ask an online event for the overnight option, and keeps none', () => {
    const online = participantForm(true);
    const { hotelOverNightOption: _, ...withoutOption } = anna;
    expect(validateForm(online, withoutOption)).toEqual({});
    expect(normalizeValues(online, anna).hotelOverNightOption).toBe('');
  });

  it('keeps the values trimmed', () => {
    expect(normalizeValues(participantForm(false), { ...anna, firstname: '  Anna ' }).firstname).toBe('Anna');
  });
});
