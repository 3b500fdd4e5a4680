import { berlinWallClock } from '../../domain/calendar/berlin-wall-clock';
import type { IsoWeek } from '../../domain/calendar/calendar';

/**
 * The date texts of calendar.ts for an ISO instant string, without Temporal: the event cards and
 * dates every catalogue page shows are rendered in the browser too, and the Temporal polyfill is
 * the largest library such a page would load at start. The wall clock comes from the EU rule
 * (domain/calendar/berlin-wall-clock.ts) rather than from Intl, whose first use on a page loads
 * the ICU data in the middle of hydration; Intl answers only outside the years of the rule.
 * Same rule, same text (ui/dates/instant-text.property.test.ts holds them equal to calendar.ts).
 */

interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

let zoneFormat: Intl.DateTimeFormat | undefined;

/** Berlin's wall clock by the time-zone database: only for instants outside the years of the rule. */
const wallClockByZone = (instant: Date): WallClock => {
  zoneFormat ??= new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = zoneFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
};

const berlinWallClockOf = (iso: string): WallClock => {
  const instant = new Date(iso);
  const epochMs = instant.getTime();
  if (Number.isNaN(epochMs)) throw new RangeError(`not an ISO instant: ${iso}`);
  return berlinWallClock(Math.floor(epochMs / 1000)) ?? wallClockByZone(instant);
};

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

const dateText = ({ year, month, day }: WallClock): string => `${pad(day, 2)}.${pad(month, 2)}.${pad(year, 4)}`;

/** dd.mm.yyyy of the Berlin day the instant falls on (calendar.ts formatDate). */
export const berlinDateText = (iso: string): string => dateText(berlinWallClockOf(iso));

/** HH:MM of the Berlin wall clock (calendar.ts formatTime). */
export const berlinTimeText = (iso: string): string => {
  const { hour, minute } = berlinWallClockOf(iso);
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
  const { year, month, day } = berlinWallClockOf(iso);
  const date = Date.UTC(year, month - 1, day);
  const dayOfWeek = ((new Date(date).getUTCDay() + 6) % 7) + 1; // Monday 1 … Sunday 7
  const thursday = new Date(date + (4 - dayOfWeek) * DAY_MS);
  const dayOfYear = (thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / DAY_MS + 1;
  return { weekYear: thursday.getUTCFullYear(), week: Math.floor((dayOfYear - 1) / 7) + 1 };
};
