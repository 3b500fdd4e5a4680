import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { FORM_FIELDS } from './field-registry';
import { validateForm, validateFormEither } from './form-validation';
import { emailArb, filledTextArb, phoneArb, postalCodeArb } from './validation.arbitraries';

const CONTACT = {
  firstname: FORM_FIELDS.firstname,
  phone: FORM_FIELDS.phone,
  email: FORM_FIELDS.email,
  postalCode: FORM_FIELDS.postalCode,
  password: FORM_FIELDS.password,
};

const maybeValid = <T extends string>(valid: fc.Arbitrary<T>) =>
  fc.option(fc.oneof(valid, fc.string({ maxLength: 12 }), fc.constantFrom('', '  ')), { nil: undefined });

const contactValuesArb = fc.record({
  firstname: maybeValid(filledTextArb),
  phone: maybeValid(phoneArb),
  email: maybeValid(emailArb),
  postalCode: maybeValid(postalCodeArb),
  password: maybeValid(fc.string({ minLength: 8, maxLength: 16 })),
});

describe('form validation (properties)', () => {
  it('a field is in the errors exactly when its rule fails, with that message', () => {
    fc.assert(
      fc.property(contactValuesArb, (values) => {
        const errors = validateForm(CONTACT, values);
        for (const [name, field] of Object.entries(CONTACT)) {
          expect(errors[name]).toBe(field.rule(values[name as keyof typeof CONTACT] ?? ''));
        }
        expect(Object.keys(errors).every((name) => name in CONTACT)).toBe(true);
      }),
    );
  });

  it('the server variant is Invalid exactly when the form shows errors, with the same messages', () => {
    fc.assert(
      fc.property(contactValuesArb, (values) => {
        const errors = validateForm(CONTACT, values);
        const result = validateFormEither(CONTACT, values);
        if (Object.keys(errors).length > 0) {
          expect(result).toEqual(E.left(expect.objectContaining({ _tag: 'Invalid', fieldErrors: errors })));
        } else {
          expect(E.isRight(result)).toBe(true);
        }
      }),
    );
  });

  it('valid values stay valid and unchanged when validated again', () => {
    fc.assert(
      fc.property(contactValuesArb, (values) => {
        const first = validateFormEither(CONTACT, values);
        if (E.isRight(first)) expect(validateFormEither(CONTACT, first.right)).toEqual(first);
      }),
    );
  });
});
