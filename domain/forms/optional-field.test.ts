import { describe, expect, it } from 'vitest';
import { FORM_FIELDS } from '../validation/field-registry';
import { optionalField } from './optional-field';

describe('optionalField', () => {
  const phone = optionalField(FORM_FIELDS.phone);

  it('lets an empty or blank value pass', () => {
    expect(phone.rule('')).toBeUndefined();
    expect(phone.rule('   ')).toBeUndefined();
  });

  it('checks a typed value with the §5 rule and its German message', () => {
    expect(phone.rule('0301')).toBe('Die angegebene Telefonnummer ist zu kurz');
    expect(phone.rule('030 1234 5678')).toBeUndefined();
  });

  it('keeps the field normalization (trimmed)', () => {
    expect(phone.normalize('  030 1234 5678 ')).toBe('030 1234 5678');
  });
});
