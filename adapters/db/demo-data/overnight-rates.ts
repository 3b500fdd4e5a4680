import type { overnightRates } from '../schema';
import type { Venue } from './venues';

export type OvernightRateRow = Readonly<typeof overnightRates.$inferInsert>;

/** Cities where a hotel night costs more (the big trade-fair cities). */
const EXPENSIVE_CITIES: ReadonlySet<string> = new Set(['München', 'Frankfurt am Main', 'Hamburg', 'Berlin', 'Düsseldorf', 'Köln']);

/**
 * A plausible rate per night and person for each demo venue: 119 € in the big cities, 89 €
 * elsewhere, plus 0–20 € by hotel, so the Kostenrechner shows different hotels differently.
 * Every third hotel after the first six has none, so "auf Anfrage" appears in the demo too.
 */
export const overnightRateRows = (venues: readonly Venue[]): readonly OvernightRateRow[] =>
  venues
    .filter((venue, index) => index < 6 || index % 3 !== 2)
    .map((venue) => ({
      hotelId: venue.hotelId,
      ratePerNight: (EXPENSIVE_CITIES.has(venue.city) ? 11900 : 8900) + (venue.hotelId % 5) * 500,
      description: 'Einzelzimmer inkl. Frühstück',
    }));
