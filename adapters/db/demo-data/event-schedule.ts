import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../../../domain/calendar/calendar';
import type { Rng } from './prng';
import { isNationwideHoliday } from '../../../domain/calendar/public-holidays';

/** Start and end as ISO instants, as the timestamptz columns (mode 'string') take them. */
export interface TimeSlot {
  readonly startAt: string;
  readonly endAt: string;
}

/**
 * The weeks in which events may take place, as their Mondays: every whole Monday–Friday week
 * without a day off, from tomorrow up to the day before "now + 12 months" (Berlin calendar), so
 * every event lies strictly after now and no later than twelve months ahead.
 */
export interface ScheduleWindow {
  readonly weeks: readonly Temporal.PlainDate[];
}

export const MONTHS_AHEAD = 12;
const WORKDAYS_PER_WEEK = 5;

export const MORNING = Temporal.PlainTime.from('09:00');
export const AFTERNOON = Temporal.PlainTime.from('13:00');
export const NOON = Temporal.PlainTime.from('12:30');
export const END_OF_DAY = Temporal.PlainTime.from('16:30');

/** Weeks between two modules of a series, counted in usable weeks. */
const MIN_MODULE_GAP_WEEKS = 4;
const MAX_MODULE_GAP_WEEKS = 6;

/** Seminars pause from Christmas Eve to New Year's Eve and on public holidays. */
const isDayOff = (date: Temporal.PlainDate): boolean =>
  (date.month === 12 && date.day >= 24) || isNationwideHoliday(date);

/** Weeks with a day off are left out whole, so a seminar of any length fits into every usable week. */
const hasDayOff = (monday: Temporal.PlainDate): boolean =>
  Array.from({ length: WORKDAYS_PER_WEEK }, (_, offset) => monday.add({ days: offset })).some(isDayOff);

export const scheduleWindow = (now: Temporal.Instant): ScheduleWindow => {
  const today = now.toZonedDateTimeISO(BERLIN);
  const lastDay = today.add({ months: MONTHS_AHEAD }).toPlainDate().subtract({ days: 1 });
  const tomorrow = today.toPlainDate().add({ days: 1 });
  const weeks: Temporal.PlainDate[] = [];
  for (
    let monday = tomorrow.add({ days: (8 - tomorrow.dayOfWeek) % 7 });
    Temporal.PlainDate.compare(monday.add({ days: WORKDAYS_PER_WEEK - 1 }), lastDay) <= 0;
    monday = monday.add({ weeks: 1 })
  ) {
    if (!hasDayOff(monday)) weeks.push(monday);
  }
  return { weeks };
};

/** The instant of a Berlin wall-clock time on a day; Temporal resolves DST for us. */
const berlinInstant = (date: Temporal.PlainDate, time: Temporal.PlainTime): string =>
  date.toZonedDateTime({ timeZone: BERLIN, plainTime: time }).toInstant().toString();

/** `days` consecutive days from `firstDay`, starting at `from` and ending at `until` on the last day. */
export const timeSlot = (
  firstDay: Temporal.PlainDate,
  days: number,
  from: Temporal.PlainTime,
  until: Temporal.PlainTime,
): TimeSlot => ({
  startAt: berlinInstant(firstDay, from),
  endAt: berlinInstant(firstDay.add({ days: days - 1 }), until),
});

/** A random weekday from which `days` (1–5) consecutive workdays fit into one week. */
const dayInWeek = (rng: Rng, monday: Temporal.PlainDate, days: number): Temporal.PlainDate =>
  monday.add({ days: rng.int(0, WORKDAYS_PER_WEEK - days) });

export const pickFirstDay = (rng: Rng, window: ScheduleWindow, days: number): Temporal.PlainDate =>
  dayInWeek(rng, rng.pick(window.weeks), days);

/** In range by construction (a series starts at most its span before the last week); else a bug. */
const weekAt = (window: ScheduleWindow, index: number): Temporal.PlainDate => {
  const monday = window.weeks[index];
  if (monday === undefined) throw new RangeError(`no usable week at index ${index}`);
  return monday;
};

export interface ScheduledModule {
  readonly firstDay: Temporal.PlainDate;
  readonly days: number;
}

/**
 * First days of the modules of a series (one entry per module length), a few usable weeks
 * apart so participants can try out what they learnt between modules.
 */
export const pickModuleFirstDays = (
  rng: Rng,
  window: ScheduleWindow,
  moduleDays: readonly number[],
): readonly ScheduledModule[] => {
  const plan = moduleDays.map((days, position) => ({
    days,
    weeksAfterPrevious: position === 0 ? 0 : rng.int(MIN_MODULE_GAP_WEEKS, MAX_MODULE_GAP_WEEKS),
  }));
  const span = plan.reduce((total, module) => total + module.weeksAfterPrevious, 0);
  let week = rng.int(0, window.weeks.length - 1 - span);
  const scheduled: ScheduledModule[] = [];
  for (const { days, weeksAfterPrevious } of plan) {
    week += weeksAfterPrevious;
    scheduled.push({ firstDay: dayInWeek(rng, weekAt(window, week), days), days });
  }
  return scheduled;
};
