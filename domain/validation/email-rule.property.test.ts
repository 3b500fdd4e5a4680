import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailRule } from './email-rule';
import { emailArb, surroundingWhitespaceArb } from './validation.arbitraries';

const INVALID = 'Bitte geben Sie eine gültige E-Mail-Adresse an';

describe('e-mail rule (properties)', () => {
  it('every address of the accepted shape passes, whatever whitespace surrounds it', () => {
    fc.assert(
      fc.property(emailArb, surroundingWhitespaceArb, (email, space) => {
        expect(emailRule(`${space}${email}${space}`)).toBeUndefined();
      }),
    );
  });

  it('whitespace inside an address never passes', () => {
    fc.assert(
      fc.property(emailArb, fc.constantFrom(' ', '\t', '\u00a0'), fc.nat(), (email, space, at) => {
        const position = 1 + (at % (email.length - 1));
        expect(emailRule(`${email.slice(0, position)}${space}${email.slice(position)}`)).toBe(INVALID);
      }),
    );
  });

  it('an address without exactly one @ never passes', () => {
    fc.assert(
      fc.property(emailArb, (email) => {
        expect(emailRule(email.replace('@', ''))).toBe(INVALID);
        expect(emailRule(email.replace('@', '@@'))).toBe(INVALID);
      }),
    );
  });

  it('nothing longer than 254 characters passes', () => {
    fc.assert(
      fc.property(emailArb, (email) => {
        const padded = `${'a'.repeat(255 - email.length)}${email}`;
        expect(emailRule(padded)).toBe(INVALID);
      }),
    );
  });
});
