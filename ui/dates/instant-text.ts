import type { IsoWeek } from '../../domain/calendar/calendar';

/**
 * The date texts of calendar.ts for an ISO instant string, computed with Intl instead of Temporal:
 * the event cards and dates every catalogue page shows are rendered in the browser too, and the
 * Temporal polyfill is the largest library such a page would load at start. Same rule, same text
 * (ui/dates/instant-text.property.test.ts holds them equal to calendar.ts).
 */
const berlinFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

interface BerlinWallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const berlinWallClock = (iso: string): BerlinWallClock => {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`not an ISO instant: ${iso}`);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(berlinFormat.formatToParts(instant).find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
};

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

const dateText = ({ year, month, day }: BerlinWallClock): string => `${pad(day, 2)}.${pad(month, 2)}.${pad(year, 4)}`;

/** dd.mm.yyyy of the Berlin day the instant falls on (calendar.ts formatDate). */
export const berlinDateText = (iso: string): string => dateText(berlinWallClock(iso));

/** HH:MM of the Berlin wall clock (calendar.ts formatTime). */
export const berlinTimeText = (iso: string): string => {
  const { hour, minute } = berlinWallClock(iso);
  return `${pad(hour, 2)}:${pad(minute, 2)}`;
};

/** One date for a one-day event, else 'dd.mm.yyyy bis dd.mm.yyyy' (calendar.ts cartDateText). */
export const berlinDateRangeText = (startIso: string, endIso: string): string => {
  const [start, end] = [berlinDateText(startIso), berlinDateText(endIso)];
  return start === end ? start : `${start} bis ${end}`;
};

const DAY_MS = 86_400_000;

/** ISO week of the Berlin day the instant falls on (calendar.ts isoWeek): the week of its Thursday. */
export const berlinIsoWeek = (iso: string): IsoWeek => {
  const { year, month, day } = berlinWallClock(iso);
  const date = Date.UTC(year, month - 1, day);
  const dayOfWeek = ((new Date(date).getUTCDay() + 6) % 7) + 1; // Monday 1 … Sunday 7
  const thursday = new Date(date + (4 - dayOfWeek) * DAY_MS);
  const dayOfYear = (thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / DAY_MS + 1;
  return { weekYear: thursday.getUTCFullYear(), week: Math.floor((dayOfYear - 1) / 7) + 1 };
};
