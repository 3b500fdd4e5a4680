import { FORM_FIELDS } from '../validation/field-registry';

/** The colleague who takes a participant's seat: §5's rules for salutation, names and e-mail. */
export const SUBSTITUTE_FORM = {
  salutation: FORM_FIELDS.salutation,
  firstname: FORM_FIELDS.firstname,
  lastname: FORM_FIELDS.lastname,
  email: FORM_FIELDS.email,
} as const;
