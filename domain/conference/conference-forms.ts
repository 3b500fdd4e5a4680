import { PARTICIPANT_FUNCTION_MAX_LENGTH, PARTICIPANT_FUNCTION_TOO_LONG } from '../cart/participant-form';
import { maxLength, normalizeInput, type FieldRule } from '../validation/field-rule';
import { FORM_FIELDS } from '../validation/field-registry';
import { trimmedField } from '../validation/form-field';
import { personalNotesRule } from '../validation/text-rules';

/** An optional field: empty is fine, anything typed must pass the rule. */
const optional =
  (rule: FieldRule): FieldRule =>
  (value) =>
    normalizeInput(value) === '' ? undefined : rule(value);

/** How many participants one booking may name; a larger group books in parts or asks for an inhouse offer. */
export const MAX_CONFERENCE_PARTICIPANTS = 20;

/**
 * The sign-up at /fachtagung/anmeldung (spec §5 rules): who is interested, how to reach them.
 * Company and phone are optional (a member may sign up privately), but checked when given.
 */
export const CONFERENCE_REGISTRATION_FORM = {
  salutation: FORM_FIELDS.salutation,
  firstname: FORM_FIELDS.firstname,
  lastname: FORM_FIELDS.lastname,
  email: FORM_FIELDS.email,
  company: trimmedField(optional(FORM_FIELDS.company.rule)),
  phone: trimmedField(optional(FORM_FIELDS.phone.rule)),
  message: trimmedField(personalNotesRule),
} as const;

/** One participant of a conference booking: person, e-mail and the function in the works council. */
export const CONFERENCE_PARTICIPANT_FORM = {
  salutation: FORM_FIELDS.salutation,
  firstname: FORM_FIELDS.firstname,
  lastname: FORM_FIELDS.lastname,
  email: FORM_FIELDS.email,
  function: trimmedField(maxLength(PARTICIPANT_FUNCTION_MAX_LENGTH, PARTICIPANT_FUNCTION_TOO_LONG)),
} as const;
