import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { calendarFile, escapeText, foldLine } from './ics';

const entry = {
  uid: 'termin-42@ifb-seminare.de',
  start: Temporal.Instant.from('2027-03-08T08:00:00Z'),
  end: Temporal.Instant.from('2027-03-10T14:30:00Z'),
  summary: 'BetrVG I; Grundlagen, Rechte',
  location: 'Hamburg',
  description: 'Erste Zeile\nZweite Zeile',
  url: 'https://example.org/seminare/p/betrvg-1',
  stamp: Temporal.Instant.from('2026-11-25T09:00:00Z'),
};

describe('calendarFile', () => {
  it('writes one VEVENT in UTC with CRLF line ends', () => {
    const file = calendarFile(entry);
    expect(file.split('\r\n')).toEqual(
      expect.arrayContaining(['BEGIN:VEVENT', 'DTSTART:20270308T080000Z', 'DTEND:20270310T143000Z', 'DTSTAMP:20261125T090000Z', 'END:VCALENDAR']),
    );
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('escapes commas, semicolons and line breaks in text', () => {
    expect(calendarFile(entry)).toContain('SUMMARY:BetrVG I\\; Grundlagen\\, Rechte');
    expect(escapeText('a\\b\nc')).toBe('a\\\\b\\nc');
  });
});

describe('foldLine', () => {
  it('keeps every physical line within 75 octets and unfolds to the original', () => {
    const line = `DESCRIPTION:${'Übernachtung und Verpflegung '.repeat(10)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
