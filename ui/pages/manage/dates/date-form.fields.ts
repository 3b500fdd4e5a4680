import { PRICE_FIELDS, SEMINAR_DATE_FIELDS, type SeminarDateField } from '../../../../domain/seminar-date/seminar-date';

/** How a field of the date's form is shown: its German label, a hint, and whether it may stay empty. */
export interface DateFieldDefinition {
  readonly label: string;
  readonly hint?: string;
  readonly optional?: boolean;
}

const WALL_CLOCK_HINT = 'Berliner Zeit, z. B. 02.03.2027 09:00';

/** The date's form, once: each field of domain/seminar-date with its label; the rules and messages are the domain's. */
export const DATE_FORM: Readonly<Record<SeminarDateField, DateFieldDefinition>> = {
  startDate: { label: 'Beginn', hint: WALL_CLOCK_HINT },
  endDate: { label: 'Ende', hint: WALL_CLOCK_HINT },
  kind: { label: 'Art' },
  oneDay: { label: 'Eintägig', hint: '„ja“ nur für einen Präsenztermin, der am selben Tag beginnt und endet', optional: true },
  hotelId: { label: 'Veranstaltungsort (Hotel)', hint: 'Ein Online-Termin hat keinen Ort.', optional: true },
  capacity: { label: 'Kapazität (Plätze)' },
  price: { label: 'Preis (1. Teilnehmer) in €', hint: 'z. B. 890,00' },
  priceParticipantTwo: { label: 'Preis 2. Teilnehmer in €', optional: true },
  priceParticipantThree: { label: 'Preis 3. Teilnehmer in €', optional: true },
  priceParticipantFour: { label: 'Preis 4. Teilnehmer in €', optional: true },
  priceParticipantFive: { label: 'Preis ab 5. Teilnehmer in €', hint: 'Leer: es gilt die Stufe davor.', optional: true },
  published: { label: 'Veröffentlicht', hint: '„nein“ verbirgt den Termin auf der Website; das Team sieht ihn weiter.', optional: true },
};

/** The kinds as the form offers them. */
export const KIND_OPTIONS = [
  { value: 'presence', label: 'Präsenzseminar' },
  { value: 'online', label: 'Online-Seminar' },
  { value: 'series', label: 'Ausbildung in Modulen' },
] as const;

export const ONE_DAY_OPTIONS = [
  { value: 'nein', label: 'nein' },
  { value: 'ja', label: 'ja' },
] as const;

export const PUBLISHED_OPTIONS = [
  { value: 'ja', label: 'ja, auf der Website' },
  { value: 'nein', label: 'nein, verborgen' },
] as const;

export const TIME_FIELDS = ['startDate', 'endDate'] as const satisfies readonly SeminarDateField[];
export { PRICE_FIELDS, SEMINAR_DATE_FIELDS };

/** The form's values as posted: every field of the date, each as text ('' when left empty). */
export const dateFieldsOf = (values: Readonly<Record<string, string>>): Record<SeminarDateField, string> =>
  Object.fromEntries(SEMINAR_DATE_FIELDS.map((field) => [field, values[field] ?? ''])) as Record<SeminarDateField, string>;

/** A series' start, end, kind, one-day flag and venue follow from its modules: its form has no fields for them. */
export const FIELDS_FROM_MODULES = ['startDate', 'endDate', 'kind', 'oneDay', 'hotelId'] as const satisfies readonly SeminarDateField[];

/** The fields a series' form posts: every field but those its modules decide. */
export const seriesDateFieldsOf = (values: Readonly<Record<string, string>>): Partial<Record<SeminarDateField, string>> =>
  Object.fromEntries(
    SEMINAR_DATE_FIELDS.filter((field) => !(FIELDS_FROM_MODULES as readonly string[]).includes(field)).map((field) => [field, values[field] ?? '']),
  );
