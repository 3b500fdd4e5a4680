import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { conferenceDay, demoConferences } from './conferences';
import { VENUES } from './venues';

const now = Temporal.Instant.from('2026-11-22T09:00:00Z');
const { conferences, programItems } = demoConferences(now);
const berlin = (iso: string): string => Temporal.Instant.from(iso).toZonedDateTimeISO('Europe/Berlin').toPlainDateTime().toString({ smallestUnit: 'minute' });

describe('demoConferences', () => {
  it('holds four Fachtagungen on Tuesdays ahead of now, titled with their year', () => {
    expect(conferences.map((c) => [c.title, c.url, berlin(c.startAt), berlin(c.endAt)])).toEqual([
      ['Betriebsräte-Tag Digitalisierung', 'betriebsraete-tag-digitalisierung', '2027-01-05T09:00', '2027-01-05T17:00'],
      ['Fachtagung Arbeitsschutz 2027', 'fachtagung-arbeitsschutz-2027', '2027-02-02T09:30', '2027-02-03T13:30'],
      ['SBV-Fachtagung 2027', 'sbv-fachtagung-2027', '2027-03-30T09:30', '2027-03-31T13:30'],
      ['Fachtagung Betriebsratsvorsitz 2027', 'fachtagung-betriebsratsvorsitz-2027', '2027-06-22T09:30', '2027-06-23T13:30'],
    ]);
  });

  it('places each at a known venue, with a price in whole euros and a capacity', () => {
    const venueIds = new Set(VENUES.map((venue) => venue.hotelId));
    for (const conference of conferences) {
      expect(venueIds.has(conference.hotelId)).toBe(true);
      expect(conference.price % 100).toBe(0);
      expect(conference.capacity).toBeGreaterThanOrEqual(50);
    }
  });

  it('gives each a programme in time order within its days, numbered from 1', () => {
    for (const conference of conferences) {
      const items = programItems.filter((item) => item.conferenceId === conference.conferenceId);
      expect(items.length).toBeGreaterThanOrEqual(5);
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      const starts = items.map((item) => Temporal.Instant.from(item.startAt).epochMilliseconds);
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      expect(starts[0]).toBeGreaterThan(Temporal.Instant.from(conference.startAt).epochMilliseconds);
      expect(starts.at(-1)).toBeLessThan(Temporal.Instant.from(conference.endAt).epochMilliseconds);
    }
    expect(programItems.find((item) => item.title === 'Mittagspause')?.speaker).toBe('');
  });
});

describe('conferenceDay', () => {
  it('takes the Tuesday of the week weeksAhead from today', () => {
    expect(conferenceDay(Temporal.Instant.from('2026-11-10T12:00:00Z'), 6, 2).toString()).toBe('2026-12-22');
    expect(conferenceDay(Temporal.Instant.from('2026-11-22T09:00:00Z'), 6, 1).toString()).toBe('2027-01-05');
  });

  it('moves a week on when a conference day falls between Christmas Eve and New Year or on a public holiday', () => {
    expect(conferenceDay(Temporal.Instant.from('2026-11-17T12:00:00Z'), 6, 1).toString()).toBe('2027-01-05');
    // 03.10.2028, Tag der Deutschen Einheit, is a Tuesday.
    expect(conferenceDay(Temporal.Instant.from('2028-08-22T12:00:00Z'), 6, 1).toString()).toBe('2028-10-10');
    // 01.05.2030 is a Wednesday: a one-day conference on the 30th is fine, a two-day one is not.
    expect(conferenceDay(Temporal.Instant.from('2030-03-19T12:00:00Z'), 6, 1).toString()).toBe('2030-04-30');
    expect(conferenceDay(Temporal.Instant.from('2030-03-19T12:00:00Z'), 6, 2).toString()).toBe('2030-05-07');
  });
});
