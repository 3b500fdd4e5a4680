import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { validateHotelPreferences } from './hotel-preferences';

describe('validateHotelPreferences', () => {
  it('accepts an overnight stay with a room type and trims the notes', () => {
    expect(
      validateHotelPreferences({ hotelOverNightOption: 'Mit Übernachtung und Vollpension', roomType: 'Einzelzimmer', notes: ' vegetarisch ' }),
    ).toEqual(E.right({ hotelOverNightOption: 'Mit Übernachtung und Vollpension', roomType: 'Einzelzimmer', notes: 'vegetarisch' }));
  });

  it('drops the room type when there is no overnight stay', () => {
    expect(
      validateHotelPreferences({ hotelOverNightOption: 'Ohne Übernachtung, mit Tagesverpflegung', roomType: 'Einzelzimmer' }),
    ).toEqual(E.right({ hotelOverNightOption: 'Ohne Übernachtung, mit Tagesverpflegung', roomType: null, notes: '' }));
  });

  it('asks for the overnight option with the §5 message, also for one that is not offered', () => {
    const message = 'Bitte geben Sie eine Verpflegungs-/Übernachtungsoption an';
    expect(validateHotelPreferences({})).toEqual(E.left({ hotelOverNightOption: message }));
    expect(validateHotelPreferences({ hotelOverNightOption: 'Zelt' })).toEqual(E.left({ hotelOverNightOption: message }));
  });

  it('asks for a room type with an overnight stay, and caps the notes', () => {
    expect(
      validateHotelPreferences({ hotelOverNightOption: 'Mit Übernachtung und Vollpension', roomType: 'Suite', notes: 'x'.repeat(5001) }),
    ).toEqual(
      E.left({
        roomType: 'Bitte wählen Sie eine Zimmerart aus.',
        notes: 'Die Anmerkungen dürfen höchstens 5000 Zeichen enthalten',
      }),
    );
  });
});
