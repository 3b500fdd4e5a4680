import { CONFERENCE_FIELDS, type ConferenceField } from '../../../../application/catalogue-admin/conference-desk.codecs';

/** The Fachtagung's form, once: each field with its German label; the rules and messages are the domain's (a bookable's dates). */
export const CONFERENCE_FORM: Readonly<Record<ConferenceField, { readonly label: string; readonly hint?: string }>> = {
  startDate: { label: 'Beginn', hint: 'Berliner Zeit, z. B. 02.03.2027 09:00' },
  endDate: { label: 'Ende', hint: 'Berliner Zeit, z. B. 03.03.2027 17:00' },
  capacity: { label: 'Kapazität (Plätze)' },
  price: { label: 'Preis pro Person in €', hint: 'z. B. 590,00; gilt für neue Buchungen' },
  description: { label: 'Programmtext' },
};

export { CONFERENCE_FIELDS };

export const conferenceFieldsOf = (values: Readonly<Record<string, string>>): Record<ConferenceField, string> =>
  Object.fromEntries(CONFERENCE_FIELDS.map((field) => [field, values[field] ?? ''])) as Record<ConferenceField, string>;
