import type { Temporal } from 'temporal-polyfill';
import { BERLIN } from './calendar';

const BILLION = 1_000_000_000n;
const HOUR = 3600;
const DAY = 24 * HOUR;
/** 1996-01-01T00:00Z to 2100-01-01T00:00Z: since 1996 the EU rule (last Sundays of March and October) holds. */
const FAST_FROM = 820_454_400n * BILLION;
const FAST_UNTIL = 4_102_444_800n * BILLION;

const pad2 = (value: number): string => (value < 10 ? `0${String(value)}` : String(value));

/** Nanoseconds after the second, as Temporal's 'auto' precision writes them: trailing zeros dropped. */
const fractionText = (fraction: number): string => (fraction === 0 ? '' : `.${String(fraction).padStart(9, '0').replace(/0+$/, '')}`);

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
const daysFromCivil = (year: number, month: number, day: number): number => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
};

/** The date of a day count since 1970-01-01 (H. Hinnant's civil_from_days). */
const civilFromDays = (days: number): { readonly year: number; readonly month: number; readonly day: number } => {
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

/**
 * The instant as ISO 8601 with its Berlin offset, exactly as `instant.toString({ timeZone:
 * 'Europe/Berlin' })` writes it ("2027-03-12T09:00:00+01:00"), but computed from the EU summer
 * time rule instead of a time-zone lookup: the codec writes every instant of every answer, and
 * the lookup took about a tenth of a catalogue listing. Outside the years the rule is known to
 * hold for Berlin, Temporal answers.
 */
export const formatBerlinIso = (instant: Temporal.Instant): string => {
  const nanoseconds = instant.epochNanoseconds;
  if (nanoseconds < FAST_FROM || nanoseconds >= FAST_UNTIL) return instant.toString({ timeZone: BERLIN });
  const epochSeconds = Number(nanoseconds / BILLION);
  const fraction = Number(nanoseconds % BILLION);
  const offsetHours = isBerlinSummerTime(epochSeconds) ? 2 : 1;
  const local = epochSeconds + offsetHours * HOUR;
  const days = Math.floor(local / DAY);
  const secondOfDay = local - days * DAY;
  const { year, month, day } = civilFromDays(days);
  const time = `${pad2(Math.floor(secondOfDay / HOUR))}:${pad2(Math.floor((secondOfDay % HOUR) / 60))}:${pad2(secondOfDay % 60)}`;
  return `${String(year)}-${pad2(month)}-${pad2(day)}T${time}${fractionText(fraction)}+0${String(offsetHours)}:00`;
};
