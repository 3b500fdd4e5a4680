import { Temporal } from 'temporal-polyfill';

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export const easterSunday = (year: number): Temporal.PlainDate => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const monthAndDay = h + l - 7 * m + 114;
  return Temporal.PlainDate.from({ year, month: Math.floor(monthAndDay / 31), day: (monthAndDay % 31) + 1 });
};

/** Days after Easter Sunday of the nationwide movable holidays. */
const EASTER_OFFSETS = [
  -2, // Karfreitag
  1, // Ostermontag
  39, // Christi Himmelfahrt
  50, // Pfingstmontag
];

/** Month and day of the nationwide fixed holidays. */
const FIXED_HOLIDAYS = [
  [1, 1], // Neujahr
  [5, 1], // Tag der Arbeit
  [10, 3], // Tag der Deutschen Einheit
  [12, 25], // 1. Weihnachtstag
  [12, 26], // 2. Weihnachtstag
] as const;

/** Public holidays observed in every German state; regional ones are left to the venue. */
export const isNationwideHoliday = (date: Temporal.PlainDate): boolean => {
  if (FIXED_HOLIDAYS.some(([month, day]) => date.month === month && date.day === day)) return true;
  const easter = easterSunday(date.year);
  return EASTER_OFFSETS.some((offset) => easter.add({ days: offset }).equals(date));
};
