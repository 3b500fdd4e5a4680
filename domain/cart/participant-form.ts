import { maxLength } from '../validation/field-rule';
import { FORM_FIELDS } from '../validation/field-registry';
import type { FormField } from '../validation/form-field';
import { trimmedField } from '../validation/form-field';
import { bookingTypeRule } from './booking-type';

export const PARTICIPANT_FUNCTION_MAX_LENGTH = 200;

/** Interpretation: the function in the works council is free text; only its length is capped. */
export const PARTICIPANT_FUNCTION_TOO_LONG = 'Die Funktion darf höchstens 200 Zeichen enthalten';

/** A field an online event does not ask for: never wrong, and kept empty. */
const NOT_ASKED: FormField = { rule: () => undefined, normalize: () => '' };

/**
 * A participant of a cart line (spec §3, §5): person, e-mail, the function in the works council
 * (BR-Funktion), Buchung or Reservierung, and the overnight option, which only a presence event
 * asks for (an online seminar has no hotel).
 */
export const participantForm = (online: boolean) =>
  ({
    salutation: FORM_FIELDS.salutation,
    firstname: FORM_FIELDS.firstname,
    lastname: FORM_FIELDS.lastname,
    email: FORM_FIELDS.email,
    function: trimmedField(maxLength(PARTICIPANT_FUNCTION_MAX_LENGTH, PARTICIPANT_FUNCTION_TOO_LONG)),
    bookingType: trimmedField(bookingTypeRule),
    hotelOverNightOption: online ? NOT_ASKED : FORM_FIELDS.hotelOverNightOption,
  }) as const;

export type ParticipantField = keyof ReturnType<typeof participantForm>;
