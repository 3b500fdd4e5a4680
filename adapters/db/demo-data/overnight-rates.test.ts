import { describe, expect, it } from 'vitest';
import { overnightRateRows } from './overnight-rates';
import { VENUES } from './venues';

describe('demo overnight rates', () => {
  const rows = overnightRateRows(VENUES);

  it('prices a night in a big city higher than elsewhere', () => {
    const byHotel = new Map(rows.map((row) => [row.hotelId, row.ratePerNight]));
    expect(byHotel.get(101)).toBe(11900 + 1 * 500);
    expect(byHotel.get(111)).toBe(8900 + 1 * 500);
  });

  it('names only demo venues, each once, and leaves some hotels without a rate', () => {
    const venueIds = new Set(VENUES.map((venue) => venue.hotelId));
    expect(rows.every((row) => venueIds.has(row.hotelId))).toBe(true);
    expect(new Set(rows.map((row) => row.hotelId)).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(VENUES.length / 2);
    expect(rows.length).toBeLessThan(VENUES.length);
  });
});
