import { BR_FUNCTIONS } from '../portal/br-functions';
import { HOTEL_OVERNIGHT_OPTIONS } from '../portal/hotel-preferences';
import { defineField, fieldNamesOf, initialValuesOf, type FieldDefinition, type FormDefinition, type FormValuesOf } from '../forms/form-definition';
import { maxLength } from '../validation/field-rule';
import { FORM_FIELDS } from '../validation/field-registry';
import type { FormField } from '../validation/form-field';
import { trimmedField } from '../validation/form-field';
import { SALUTATION_OPTIONS } from '../validation/salutation';
import { bookingTypeRule } from './booking-type';

export const PARTICIPANT_FUNCTION_MAX_LENGTH = 200;

/** Interpretation: the function in the works council is free text; only its length is capped. */
export const PARTICIPANT_FUNCTION_TOO_LONG = 'Die Funktion darf höchstens 200 Zeichen enthalten';

/** What each choice means, said plainly where it is made (the first-add notice promises it). */
export const BOOKING_CHOICES = [
  {
    value: 'Buchung',
    label: 'Buchung',
    hint: 'Verbindliche Anmeldung: Der Platz ist fest gebucht, die Rechnung geht an den Arbeitgeber.',
  },
  {
    value: 'Reservierung',
    label: 'Reservierung',
    hint: 'Unverbindlich: Wir halten den Platz bis zu einer Frist frei (14 Tage, höchstens bis Seminarbeginn). Bis dahin wandeln Sie sie im Kundenportal in eine Buchung um, sonst verfällt sie.',
  },
] as const;

/**
 * A participant of a cart line (spec §3, §5): person, e-mail, the function in the works council
 * (BR-Funktion), Buchung or Reservierung, and the overnight option, which only a presence event
 * asks for (an online seminar has no hotel). Autocomplete is off: the buyer types other people.
 */
export const PARTICIPANT_FORM = {
  salutation: defineField(FORM_FIELDS.salutation, { label: 'Anrede', control: { kind: 'select', options: SALUTATION_OPTIONS }, initial: 'Keine Angabe' }),
  firstname: defineField(FORM_FIELDS.firstname, { label: 'Vorname', control: { kind: 'text', autoComplete: 'off' } }),
  lastname: defineField(FORM_FIELDS.lastname, { label: 'Nachname', control: { kind: 'text', autoComplete: 'off' } }),
  email: defineField(FORM_FIELDS.email, {
    label: 'E-Mail',
    control: { kind: 'text', type: 'email', autoComplete: 'off' },
    hint: 'Für die Einladung und die Unterlagen',
    wire: 'email',
  }),
  function: defineField(trimmedField(maxLength(PARTICIPANT_FUNCTION_MAX_LENGTH, PARTICIPANT_FUNCTION_TOO_LONG)), {
    label: 'Funktion im Gremium',
    control: { kind: 'select', options: BR_FUNCTIONS, placeholder: 'Keine Angabe' },
    optional: true,
  }),
  bookingType: defineField(trimmedField(bookingTypeRule), {
    label: 'Buchung oder Reservierung?',
    control: { kind: 'choices', choices: BOOKING_CHOICES },
    initial: 'Buchung',
    wide: true,
  }),
  hotelOverNightOption: defineField(FORM_FIELDS.hotelOverNightOption, {
    label: 'Verpflegungs-/Übernachtungsoption',
    // The choice changes no price here (the cost calculator adds the hotel's), so the form says why.
    hint: 'Der Seminarpreis ist für jede Option gleich; was die Übernachtung kostet, zeigt der Kostenrechner („Kosten mit Übernachtung berechnen“).',
    control: { kind: 'choices', choices: HOTEL_OVERNIGHT_OPTIONS.map((option) => ({ value: option, label: option })) },
    wide: true,
  }),
} as const satisfies FormDefinition;

export type ParticipantField = keyof typeof PARTICIPANT_FORM;

export type ParticipantValues = FormValuesOf<typeof PARTICIPANT_FORM>;

export const PARTICIPANT_FIELDS = fieldNamesOf(PARTICIPANT_FORM);

/** A field an online event does not ask for: never wrong, and kept empty. */
const NOT_ASKED: FormField = { rule: () => undefined, normalize: () => '' };

/** The fields a date asks for: an online one leaves the overnight option out. */
export const askedParticipantFields = (online: boolean): readonly ParticipantField[] =>
  online ? PARTICIPANT_FIELDS.filter((name) => name !== 'hotelOverNightOption') : PARTICIPANT_FIELDS;

/** The participant's rules for a date (online or not). */
export const participantForm = (online: boolean): Readonly<Record<ParticipantField, FieldDefinition | FormField>> => ({
  ...PARTICIPANT_FORM,
  hotelOverNightOption: online ? NOT_ASKED : PARTICIPANT_FORM.hotelOverNightOption,
});

/** A new participant's form as it starts. */
export const initialParticipant: ParticipantValues = initialValuesOf(PARTICIPANT_FORM);

/**
 * A new participant someone has begun to type: a name or an e-mail address (the salutation and
 * the booking type start chosen, so they say nothing). Such a participant is added on the way to
 * the review rather than dropped.
 */
export const isParticipantBegun = (values: Readonly<Partial<Record<ParticipantField, string>>>): boolean =>
  (['firstname', 'lastname', 'email'] as const).some((field) => (values[field] ?? '').trim() !== '');
