import type { FormField } from '../validation/form-field';
import { normalizeInput } from '../validation/field-rule';

/**
 * A field a form may leave empty (a phone number on a contact form): blank passes, and anything
 * typed is checked by the field's own §5 rule, so a half-typed value still gets its message.
 */
export const optionalField = (field: FormField): FormField => ({
  rule: (value) => (normalizeInput(value) === '' ? undefined : field.rule(value)),
  normalize: field.normalize,
});
