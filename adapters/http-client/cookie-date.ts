/**
 * RFC 6265 §5.1.1, the cookie-date algorithm browsers use for Expires. Unlike Date.parse it
 * reads no bare number ('0' is no date), never assumes local time (cookie dates are UTC), and
 * needs all four parts. Undefined for text it cannot read, so the attribute is ignored.
 */

// delimiter = %x09 / %x20-2F / %x3B-40 / %x5B-60 / %x7B-7E
const DELIMITERS = /[\t\x20-\x2f\x3b-\x40\x5b-\x60\x7b-\x7e]+/;

// Each production is digits followed by nothing or by a non-digit and then anything.
const TIME = /^(\d{1,2}):(\d{1,2}):(\d{1,2})(?:\D|$)/;
const DAY_OF_MONTH = /^(\d{1,2})(?:\D|$)/;
const YEAR = /^(\d{2,4})(?:\D|$)/;
const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = new RegExp(`^(${MONTH_NAMES.join('|')})`, 'i');

interface Time {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** Two-digit years: 70–99 are 1970–1999, 00–69 are 2000–2069 (§5.1.1 steps 3 and 4). */
const fullYear = (year: number): number => {
  if (year >= 70 && year <= 99) return year + 1900;
  if (year >= 0 && year <= 69) return year + 2000;
  return year;
};

/** Milliseconds since the epoch (UTC) of a cookie date, or undefined when there is none. */
export const parseCookieDate = (text: string): number | undefined => {
  let time: Time | undefined;
  let dayOfMonth: number | undefined;
  let month: number | undefined;
  let year: number | undefined;

  // Each token fills the first part still missing that it matches, in the RFC's order.
  for (const token of text.split(DELIMITERS)) {
    if (token === '') continue;
    const timeMatch = time === undefined ? TIME.exec(token) : null;
    if (timeMatch !== null) {
      time = { hour: Number(timeMatch[1]), minute: Number(timeMatch[2]), second: Number(timeMatch[3]) };
      continue;
    }
    const dayMatch = dayOfMonth === undefined ? DAY_OF_MONTH.exec(token) : null;
    if (dayMatch !== null) {
      dayOfMonth = Number(dayMatch[1]);
      continue;
    }
    const monthMatch = month === undefined ? MONTH.exec(token) : null;
    if (monthMatch !== null) {
      month = MONTH_NAMES.indexOf(monthMatch[0].toLowerCase());
      continue;
    }
    const yearMatch = year === undefined ? YEAR.exec(token) : null;
    if (yearMatch !== null) year = Number(yearMatch[1]);
  }

  if (time === undefined || dayOfMonth === undefined || month === undefined || year === undefined) return undefined;
  const fullYearValue = fullYear(year);
  if (dayOfMonth < 1 || dayOfMonth > 31 || fullYearValue < 1601) return undefined;
  if (time.hour > 23 || time.minute > 59 || time.second > 59) return undefined;

  const date = new Date(Date.UTC(fullYearValue, month, dayOfMonth, time.hour, time.minute, time.second));
  // A day the month does not have (31 April) is no date (§5.1.1 step 6).
  return date.getUTCDate() === dayOfMonth ? date.getTime() : undefined;
};
