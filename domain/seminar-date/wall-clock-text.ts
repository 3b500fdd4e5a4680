import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../calendar/calendar';

const ISO_LIKE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::00)?$/;
const GERMAN = /^(\d{1,2})\.(\d{1,2})\.(\d{4}),? (\d{1,2}):(\d{2})(?::00)?$/;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

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
  let local: Temporal.PlainDateTime;
  try {
    local = Temporal.PlainDateTime.from({ year, month, day, hour, minute }, { overflow: 'reject' });
  } catch {
    return undefined;
  }
  const zoned = local.toZonedDateTime(BERLIN, { disambiguation: 'earlier' });
  // In the spring gap Temporal moves the time; such a wall-clock time does not exist in Berlin.
  return zoned.toPlainDateTime().equals(local) ? zoned.toInstant() : undefined;
};

/** The instant as Berlin wall clock, "2026-03-02 09:00": what spreadsheets sort and read back. */
export const formatBerlinWallClock = (instant: Temporal.Instant): string => {
  const time = instant.toZonedDateTimeISO(BERLIN);
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)} ${pad(time.hour)}:${pad(time.minute)}`;
};
