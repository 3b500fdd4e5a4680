import type { FieldErrors } from '../errors/app-error';
import { FORM_FIELDS } from '../validation/field-registry';
import { validateForm, type FormSchema } from '../validation/form-validation';

/** How the consultant meets the visitor: a call, or a video meeting whose link comes by mail. */
export const CHANNELS = ['Telefon', 'Video'] as const;
export type Channel = (typeof CHANNELS)[number];
export const isChannel = (value: string): value is Channel => (CHANNELS as readonly string[]).includes(value);

export const CONSULTATION_MESSAGES = {
  slot: 'Bitte wählen Sie einen freien Termin aus.',
  slotTaken: 'Dieser Termin ist leider gerade vergeben worden. Bitte wählen Sie einen anderen freien Termin.',
  topic: 'Bitte wählen Sie ein Thema aus, zu dem Sie beraten werden möchten.',
  channel: 'Bitte wählen Sie, ob wir Sie anrufen oder per Video beraten sollen.',
  consultantUnknown: 'Diese Beraterin oder diesen Berater gibt es nicht.',
  appointmentUnknown: 'Diesen Beratungstermin gibt es nicht.',
  region: 'Bitte wählen Sie ein Bundesland aus der Liste.',
  tooManyBookings: 'Sie haben in der letzten Stunde schon mehrere Beratungstermine gebucht. Bitte versuchen Sie es später noch einmal oder rufen Sie uns an.',
} as const;

/** The visitor's part of a booking, as typed. */
export interface AppointmentForm {
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly phone: string;
  readonly topic: string;
  readonly channel: string;
  readonly message: string;
}

/** Who asks, checked by the site's §5 rules; the question itself is optional and bounded. */
const PERSON_SCHEMA = {
  salutation: FORM_FIELDS.salutation,
  firstname: FORM_FIELDS.firstname,
  lastname: FORM_FIELDS.lastname,
  email: FORM_FIELDS.email,
  phone: FORM_FIELDS.phone,
  message: FORM_FIELDS.personalNotes,
} as const satisfies FormSchema<string>;

/**
 * The field messages of a booking request, named by field; empty when valid. The topic must be
 * one the consultant advises on (their rubrics), the slot is checked against the calendar apart.
 */
export const appointmentFormErrors = (form: AppointmentForm, consultantTopics: readonly string[]): FieldErrors => {
  const { topic: _topic, channel: _channel, ...person } = form;
  const errors: Record<string, string> = { ...validateForm(PERSON_SCHEMA, person) };
  if (!consultantTopics.includes(form.topic.trim())) errors.topic = CONSULTATION_MESSAGES.topic;
  if (!isChannel(form.channel.trim())) errors.channel = CONSULTATION_MESSAGES.channel;
  return errors;
};
