import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../calendar/calendar';
import { berlinWallClock, civilFromDays, daysFromCivil, type BerlinWallClock } from '../calendar/berlin-wall-clock';

const ISO_LIKE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::00)?$/;
const GERMAN = /^(\d{1,2})\.(\d{1,2})\.(\d{4}),? (\d{1,2}):(\d{2})(?::00)?$/;
const HOUR = 3600;
const DAY = 24 * HOUR;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

interface WallTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const sameWallTime = (clock: BerlinWallClock, wall: WallTime): boolean =>
  clock.year === wall.year && clock.month === wall.month && clock.day === wall.day && clock.hour === wall.hour && clock.minute === wall.minute;

/** The time-zone database's answer, for years outside the summer-time rule's arithmetic. */
const viaTemporal = (wall: WallTime): Temporal.Instant | undefined => {
  let local: Temporal.PlainDateTime;
  try {
    local = Temporal.PlainDateTime.from(wall, { overflow: 'reject' });
  } catch {
    return undefined;
  }
  const zoned = local.toZonedDateTime(BERLIN, { disambiguation: 'earlier' });
  // In the spring gap Temporal moves the time; such a wall-clock time does not exist in Berlin.
  return zoned.toPlainDateTime().equals(local) ? zoned.toInstant() : undefined;
};

/**
 * The instant of a Berlin wall-clock time by plain arithmetic (berlin-wall-clock.ts): a 10 000
 * row import reads 20 000 of them, and the Temporal polyfill's zone lookups would take seconds.
 * Of the two candidate offsets the summer one comes first, so the autumn's doubled hour reads as
 * its earlier instant; in the spring gap neither fits.
 */
const instantOf = (wall: WallTime): Temporal.Instant | undefined => {
  if (wall.month < 1 || wall.month > 12 || wall.hour > 23 || wall.minute > 59) return undefined;
  const days = daysFromCivil(wall.year, wall.month, wall.day);
  const civil = civilFromDays(days);
  if (civil.month !== wall.month || civil.day !== wall.day) return undefined;
  const local = days * DAY + wall.hour * HOUR + wall.minute * 60;
  for (const offsetHours of [2, 1]) {
    const clock = berlinWallClock(local - offsetHours * HOUR);
    if (clock === undefined) return viaTemporal(wall);
    if (clock.offsetHours === offsetHours && sameWallTime(clock, wall)) return Temporal.Instant.fromEpochMilliseconds((local - offsetHours * HOUR) * 1000);
  }
  return undefined;
};

/**
 * A Berlin wall-clock time as a back-office form or a spreadsheet writes it (2026-03-02 09:00,
 * 2026-03-02T09:00 or 02.03.2026 09:00) → the instant; undefined when it is none. In the hour
 * the clocks go back the earlier of the two instants is meant; a time the spring gap skips is
 * refused rather than moved.
 */
export const parseBerlinWallClock = (text: string): Temporal.Instant | undefined => {
  const trimmed = text.trim();
  const iso = ISO_LIKE.exec(trimmed);
  const german = iso === null ? GERMAN.exec(trimmed) : null;
  const parts = iso !== null ? [iso[1], iso[2], iso[3], iso[4], iso[5]] : german !== null ? [german[3], german[2], german[1], german[4], german[5]] : undefined;
  if (parts === undefined) return undefined;
  const [year, month, day, hour, minute] = parts.map(Number) as [number, number, number, number, number];
  return instantOf({ year, month, day, hour, minute });
};

/** The Berlin wall clock of an instant: by arithmetic within the rule's years, else by the time-zone database. */
export const berlinWallTime = (instant: Temporal.Instant): WallTime => {
  const clock = berlinWallClock(Math.floor(instant.epochMilliseconds / 1000));
  if (clock !== undefined) return clock;
  const zoned = instant.toZonedDateTimeISO(BERLIN);
  return { year: zoned.year, month: zoned.month, day: zoned.day, hour: zoned.hour, minute: zoned.minute };
};

/** The instant as Berlin wall clock, "2026-03-02 09:00": what spreadsheets sort and read back. */
export const formatBerlinWallClock = (instant: Temporal.Instant): string => {
  const time = berlinWallTime(instant);
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)} ${pad(time.hour)}:${pad(time.minute)}`;
};
