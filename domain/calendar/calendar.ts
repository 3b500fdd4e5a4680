import type { Temporal } from 'temporal-polyfill';

/** Every calendar question (which day, which week, which clock time) is answered here (spec §9). */
export const BERLIN = 'Europe/Berlin';

export interface IsoWeek {
  readonly weekYear: number;
  readonly week: number;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

const inBerlin = (instant: Temporal.Instant): Temporal.ZonedDateTime => instant.toZonedDateTimeISO(BERLIN);

/** The calendar day the instant falls on in Berlin (not in UTC: 23:30Z on 31.12. is already 01.01.). */
export const berlinDate = (instant: Temporal.Instant): Temporal.PlainDate => inBerlin(instant).toPlainDate();

/** dd.mm.yyyy, as de-DE writes a date. */
export const formatPlainDate = (date: Temporal.PlainDate): string =>
  `${pad(date.day, 2)}.${pad(date.month, 2)}.${pad(date.year, 4)}`;

/** The Berlin day of the instant as dd.mm.yyyy. */
export const formatDate = (instant: Temporal.Instant): string => formatPlainDate(berlinDate(instant));

/** The Berlin wall-clock time of the instant as HH:MM (24 h). */
export const formatTime = (instant: Temporal.Instant): string => {
  const time = inBerlin(instant);
  return `${pad(time.hour, 2)}:${pad(time.minute, 2)}`;
};

export const sameBerlinDay = (a: Temporal.Instant, b: Temporal.Instant): boolean =>
  berlinDate(a).equals(berlinDate(b));

/**
 * ISO 8601 week of a date: the week belongs to the year of its Thursday, and week 1 is the week
 * holding the year's first Thursday. Computed from that rule rather than read from Temporal so
 * the tests can check one against the other.
 */
export const isoWeekOfDate = (date: Temporal.PlainDate): IsoWeek => {
  const thursday = date.add({ days: 4 - date.dayOfWeek });
  return { weekYear: thursday.year, week: Math.floor((thursday.dayOfYear - 1) / 7) + 1 };
};

/** ISO week of the Berlin day the instant falls on. */
export const isoWeek = (instant: Temporal.Instant): IsoWeek => isoWeekOfDate(berlinDate(instant));

/** Cart date (spec §2): one date if the event starts and ends on the same Berlin day, else a range with 'bis'. */
export const cartDateText = (start: Temporal.Instant, end: Temporal.Instant): string =>
  sameBerlinDay(start, end) ? formatDate(start) : `${formatDate(start)} bis ${formatDate(end)}`;

/**
 * Date and clock times of an event, e.g. '12.03.2027, 09:00 – 16:30 Uhr'; over several days
 * '12.03.2027, 09:00 Uhr bis 14.03.2027, 16:30 Uhr'.
 */
export const dateTimeRangeText = (start: Temporal.Instant, end: Temporal.Instant): string =>
  sameBerlinDay(start, end)
    ? `${formatDate(start)}, ${formatTime(start)} – ${formatTime(end)} Uhr`
    : `${formatDate(start)}, ${formatTime(start)} Uhr bis ${formatDate(end)}, ${formatTime(end)} Uhr`;
