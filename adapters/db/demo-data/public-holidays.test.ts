import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { easterSunday, isNationwideHoliday } from './public-holidays';

const date = (iso: string): Temporal.PlainDate => Temporal.PlainDate.from(iso);

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2008, '2008-03-23'],
  ])('Easter %i falls on %s', (year, expected) => {
    expect(easterSunday(year).equals(date(expected))).toBe(true);
  });
});

describe('isNationwideHoliday', () => {
  it.each([
    '2026-01-01',
    '2026-04-03',
    '2026-04-06',
    '2026-05-01',
    '2026-05-14',
    '2026-05-25',
    '2026-10-03',
    '2026-12-25',
    '2026-12-26',
  ])('%s is a nationwide holiday', (iso) => {
    expect(isNationwideHoliday(date(iso))).toBe(true);
  });

  it.each(['2026-04-05', '2026-04-07', '2026-05-04', '2026-06-04', '2026-11-01', '2026-12-24'])(
    '%s is a working day everywhere (or a Sunday, or only a regional holiday)',
    (iso) => {
      expect(isNationwideHoliday(date(iso))).toBe(false);
    },
  );
});
