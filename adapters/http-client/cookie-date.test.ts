import { describe, expect, it } from 'vitest';
import { parseCookieDate } from './cookie-date';

const utc = (year: number, month: number, day: number, hour: number, minute: number, second: number): number =>
  Date.UTC(year, month - 1, day, hour, minute, second);

describe('parseCookieDate (RFC 6265 §5.1.1)', () => {
  it('reads the IMF-fixdate servers send, in UTC', () => {
    expect(parseCookieDate('Wed, 21 Oct 2015 07:28:00 GMT')).toBe(utc(2015, 10, 21, 7, 28, 0));
    expect(parseCookieDate('Thu, 01 Jan 1970 00:00:00 GMT')).toBe(0);
  });

  it('reads the obsolete RFC 850 and asctime forms', () => {
    expect(parseCookieDate('Wednesday, 21-Oct-15 07:28:00 GMT')).toBe(utc(2015, 10, 21, 7, 28, 0));
    expect(parseCookieDate('Wed Oct 21 07:28:00 2015')).toBe(utc(2015, 10, 21, 7, 28, 0));
  });

  it('reads a date without a zone, or with another zone name, as UTC', () => {
    expect(parseCookieDate('21 Oct 2015 07:28:00')).toBe(utc(2015, 10, 21, 7, 28, 0));
    expect(parseCookieDate('Wed, 21 Oct 2015 07:28:00 +0200')).toBe(utc(2015, 10, 21, 7, 28, 0));
  });

  it('takes the parts in any order, month names in any case and longer, single digits', () => {
    expect(parseCookieDate('2015 7:8:9 OCTOBER 1')).toBe(utc(2015, 10, 1, 7, 8, 9));
    expect(parseCookieDate('Sat, 1-mar-2025 1:02:03')).toBe(utc(2025, 3, 1, 1, 2, 3));
  });

  it('lets a token fill only the first missing part it matches', () => {
    // '12:00:00' is the time; a second time-like token then counts as the day of the month.
    expect(parseCookieDate('12:00:00 13:14:15 Oct 2015')).toBe(utc(2015, 10, 13, 12, 0, 0));
  });

  it('maps two-digit years: 70–99 to 1970–1999, 00–69 to 2000–2069', () => {
    expect(parseCookieDate('21 Oct 70 00:00:00')).toBe(utc(1970, 10, 21, 0, 0, 0));
    expect(parseCookieDate('21 Oct 99 00:00:00')).toBe(utc(1999, 10, 21, 0, 0, 0));
    expect(parseCookieDate('21 Oct 00 00:00:00')).toBe(utc(2000, 10, 21, 0, 0, 0));
    expect(parseCookieDate('21 Oct 69 00:00:00')).toBe(utc(2069, 10, 21, 0, 0, 0));
  });

  it('is no date without all four parts: a bare 0, a word, an empty text, a missing time', () => {
    for (const text of ['0', 'someday', '', ' ; ', '21 Oct 2015', 'Oct 2015 07:28:00', '21 2015 07:28:00', '21 Oct 07:28:00']) {
      expect(parseCookieDate(text)).toBeUndefined();
    }
  });

  it('is no date when a part is out of range or the day does not exist', () => {
    for (const text of [
      '0 Oct 2015 07:28:00',
      '32 Oct 2015 07:28:00',
      '21 Oct 1600 07:28:00',
      '21 Oct 100 07:28:00',
      '21 Oct 2015 24:00:00',
      '21 Oct 2015 07:60:00',
      '21 Oct 2015 07:28:60',
      '31 Apr 2015 07:28:00',
      '29 Feb 2015 07:28:00',
    ]) {
      expect(parseCookieDate(text)).toBeUndefined();
    }
    expect(parseCookieDate('29 Feb 2016 07:28:00')).toBe(utc(2016, 2, 29, 7, 28, 0));
    expect(parseCookieDate('1 Jan 1601 00:00:00')).toBe(utc(1601, 1, 1, 0, 0, 0));
  });

  it('does not read digits running on past the length a part allows', () => {
    expect(parseCookieDate('21 Oct 20155 07:28:00')).toBeUndefined();
    expect(parseCookieDate('123 Oct 2015 07:28:00')).toBeUndefined();
  });
});
