import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { salutationRule } from './choice-rules';
import { companyRule, firstnameRule, lastnameRule } from './name-rules';
import { filledTextArb, nonDigitCharArb, salutationArb, surroundingWhitespaceArb } from './validation.arbitraries';

describe('name rules (properties)', () => {
  it('any text of at least two characters passes first name, last name and company', () => {
    fc.assert(
      fc.property(filledTextArb, (name) => {
        expect(firstnameRule(name)).toBeUndefined();
        expect(lastnameRule(name)).toBeUndefined();
        expect(companyRule(name)).toBeUndefined();
      }),
    );
  });

  it('a single character always asks for the full name', () => {
    fc.assert(
      fc.property(nonDigitCharArb, surroundingWhitespaceArb, (initial, space) => {
        expect(firstnameRule(`${space}${initial}${space}`)).toBe('Bitte tragen Sie den vollständigen Vornamen ein');
        expect(lastnameRule(initial)).toBe('Bitte tragen Sie den vollständigen Nachnamen ein');
      }),
    );
  });

  it('every salutation option passes the salutation rule', () => {
    fc.assert(
      fc.property(salutationArb, (salutation) => {
        expect(salutationRule(salutation)).toBeUndefined();
      }),
    );
  });
});
