import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cityRule, fullStreetRule, postalCodeRule, streetRule } from './address-rules';
import { digitsArb, filledTextArb, postalCodeArb, stringWithNonDigitArb, surroundingWhitespaceArb } from './validation.arbitraries';

describe('address rules (properties)', () => {
  it('a 5-digit postal code always passes, whatever whitespace surrounds it', () => {
    fc.assert(
      fc.property(postalCodeArb, surroundingWhitespaceArb, surroundingWhitespaceArb, (code, before, after) => {
        expect(postalCodeRule(`${before}${code}${after}`)).toBeUndefined();
      }),
    );
  });

  it('a postal code with a non-digit never passes and says only digits are allowed', () => {
    fc.assert(
      fc.property(stringWithNonDigitArb, (value) => {
        expect(postalCodeRule(value)).toBe('Postleitzahlen dürfen nur Zahlen enthalten');
      }),
    );
  });

  it('digits of any length but 5 are an invalid postal code', () => {
    fc.assert(
      fc.property(
        digitsArb({ maxLength: 12 }).filter((digits) => digits.length !== 5),
        (digits) => {
          expect(postalCodeRule(digits)).toBe('Die Postleitzahl ist ungültig');
        },
      ),
    );
  });

  it('a street with a digit never passes; the fullStreet variant never objects to digits', () => {
    fc.assert(
      fc.property(filledTextArb, digitsArb({ minLength: 1, maxLength: 4 }), (street, number) => {
        expect(streetRule(`${street} ${number}`)).toBe('Die Straße darf keine Zahlen enthalten');
        expect(fullStreetRule(`${street} ${number}`)).toBeUndefined();
        expect(streetRule(street)).toBeUndefined();
      }),
    );
  });

  it('a city ending in a digit never passes; a name without digits always does', () => {
    fc.assert(
      fc.property(filledTextArb, digitsArb({ minLength: 1, maxLength: 5 }), (city, digits) => {
        expect(cityRule(`${city} ${digits}`)).toBe('Der Ort darf keine Zahlen enthalten');
        expect(cityRule(city)).toBeUndefined();
      }),
    );
  });
});
