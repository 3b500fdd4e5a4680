/**
 * The Berlin wall clock of an instant by the EU summer-time rule, in plain arithmetic: no
 * time-zone lookup, no Temporal, no Intl. The server's codec writes every instant with it
 * (berlin-iso.ts), and the browser shows dates with it (ui/dates/instant-text.ts), where the
 * first use of Intl on a page loads the ICU data (some 30 ms on a phone's CPU, in the middle of
 * the page's start). Only for the years the rule is known to hold for Berlin: elsewhere the
 * callers ask the time-zone database.
 */

const HOUR = 3600;
const DAY = 24 * HOUR;
/** 1996-01-01T00:00Z to 2100-01-01T00:00Z: since 1996 the EU rule (last Sundays of March and October) holds. */
export const RULE_FROM_EPOCH_SECONDS = 820_454_400;
export const RULE_UNTIL_EPOCH_SECONDS = 4_102_444_800;

export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface BerlinWallClock extends CivilDate {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** +1 in winter (CET), +2 in summer (CEST). */
  readonly offsetHours: 1 | 2;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export const daysFromCivil = (year: number, month: number, day: number): number => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
};

/** The date of a day count since 1970-01-01 (H. Hinnant's civil_from_days). */
export const civilFromDays = (days: number): CivilDate => {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day: dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1 };
};

/** Day count of the last Sunday of a month with 31 days (1970-01-01 was a Thursday). */
const lastSundayOf = (year: number, month: 3 | 10): number => {
  const last = daysFromCivil(year, month, 31);
  const daysSinceSunday = (((last + 4) % 7) + 7) % 7;
  return last - daysSinceSunday;
};

/** Summer time from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. */
const isBerlinSummerTime = (epochSeconds: number): boolean => {
  const { year } = civilFromDays(Math.floor(epochSeconds / DAY));
  return epochSeconds >= lastSundayOf(year, 3) * DAY + HOUR && epochSeconds < lastSundayOf(year, 10) * DAY + HOUR;
};

/** The Berlin wall clock of whole epoch seconds, or undefined outside the years of the rule. */
export const berlinWallClock = (epochSeconds: number): BerlinWallClock | undefined => {
  if (!(epochSeconds >= RULE_FROM_EPOCH_SECONDS && epochSeconds < RULE_UNTIL_EPOCH_SECONDS)) return undefined;
  const offsetHours = isBerlinSummerTime(epochSeconds) ? 2 : 1;
  const local = epochSeconds + offsetHours * HOUR;
  const days = Math.floor(local / DAY);
  const secondOfDay = local - days * DAY;
  return {
    ...civilFromDays(days),
    hour: Math.floor(secondOfDay / HOUR),
    minute: Math.floor((secondOfDay % HOUR) / 60),
    second: secondOfDay % 60,
    offsetHours,
  };
};
