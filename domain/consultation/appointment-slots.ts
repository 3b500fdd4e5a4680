import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../calendar/calendar';
import { isPublicHoliday, type GermanState } from '../calendar/public-holidays';

/**
 * When an education consultant can be booked for a phone or video appointment: half-hour slots
 * on working days, 9 to 12 and 13 to 17 o'clock Berlin time, never on a public holiday of the
 * consultant's state, never sooner than two hours from now (time to read the request) and at
 * most four weeks ahead (the consultants plan their seminar weeks a month in advance).
 */
export const SLOT_MINUTES = 30;
export const BOOKING_HORIZON_DAYS = 28;
export const MIN_LEAD = { hours: 2 } as const;

/** Wall-clock blocks of a working day, [from, to) in minutes after midnight. */
const WORKING_BLOCKS = [
  [9 * 60, 12 * 60],
  [13 * 60, 17 * 60],
] as const;

const SLOT_TIMES: readonly Temporal.PlainTime[] = WORKING_BLOCKS.flatMap(([from, to]) =>
  Array.from({ length: (to - from) / SLOT_MINUTES }, (_, index) => {
    const minutes = from + index * SLOT_MINUTES;
    return Temporal.PlainTime.from({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
  }),
);

export interface Slot {
  readonly start: Temporal.Instant;
  readonly end: Temporal.Instant;
}

export const isWorkingDay = (date: Temporal.PlainDate, state: GermanState): boolean => date.dayOfWeek <= 5 && !isPublicHoliday(date, state);

const slotAt = (date: Temporal.PlainDate, time: Temporal.PlainTime): Slot => {
  const start = date.toZonedDateTime({ timeZone: BERLIN, plainTime: time }).toInstant();
  return { start, end: start.add({ minutes: SLOT_MINUTES }) };
};

/** The slots of one day in the consultant's state (none on weekends and holidays), in order. */
export const slotsOfDay = (date: Temporal.PlainDate, state: GermanState): readonly Slot[] =>
  isWorkingDay(date, state) ? SLOT_TIMES.map((time) => slotAt(date, time)) : [];

/** The first and last Berlin day a visitor may book on, seen from now. */
export const bookingWindow = (now: Temporal.Instant): { readonly first: Temporal.PlainDate; readonly last: Temporal.PlainDate } => {
  const first = now.toZonedDateTimeISO(BERLIN).toPlainDate();
  return { first, last: first.add({ days: BOOKING_HORIZON_DAYS }) };
};

const bookableFrom = (now: Temporal.Instant): Temporal.Instant => now.add(MIN_LEAD);

/**
 * The free slots from `from` to `to` (Berlin days, both included, clipped to the booking window),
 * without the taken ones. Pure: the caller brings now, the state and what is booked.
 */
export const freeSlots = (input: {
  readonly now: Temporal.Instant;
  readonly state: GermanState;
  readonly from: Temporal.PlainDate;
  readonly to: Temporal.PlainDate;
  readonly taken: ReadonlySet<string>;
}): readonly Slot[] => {
  const window = bookingWindow(input.now);
  const first = Temporal.PlainDate.compare(input.from, window.first) < 0 ? window.first : input.from;
  const last = Temporal.PlainDate.compare(input.to, window.last) > 0 ? window.last : input.to;
  const earliest = bookableFrom(input.now);
  const slots: Slot[] = [];
  for (let day = first; Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) {
    for (const slot of slotsOfDay(day, input.state)) {
      if (Temporal.Instant.compare(slot.start, earliest) >= 0 && !input.taken.has(slot.start.toString())) slots.push(slot);
    }
  }
  return slots;
};

/**
 * Whether a requested start is one of the consultant's slots that may be booked now (taken or not:
 * that is the database's unique key's to say, under concurrency too).
 */
export const isBookableStart = (start: Temporal.Instant, now: Temporal.Instant, state: GermanState): boolean => {
  const day = start.toZonedDateTimeISO(BERLIN).toPlainDate();
  const window = bookingWindow(now);
  if (Temporal.PlainDate.compare(day, window.last) > 0) return false;
  if (Temporal.Instant.compare(start, bookableFrom(now)) < 0) return false;
  return slotsOfDay(day, state).some((slot) => slot.start.equals(start));
};
