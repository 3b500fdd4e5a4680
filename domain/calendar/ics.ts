import type { Temporal } from 'temporal-polyfill';

/** One appointment for a calendar file (RFC 5545 VEVENT). */
export interface CalendarEntry {
  /** Stable across downloads, so importing the file twice updates one entry. */
  readonly uid: string;
  readonly start: Temporal.Instant;
  readonly end: Temporal.Instant;
  readonly summary: string;
  readonly location: string;
  readonly description: string;
  readonly url: string;
  /** When the file was made (DTSTAMP). */
  readonly stamp: Temporal.Instant;
}

/** 20270308T080000Z: UTC, so no calendar has to know Berlin's rules. */
const utc = (instant: Temporal.Instant): string =>
  instant.toString({ smallestUnit: 'second' }).replace(/[-:]/g, '');

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export const escapeText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1), never inside a character. */
export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

/** A calendar file with one event, CRLF line ends as the standard asks. */
export const calendarFile = (entry: CalendarEntry): string =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ifb Seminare//Seminartermin//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(entry.uid)}`,
    `DTSTAMP:${utc(entry.stamp)}`,
    `DTSTART:${utc(entry.start)}`,
    `DTEND:${utc(entry.end)}`,
    `SUMMARY:${escapeText(entry.summary)}`,
    `LOCATION:${escapeText(entry.location)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    `URL:${entry.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(foldLine)
    .join('\r\n') + '\r\n';
