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

/** Public holidays observed in every German state (the demo's seminar dates avoid these). */
export const isNationwideHoliday = (date: Temporal.PlainDate): boolean => {
  if (FIXED_HOLIDAYS.some(([month, day]) => date.month === month && date.day === day)) return true;
  const easter = easterSunday(date.year);
  return EASTER_OFFSETS.some((offset) => easter.add({ days: offset }).equals(date));
};

/** The sixteen German states by their ISO 3166-2 codes (without the DE- prefix). */
export const GERMAN_STATES = {
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  BE: 'Berlin',
  BB: 'Brandenburg',
  HB: 'Bremen',
  HH: 'Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Thüringen',
} as const;
export type GermanState = keyof typeof GERMAN_STATES;

export const isGermanState = (value: string): value is GermanState => Object.hasOwn(GERMAN_STATES, value);

/** Buß- und Bettag: the Wednesday before 23 November. */
const repentanceDay = (year: number): Temporal.PlainDate => {
  const before = Temporal.PlainDate.from({ year, month: 11, day: 22 });
  return before.subtract({ days: (before.dayOfWeek - 3 + 7) % 7 });
};

/**
 * Holidays of some states only, statewide (holidays of single municipalities, such as Mariä
 * Himmelfahrt in Bavaria's Catholic communities or Augsburg's Friedensfest, are left out).
 * Each gives its date in a year and the states that keep it.
 */
const REGIONAL_HOLIDAYS: readonly { readonly on: (year: number) => Temporal.PlainDate; readonly states: readonly GermanState[] }[] = [
  { on: (year) => Temporal.PlainDate.from({ year, month: 1, day: 6 }), states: ['BW', 'BY', 'ST'] }, // Heilige Drei Könige
  { on: (year) => Temporal.PlainDate.from({ year, month: 3, day: 8 }), states: ['BE', 'MV'] }, // Internationaler Frauentag
  { on: (year) => easterSunday(year).add({ days: 60 }), states: ['BW', 'BY', 'HE', 'NW', 'RP', 'SL'] }, // Fronleichnam
  { on: (year) => Temporal.PlainDate.from({ year, month: 8, day: 15 }), states: ['SL'] }, // Mariä Himmelfahrt
  { on: (year) => Temporal.PlainDate.from({ year, month: 9, day: 20 }), states: ['TH'] }, // Weltkindertag
  { on: (year) => Temporal.PlainDate.from({ year, month: 10, day: 31 }), states: ['BB', 'HB', 'HH', 'MV', 'NI', 'SN', 'ST', 'SH', 'TH'] }, // Reformationstag
  { on: (year) => Temporal.PlainDate.from({ year, month: 11, day: 1 }), states: ['BW', 'BY', 'NW', 'RP', 'SL'] }, // Allerheiligen
  { on: repentanceDay, states: ['SN'] }, // Buß- und Bettag
];

/** Whether the date is a statutory public holiday in the state (nationwide or the state's own). */
export const isPublicHoliday = (date: Temporal.PlainDate, state: GermanState): boolean =>
  isNationwideHoliday(date) || REGIONAL_HOLIDAYS.some((holiday) => holiday.states.includes(state) && holiday.on(date.year).equals(date));
