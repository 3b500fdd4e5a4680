import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneRule } from './phone-rule';
import {
  digitsArb,
  nonPhoneCharArb,
  nonSpaceWhitespaceArb,
  phoneArb,
  surroundingWhitespaceArb,
} from './validation.arbitraries';

describe('phone rule (properties)', () => {
  it('a number of allowed characters with 8 to 20 characters always passes', () => {
    fc.assert(
      fc.property(phoneArb, surroundingWhitespaceArb, (phone, space) => {
        expect(phoneRule(`${space}${phone}${space}`)).toBeUndefined();
      }),
    );
  });

  it('one character outside the allowed set always fails as invalid characters', () => {
    fc.assert(
      fc.property(phoneArb, nonPhoneCharArb, fc.nat(), (phone, char, at) => {
        const position = at % (phone.length + 1);
        const value = `${phone.slice(0, position)}${char}${phone.slice(position)}`;
        expect(phoneRule(value)).toBe('Die angegebene Telefonnummer enthält ungültige Zeichen');
      }),
    );
  });

  it('whitespace other than the plain space inside the number always fails as invalid characters', () => {
    fc.assert(
      fc.property(phoneArb, nonSpaceWhitespaceArb, fc.nat(), (phone, space, at) => {
        // Strictly inside: phoneArb ends in digits, so trimming cannot remove the inserted character.
        const position = 1 + (at % (phone.length - 1));
        const value = `${phone.slice(0, position)}${space}${phone.slice(position)}`;
        expect(phoneRule(value)).toBe('Die angegebene Telefonnummer enthält ungültige Zeichen');
      }),
    );
  });

  it('a plus anywhere but first always fails as invalid characters', () => {
    fc.assert(
      fc.property(phoneArb, (phone) => {
        expect(phoneRule(`1${phone}+`)).toBe('Die angegebene Telefonnummer enthält ungültige Zeichen');
      }),
    );
  });

  it('digits shorter than 8 are too short, longer than 20 too long', () => {
    fc.assert(
      fc.property(digitsArb({ minLength: 1, maxLength: 7 }), digitsArb({ minLength: 21, maxLength: 40 }), (short, long) => {
        expect(phoneRule(short)).toBe('Die angegebene Telefonnummer ist zu kurz');
        expect(phoneRule(long)).toBe('Die angegebene Telefonnummer ist zu lange');
      }),
    );
  });
});
