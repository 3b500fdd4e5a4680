import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../calendar/calendar';

/** A job offer stays open this long after it is published, then it is taken down or renewed. */
export const JOB_OFFER_WEEKS = 8;

/** The end of the day in Berlin, JOB_OFFER_WEEKS after publication: the offer's "Bewerbung bis". */
export const jobOfferValidThrough = (publishedAt: Temporal.Instant): Temporal.Instant =>
  publishedAt
    .toZonedDateTimeISO(BERLIN)
    .toPlainDate()
    .add({ weeks: JOB_OFFER_WEEKS })
    .toZonedDateTime({ timeZone: BERLIN, plainTime: Temporal.PlainTime.from('23:59:59') })
    .toInstant();

export const EMPLOYMENTS = ['Vollzeit', 'Teilzeit', 'Voll- oder Teilzeit', 'Werkstudium'] as const;
export type Employment = (typeof EMPLOYMENTS)[number];

/** schema.org employmentType values of each kind of employment the offers name. */
export const SCHEMA_EMPLOYMENT_TYPES: Readonly<Record<Employment, readonly string[]>> = {
  Vollzeit: ['FULL_TIME'],
  Teilzeit: ['PART_TIME'],
  'Voll- oder Teilzeit': ['FULL_TIME', 'PART_TIME'],
  Werkstudium: ['PART_TIME', 'INTERN'],
};
