import type { FieldRule } from './field-rule';
import { normalizeInput } from './field-rule';

/** A field of a form: the rule that checks it and how its value is cleaned before it is kept. */
export interface FormField {
  readonly rule: FieldRule;
  readonly normalize: (value: string) => string;
}

/** The usual field: checked and kept trimmed. */
export const trimmedField = (rule: FieldRule): FormField => ({ rule, normalize: normalizeInput });

/** A field kept exactly as typed (the password). */
export const asTypedField = (rule: FieldRule): FormField => ({ rule, normalize: (value) => value });
