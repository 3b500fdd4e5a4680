import type { FieldRule } from '../validation/field-rule';
import { normalizeInput } from '../validation/field-rule';
import { FORM_FIELDS } from '../validation/field-registry';
import { trimmedField } from '../validation/form-field';

/** An optional field: empty is fine, anything typed must pass the rule. */
const optional =
  (rule: FieldRule): FieldRule =>
  (value) =>
    normalizeInput(value) === '' ? undefined : rule(value);

/**
 * Who asks for seats without the cart (waiting list, reservation): someone to write to. The
 * company is optional (a works council member may ask privately), but checked when given.
 */
export const CONTACT_FORM = {
  salutation: FORM_FIELDS.salutation,
  firstname: FORM_FIELDS.firstname,
  lastname: FORM_FIELDS.lastname,
  email: FORM_FIELDS.email,
  company: trimmedField(optional(FORM_FIELDS.company.rule)),
} as const;
