import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_FIELDS } from '../validation/field-registry';
import { optionalField } from './optional-field';

const fields = Object.values(FORM_FIELDS);

describe('optionalField (properties)', () => {
  it('an optional field fails exactly when the value is not blank and the required field fails, with the same message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.string({ maxLength: 30 }), (field, value) => {
        const expected = value.trim() === '' ? undefined : field.rule(value);
        expect(optionalField(field).rule(value)).toBe(expected);
      }),
    );
  });
});
