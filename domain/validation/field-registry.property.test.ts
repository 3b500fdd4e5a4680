import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormFieldName } from './field-registry';
import { FORM_FIELDS } from './field-registry';
import { normalizeInput } from './field-rule';
import { surroundingWhitespaceArb } from './validation.arbitraries';

const ALL_FIELDS = Object.keys(FORM_FIELDS) as FormFieldName[];
const TRIMMED_FIELDS = ALL_FIELDS.filter((name) => name !== 'password');
const valueArb = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 30 }));

describe('field registry (properties)', () => {
  it('trimming is idempotent', () => {
    fc.assert(
      fc.property(valueArb, (value) => {
        expect(normalizeInput(normalizeInput(value))).toBe(normalizeInput(value));
      }),
    );
  });

  it('surrounding whitespace never changes the answer of a trimmed field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRIMMED_FIELDS), valueArb, surroundingWhitespaceArb, (name, value, space) => {
        const { rule } = FORM_FIELDS[name];
        expect(rule(`${space}${value}${space}`)).toBe(rule(value));
      }),
    );
  });

  it('whitespace only gets the same answer as empty, in every field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_FIELDS), surroundingWhitespaceArb, (name, space) => {
        const { rule } = FORM_FIELDS[name];
        expect(rule(space)).toBe(rule(''));
      }),
    );
  });

  it('normalizing a value never changes the answer of its rule', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_FIELDS), valueArb, (name, value) => {
        const { rule, normalize } = FORM_FIELDS[name];
        expect(rule(normalize(value))).toBe(rule(value));
      }),
    );
  });
});
