import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import {
  BERLIN,
  berlinDate,
  cartDateText,
  dateTimeRangeText,
  formatDate,
  formatPlainDate,
  formatTime,
  isoWeek,
  isoWeekOfDate,
  sameBerlinDay,
} from './calendar';

const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);
const day = (iso: string): Temporal.PlainDate => Temporal.PlainDate.from(iso);

describe('calendar', () => {
  it('works in Europe/Berlin', () => {
    expect(BERLIN).toBe('Europe/Berlin');
  });

  describe('dates (dd.mm.yyyy)', () => {
    it('formats the Berlin day of an instant', () => {
      expect(formatDate(at('2027-03-12T08:00:00Z'))).toBe('12.03.2027');
    });

    it('is already the new year in Berlin at 23:30 UTC on 31 December', () => {
      expect(formatDate(at('2026-12-31T23:30:00Z'))).toBe('01.01.2027');
      expect(berlinDate(at('2026-12-31T23:30:00Z')).equals(day('2027-01-01'))).toBe(true);
      expect(formatDate(at('2026-12-31T22:59:59Z'))).toBe('31.12.2026');
    });

    it('moves to the next day at 22:00 UTC in summer and 23:00 UTC in winter', () => {
      expect(formatDate(at('2027-07-01T21:59:00Z'))).toBe('01.07.2027');
      expect(formatDate(at('2027-07-01T22:00:00Z'))).toBe('02.07.2027');
      expect(formatDate(at('2027-02-01T22:59:00Z'))).toBe('01.02.2027');
      expect(formatDate(at('2027-02-01T23:00:00Z'))).toBe('02.02.2027');
    });

    it('pads day, month and year with zeros', () => {
      expect(formatPlainDate(day('0999-01-05'))).toBe('05.01.0999');
    });
  });

  describe('times (HH:MM, 24 h)', () => {
    it('formats the Berlin wall-clock time', () => {
      expect(formatTime(at('2027-03-12T08:00:00Z'))).toBe('09:00');
      expect(formatTime(at('2027-07-12T15:30:00Z'))).toBe('17:30');
      expect(formatTime(at('2027-03-12T23:05:00Z'))).toBe('00:05');
    });

    it('jumps from 01:59 to 03:00 when summer time starts (29.03.2026, 01:00 UTC)', () => {
      expect(formatTime(at('2026-03-29T00:59:00Z'))).toBe('01:59');
      expect(formatTime(at('2026-03-29T01:00:00Z'))).toBe('03:00');
      expect(sameBerlinDay(at('2026-03-29T00:59:00Z'), at('2026-03-29T01:00:00Z'))).toBe(true);
    });

    it('repeats the hour from 02:00 when summer time ends (25.10.2026, 01:00 UTC)', () => {
      expect(formatTime(at('2026-10-25T00:59:00Z'))).toBe('02:59');
      expect(formatTime(at('2026-10-25T01:00:00Z'))).toBe('02:00');
      expect(formatDate(at('2026-10-25T22:59:00Z'))).toBe('25.10.2026');
      expect(formatDate(at('2026-10-25T23:00:00Z'))).toBe('26.10.2026');
    });
  });

  describe('ISO weeks', () => {
    it('puts 01.01.2027 (a Friday) in week 53 of 2026', () => {
      expect(isoWeek(at('2027-01-01T10:00:00Z'))).toEqual({ weekYear: 2026, week: 53 });
      expect(isoWeek(at('2026-12-31T23:30:00Z'))).toEqual({ weekYear: 2026, week: 53 });
    });

    it('starts week 1 of 2027 on Monday 04.01.2027', () => {
      expect(isoWeekOfDate(day('2027-01-03'))).toEqual({ weekYear: 2026, week: 53 });
      expect(isoWeekOfDate(day('2027-01-04'))).toEqual({ weekYear: 2027, week: 1 });
    });

    it('puts Monday 30.12.2024 in week 1 of 2025', () => {
      expect(isoWeekOfDate(day('2024-12-30'))).toEqual({ weekYear: 2025, week: 1 });
      expect(isoWeekOfDate(day('2024-12-29'))).toEqual({ weekYear: 2024, week: 52 });
    });

    it('changes week at Berlin midnight between Sunday and Monday, not at UTC midnight', () => {
      // Sunday 14.03.2027, 23:30 UTC is already Monday 00:30 in Berlin.
      expect(isoWeek(at('2027-03-14T22:59:00Z'))).toEqual({ weekYear: 2027, week: 10 });
      expect(isoWeek(at('2027-03-14T23:30:00Z'))).toEqual({ weekYear: 2027, week: 11 });
    });
  });

  describe('same Berlin day', () => {
    it('compares Berlin days, not UTC days', () => {
      expect(sameBerlinDay(at('2027-03-12T22:59:00Z'), at('2027-03-12T23:00:00Z'))).toBe(false);
      expect(sameBerlinDay(at('2027-03-12T23:00:00Z'), at('2027-03-13T22:59:00Z'))).toBe(true);
    });
  });

  describe('cart date', () => {
    it('shows a one-day event with a single date', () => {
      expect(cartDateText(at('2027-03-12T08:00:00Z'), at('2027-03-12T15:30:00Z'))).toBe('12.03.2027');
    });

    it('shows a multi-day event as a range with bis', () => {
      expect(cartDateText(at('2027-03-12T08:00:00Z'), at('2027-03-14T15:30:00Z'))).toBe('12.03.2027 bis 14.03.2027');
    });

    it('shows a range when the event runs past Berlin midnight into the new year', () => {
      expect(cartDateText(at('2026-12-31T18:00:00Z'), at('2026-12-31T23:30:00Z'))).toBe('31.12.2026 bis 01.01.2027');
    });
  });

  describe('date and time range', () => {
    it('shows one date with start and end time for a one-day event', () => {
      expect(dateTimeRangeText(at('2027-03-12T08:00:00Z'), at('2027-03-12T15:30:00Z'))).toBe(
        '12.03.2027, 09:00 – 16:30 Uhr',
      );
    });

    it('shows both dates with their times for a multi-day event', () => {
      expect(dateTimeRangeText(at('2027-03-12T08:00:00Z'), at('2027-03-14T15:30:00Z'))).toBe(
        '12.03.2027, 09:00 Uhr bis 14.03.2027, 16:30 Uhr',
      );
    });
  });
});
