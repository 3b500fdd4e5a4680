import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { easterSunday, isNationwideHoliday, isPublicHoliday } from './public-holidays';

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

describe('isPublicHoliday', () => {
  it.each([
    ['2026-01-06', 'BY', true],
    ['2026-01-06', 'NW', false],
    ['2026-03-08', 'BE', true],
    ['2026-03-08', 'HH', false],
    ['2026-06-04', 'NW', true], // Fronleichnam 2026
    ['2026-06-04', 'NI', false],
    ['2026-08-15', 'SL', true],
    ['2026-09-20', 'TH', true],
    ['2026-10-31', 'HH', true],
    ['2026-10-31', 'BY', false],
    ['2026-11-01', 'BW', true],
    ['2026-11-18', 'SN', true], // Buß- und Bettag 2026
    ['2027-11-17', 'SN', true],
    ['2026-11-18', 'BE', false],
    ['2026-12-25', 'BE', true],
    ['2026-12-24', 'BE', false],
  ] as const)('%s in %s: %s', (iso, state, expected) => {
    expect(isPublicHoliday(date(iso), state)).toBe(expected);
  });
});
